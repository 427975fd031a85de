import { z } from 'zod';
import { named } from './registry.ts';

/** §7: every successful response carries `success`, `message` and `data`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string(), data });
}

/** A success that carries nothing but its message (logout, resend e-mail, …). */
export const messageResponseSchema = named('MessageResponse', envelope(z.null()));
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** §3: field name → list of messages. */
export const fieldErrorsSchema = named(
  'FieldErrors',
  z.record(z.string(), z.array(z.string())),
  'Field name to list of messages (§3).',
);
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** §8 HTTP 422: a message and the field errors. */
export const validationErrorBodySchema = named(
  'ValidationErrorBody',
  z.object({ success: z.literal(false).optional(), message: z.string(), errors: fieldErrorsSchema }),
);
export type ValidationErrorBody = z.infer<typeof validationErrorBodySchema>;

/** §8 401, 403, 404, 405, 500: a message, possibly empty (the client then shows its own text). */
export const errorBodySchema = named(
  'ErrorBody',
  z.object({ success: z.literal(false).optional(), message: z.string().optional() }),
);
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * 429 from a cooldown (the verification e-mail resend, the AI one): `retry_after` is how many
 * whole seconds remain, so a page can count down (also sent as the Retry-After header).
 */
export const cooldownErrorBodySchema = named(
  'CooldownErrorBody',
  z.object({
    success: z.literal(false).optional(),
    message: z.string(),
    retry_after: z.number().int().positive(),
  }),
);
export type CooldownErrorBody = z.infer<typeof cooldownErrorBodySchema>;
