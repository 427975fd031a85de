import { describe, expect, it } from 'vitest';
import { firstMessagePerField, joinFieldMessages, toApiFailure } from './serverErrors.rules.ts';

describe('server error rules (§3, §5, §8)', () => {
  it('reads a failure with status, message and a field map', () => {
    expect(
      toApiFailure({
        status: 422,
        message: 'The given data was invalid.',
        errors: { email: ['Taken.', 'Again.'], name: 'Short.' },
      }),
    ).toEqual({
      status: 422,
      message: 'The given data was invalid.',
      fieldErrors: { email: ['Taken.', 'Again.'], name: ['Short.'] },
    });
  });

  it('prefers fieldErrors over errors and drops empty or non-text messages', () => {
    expect(
      toApiFailure({ fieldErrors: { zip: ['Bad.', 3, ''], city: [], street: '' }, errors: { other: ['x'] } }),
    ).toEqual({
      status: null,
      message: null,
      fieldErrors: { zip: ['Bad.'] },
    });
    expect(toApiFailure({ errors: 'not a map' }).fieldErrors).toEqual({});
    expect(toApiFailure({ errors: { a: 1 } }).fieldErrors).toEqual({});
  });

  it('reads an Error, a string or nothing useful', () => {
    expect(toApiFailure(new Error('Network down'))).toEqual({ status: null, message: 'Network down', fieldErrors: {} });
    expect(toApiFailure('Plain text')).toEqual({ status: null, message: 'Plain text', fieldErrors: {} });
    expect(toApiFailure('')).toEqual({ status: null, message: null, fieldErrors: {} });
    expect(toApiFailure(undefined)).toEqual({ status: null, message: null, fieldErrors: {} });
    expect(toApiFailure({ message: '' }).message).toBeNull();
  });

  it("reads a client error's user-facing text, never its developer message", () => {
    // The shape of @showroom/api's ApiHttpError: `message` is for logs, `userMessage` for people.
    class HttpError extends Error {
      constructor(
        readonly status: number,
        readonly userMessage: string | null,
      ) {
        super(userMessage ?? `POST /api/sample_request failed with HTTP ${status}`);
      }
    }
    for (const status of [401, 409, 429]) {
      expect(toApiFailure(new HttpError(status, null))).toEqual({ status, message: null, fieldErrors: {} });
    }
    expect(toApiFailure(new HttpError(409, 'Already requested.')).message).toBe('Already requested.');
    expect(toApiFailure({ message: 'GET /x failed', userMessage: '' }).message).toBeNull();
  });

  it('shows the first message per field, joined with commas where all are shown', () => {
    expect(firstMessagePerField({ email: ['First.', 'Second.'], zip: [] })).toEqual({ email: 'First.' });
    expect(joinFieldMessages(['First.', 'Second.'])).toBe('First., Second.');
    expect(joinFieldMessages(undefined)).toBe('');
  });
});
