import { validationError } from './errors.ts';

/** The longest text any endpoint accepts (the contract's chat message limit). */
export const maxTextLength = 2000;
/** Ids and counts are stored as 32-bit integers on both engines. */
const maxInteger = 2_147_483_647;

/** A UTF-16 surrogate without its other half: not text, and no database stores it faithfully. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The message for text that is not well-formed Unicode (issue 30: refused alike on both engines). */
export const illFormedTextMessage = (field: string) => `The ${field} field must be valid text.`;

/**
 * Checks the contract leaves to the storage: text without NUL characters (PostgreSQL refuses
 * them), well-formed Unicode (a lone surrogate, which JSON's \uD800 escape can carry, became
 * invalid UTF-8 in SQLite and U+FFFD in PostgreSQL), text no longer than `maxTextLength`, whole
 * numbers that fit the integer columns. Object keys are text too (JSON fields keep them). Run
 * on validated input, so a hostile value becomes a 422 instead of a database error.
 */
export function guardStoredValues(value: unknown): void {
  const errors: Record<string, string[]> = {};
  const visit = (node: unknown, path: string, depth: number) => {
    if (depth > 20) return;
    const field = path || 'body';
    if (typeof node === 'string') {
      if (loneSurrogate.test(node)) (errors[field] ??= []).push(illFormedTextMessage(field));
      if (node.includes('\u0000'))
        (errors[field] ??= []).push(`The ${field} field contains a character that is not allowed.`);
      if (node.length > maxTextLength) {
        (errors[field] ??= []).push(`The ${field} may not be greater than ${maxTextLength} characters.`);
      }
    } else if (typeof node === 'number') {
      if (Number.isInteger(node) && Math.abs(node) > maxInteger)
        (errors[field] ??= []).push(`The ${field} is out of range.`);
    } else if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, path ? `${path}.${index}` : String(index), depth + 1));
    } else if (node !== null && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) {
        // The key is reported by where it sits, since the key itself cannot be shown as text.
        if (loneSurrogate.test(key)) (errors[field] ??= []).push(illFormedTextMessage(field));
        else visit(item, path ? `${path}.${key}` : key, depth + 1);
      }
    }
  };
  visit(value, '', 0);
  if (Object.keys(errors).length > 0) throw validationError(errors);
}
