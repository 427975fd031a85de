import { toFieldErrors } from '@showroom/api';
import type { z } from 'zod';
import { validationError } from './errors.ts';
import { guardStoredValues } from './inputGuards.ts';

/** Parses one part of a request with its contract schema, or throws the 422. */
export function parsePart<T extends z.ZodType>(
  schema: T,
  value: unknown,
  part: 'body' | 'query' | 'params',
): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(toFieldErrors(result.error, { input: value, part }));
  guardStoredValues(result.data);
  return result.data;
}
