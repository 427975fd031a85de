import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldErrorText } from './Field.messages.ts';

describe('fieldErrorText', () => {
  it('shows the first server message by default', () => {
    expect(fieldErrorText(['The email has already been taken.', 'The email must be valid.'])).toBe(
      'The email has already been taken.',
    );
  });
  it('joins the messages with commas for shared displays', () => {
    expect(fieldErrorText(['Street is required.', 'City is required.'], 'joined')).toBe(
      'Street is required., City is required.',
    );
  });
  it('accepts one message and skips blank ones', () => {
    expect(fieldErrorText('Invalid CVC.')).toBe('Invalid CVC.');
    expect(fieldErrorText(['  ', 'Invalid Card Number.'])).toBe('Invalid Card Number.');
  });
  it('is null when there is nothing to show', () => {
    expect(fieldErrorText(undefined)).toBeNull();
    expect(fieldErrorText(null)).toBeNull();
    expect(fieldErrorText([])).toBeNull();
    expect(fieldErrorText(['', ' '], 'joined')).toBeNull();
  });
  it('first is always the start of joined', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (messages) => {
        const first = fieldErrorText(messages, 'first');
        const joined = fieldErrorText(messages, 'joined');
        expect(first === null).toBe(joined === null);
        if (first !== null) expect(joined!.startsWith(first)).toBe(true);
      }),
    );
  });
});
