import { describe, expect, it } from 'vitest';
import {
  ONE_TIME_CODE_LIFETIME_MINUTES,
  ONE_TIME_CODE_MAX_ATTEMPTS,
  oneTimeCodeMessages,
  oneTimeCodeOutcomes,
  spentOneTimeCodeOutcomes,
} from './oneTimeCode.ts';

describe('the Admin one-time code', () => {
  it('lasts 10 minutes and locks after 5 wrong tries', () => {
    expect(ONE_TIME_CODE_LIFETIME_MINUTES).toBe(10);
    expect(ONE_TIME_CODE_MAX_ATTEMPTS).toBe(5);
  });

  it('has a text for every outcome, and only a new code helps after a spent one', () => {
    expect(Object.keys(oneTimeCodeMessages).sort()).toEqual([...oneTimeCodeOutcomes].sort());
    expect(spentOneTimeCodeOutcomes.every((outcome) => oneTimeCodeMessages[outcome].length > 0)).toBe(true);
    expect([...spentOneTimeCodeOutcomes]).toEqual(['expired', 'locked', 'none']);
  });
});
