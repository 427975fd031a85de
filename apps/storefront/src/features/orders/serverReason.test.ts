import { describe, expect, it } from 'vitest';
import { isConflict, serverReason } from './serverReason.ts';

const FALLBACK = 'The item could not be cancelled. Please try again.';

describe("the server's reason for refusing an item's change", () => {
  it("says the answer's message first (a 409 names the status the item has now)", () => {
    const error = {
      status: 409,
      body: { message: "Someone else changed this item's status to Shipped a moment ago." },
      fieldErrors: { status: ['Another text'] },
      userMessage: null,
    };
    expect(serverReason(error, FALLBACK)).toBe("Someone else changed this item's status to Shipped a moment ago.");
    expect(isConflict(error)).toBe(true);
  });

  it("then the first status error, then the client's §8 text, then the fallback", () => {
    expect(
      serverReason({ status: 422, body: { message: ' ' }, fieldErrors: { status: ['Too late.'] } }, FALLBACK),
    ).toBe('Too late.');
    expect(
      serverReason({ status: 500, body: null, userMessage: 'Internal Server error please try again.' }, FALLBACK),
    ).toBe('Internal Server error please try again.');
    expect(serverReason({ status: 502, body: null, userMessage: null }, FALLBACK)).toBe(FALLBACK);
    expect(serverReason(new TypeError('Failed to fetch'), FALLBACK)).toBe(FALLBACK);
    expect(serverReason(undefined, FALLBACK)).toBe(FALLBACK);
  });

  it('tells a conflict from other failures', () => {
    expect(isConflict({ status: 422 })).toBe(false);
    expect(isConflict(null)).toBe(false);
  });
});
