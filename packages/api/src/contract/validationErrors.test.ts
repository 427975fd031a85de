import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { toFieldErrors } from './validationErrors.ts';

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

  it('without the input, falls back to zod’s own "received undefined"', () => {
    const result = z.object({ name: z.string() }).safeParse({});
    expect(result.success).toBe(false);
    if (!result.success) expect(toFieldErrors(result.error)).toEqual({ name: ['The name field is required.'] });
  });
});
