/**
 * Shared by the formatted inputs (card number, expiry, phone, numeric, decimal): the text a
 * user typed is sanitised to a raw value made of "significant" characters only (digits, a dot)
 * and shown formatted; the caret stays after the same significant character it followed.
 */
export interface MaskRules {
  /** Turns whatever is in the box into the raw value: significant characters only. */
  parse: (text: string) => string;
  /** Shows a raw value, adding separators that are not significant. */
  format: (raw: string) => string;
  /** Whether a character of the shown text belongs to the raw value. */
  isSignificant: (char: string) => boolean;
}

export interface MaskResult {
  raw: string;
  display: string;
  caret: number;
}

export const isDigit = (char: string): boolean => char >= '0' && char <= '9';

function countSignificant(text: string, isSignificant: (char: string) => boolean): number {
  let count = 0;
  for (const char of text) if (isSignificant(char)) count++;
  return count;
}

/** Index in `display` just after its `count`-th significant character. */
export function caretAfter(display: string, count: number, isSignificant: (char: string) => boolean): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < display.length; index++) {
    if (isSignificant(display[index]!) && ++seen === count) return index + 1;
  }
  return display.length;
}

/**
 * The raw value, shown text and caret after an edit. `text` and `caret` are the box's content and
 * caret after the browser applied the edit; `previousRaw` is the value before it. Deleting
 * backwards over a separator would change nothing, so it deletes the significant character
 * before the separator instead.
 */
export function applyMask(
  rules: MaskRules,
  text: string,
  caret: number,
  previousRaw: string,
  deletingBackward = false,
): MaskResult {
  let raw = rules.parse(text);
  let before = countSignificant(text.slice(0, caret), rules.isSignificant);
  if (deletingBackward && raw === previousRaw && before > 0) {
    raw = rules.parse(raw.slice(0, before - 1) + raw.slice(before));
    before -= 1;
  }
  before = Math.min(before, countSignificant(raw, rules.isSignificant));
  const display = rules.format(raw);
  return { raw, display, caret: caretAfter(display, before, rules.isSignificant) };
}
