import { describe, expect, it } from 'vitest';
import { messageOf } from './loadable.ts';

describe('messageOf', () => {
  it("prefers the client's §8 message", () => {
    expect(messageOf({ userMessage: 'Cart not found.', status: 404, body: { message: 'x' } }, 'Try again.')).toBe(
      'Cart not found.',
    );
  });

  it("says the server's reason for a refusal the §8 table leaves without a message (409), never developer text", () => {
    const refusal = {
      message: 'POST /api/projectCart/sync_to_cart failed with HTTP 409',
      userMessage: null,
      status: 409,
      body: { success: false, message: 'Your cart holds products priced in showroom DEMO0001.' },
    };
    expect(messageOf(refusal, 'Try again.')).toBe('Your cart holds products priced in showroom DEMO0001.');
  });

  it('falls back for a server failure, a network error or a blank reason', () => {
    expect(messageOf({ userMessage: null, status: 502, body: { message: 'Bad gateway' } }, 'Try again.')).toBe(
      'Try again.',
    );
    expect(messageOf(new TypeError('Failed to fetch'), 'Try again.')).toBe('Try again.');
    expect(messageOf({ userMessage: null, status: 409, body: { message: '  ' } }, 'Try again.')).toBe('Try again.');
  });
});
