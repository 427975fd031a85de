import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { GIVEN_DATA_INVALID, toFieldErrors, validationMessage } from './validationErrors.ts';

const schema = z.object({
  product_id: z.number().int(),
  email: z.string(),
  agree: z.boolean(),
  items: z.array(z.object({ quantity: z.number() })),
  password: z.string().min(8, 'The password must be at least 8 characters.'),
});

function errorsFor(input: unknown, part?: string) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return toFieldErrors(result.error, { input, ...(part ? { part } : {}) });
}

describe('toFieldErrors', () => {
  it('calls a field required only when it is absent, null or blank', () => {
    expect(errorsFor({ items: [], password: 'long enough', email: null, agree: true, product_id: '' })).toEqual({
      email: ['The email field is required.'],
      product_id: ['The product id field is required.'],
    });
  });

  it('names a value of the wrong type as such, in Laravel words', () => {
    expect(errorsFor({ product_id: 'text', email: 5, agree: 'yes', items: {}, password: 'long enough' })).toEqual({
      product_id: ['The product id must be a number.'],
      email: ['The email must be text.'],
      agree: ['The agree must be true or false.'],
      items: ['The items must be a list.'],
    });
  });

  it('dots nested paths and keeps the schema’s own messages', () => {
    expect(
      errorsFor({ product_id: 1, email: 'a@b.test', agree: true, items: [{ quantity: 'two' }, {}], password: 'short' }),
    ).toEqual({
      'items.0.quantity': ['The items.0.quantity must be a number.'],
      'items.1.quantity': ['The items.1.quantity field is required.'],
      password: ['The password must be at least 8 characters.'],
    });
  });

  it('puts a problem with the whole part under the part’s name', () => {
    expect(errorsFor('not an object', 'query')).toEqual({ query: ['The query must be an object.'] });
    expect(errorsFor(undefined)).toEqual({ body: ['The body field is required.'] });
  });

  it('keeps a message the schema chose for a value of the wrong type, missing ones included', () => {
    const markup = z.object({ markup_percent: z.number({ error: 'Enter the markup as a number.' }) });
    for (const input of [{}, { markup_percent: null }, { markup_percent: '12' }]) {
      const result = markup.safeParse(input);
      expect(result.success).toBe(false);
      if (!result.success) {
        expect(toFieldErrors(result.error, { input })).toEqual({ markup_percent: ['Enter the markup as a number.'] });
      }
    }
  });

  it('without the input, falls back to zod’s own "received undefined"', () => {
    const result = z.object({ name: z.string() }).safeParse({});
    expect(result.success).toBe(false);
    if (!result.success) expect(toFieldErrors(result.error)).toEqual({ name: ['The name field is required.'] });
  });
});

describe('toFieldErrors: the schema library never speaks to the user (issue 30)', () => {
  const shop = z.object({
    shop_id: z.union([
      z.coerce.number().int().positive(),
      z
        .string()
        .length(8)
        .regex(/^[A-Za-z0-9]+$/),
    ]),
    name: z.string().min(1).max(5),
    note: z.string().min(1, 'Please write a note.'),
    cvc: z
      .string()
      .regex(/^\d{3}$/, 'Invalid CVC.')
      .optional(),
    tags: z.array(z.string()).min(1),
    status: z.enum(['open', 'closed']),
  });
  const errorsOf = (input: Record<string, unknown>) => {
    const result = shop.safeParse(input);
    if (result.success) throw new Error('expected a failure');
    return toFieldErrors(result.error, { input });
  };

  it('calls a blank text "required", not "Too small", and keeps a custom message', () => {
    expect(errorsOf({ shop_id: 'DEMO0001', name: '', note: '', tags: ['a'], status: 'open' })).toEqual({
      name: ['The name field is required.'],
      note: ['Please write a note.'],
    });
    // A schema's own message is kept even when it reads like the library's ("Invalid …").
    expect(errorsOf({ shop_id: 'DEMO0001', name: 'a', note: 'b', cvc: '12', tags: ['a'], status: 'open' })).toEqual({
      cvc: ['Invalid CVC.'],
    });
  });

  it('words sizes, formats, options and unions as Laravel does', () => {
    const errors = errorsOf({ shop_id: 'ABC', name: 'too long', note: 'ok', tags: [], status: 'gone' });
    expect(errors).toEqual({
      shop_id: [expect.stringMatching(/^The (selected )?shop id /)],
      name: ['The name may not be greater than 5 characters.'],
      tags: ['The tags must have at least 1 items.'],
      status: ['The selected status is invalid.'],
    });
    for (const messages of Object.values(errors)) {
      for (const message of messages) expect(message).not.toMatch(/Too small|Too big|Invalid input|expected/);
    }
    expect(errorsOf({ name: 'a', note: 'b', tags: ['a'], status: 'open' })).toEqual({
      shop_id: ['The shop id field is required.'],
    });
  });
});

describe('validationMessage', () => {
  it("is the first reason, and how many more (Laravel's 422 message), else the generic sentence", () => {
    expect(validationMessage({ quantity: ['The quantity may not be greater than 9999.'] })).toBe(
      'The quantity may not be greater than 9999.',
    );
    expect(validationMessage({ email: ['The email field is required.'], password: ['A', 'B'] })).toBe(
      'The email field is required. (and 2 more errors)',
    );
    expect(validationMessage({})).toBe(GIVEN_DATA_INVALID);
  });
});
