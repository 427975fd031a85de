import { describe, expect, it } from 'vitest';
import { applyMask, caretAfter, isDigit, type MaskRules } from './maskedInput.ts';

const grouped: MaskRules = {
  parse: (text) => [...text].filter(isDigit).join('').slice(0, 8),
  format: (raw) => raw.replace(/(\d{4})(?=\d)/g, '$1 '),
  isSignificant: isDigit,
};

describe('caretAfter', () => {
  it('counts significant characters only', () => {
    expect(caretAfter('1234 5678', 0, isDigit)).toBe(0);
    expect(caretAfter('1234 5678', 4, isDigit)).toBe(4);
    expect(caretAfter('1234 5678', 5, isDigit)).toBe(6);
    expect(caretAfter('1234 5678', 99, isDigit)).toBe(9);
  });
});

describe('applyMask', () => {
  it('formats typed text and keeps the caret after the same digit', () => {
    expect(applyMask(grouped, '12345', 5, '1234')).toEqual({ raw: '12345', display: '1234 5', caret: 6 });
    expect(applyMask(grouped, '12x34 5', 3, '12345')).toEqual({ raw: '12345', display: '1234 5', caret: 2 });
  });
  it('deletes the digit before a separator when deleting backwards over it', () => {
    expect(applyMask(grouped, '12345', 4, '12345', true)).toEqual({ raw: '1235', display: '1235', caret: 3 });
  });
  it('keeps the caret inside the value when characters are rejected', () => {
    expect(applyMask(grouped, '1234 56789', 10, '12345678')).toEqual({
      raw: '12345678',
      display: '1234 5678',
      caret: 9,
    });
  });
});
