import { ApiHttpError } from './errors.ts';

/**
 * The seconds a cooldown refusal (429, the contract's CooldownErrorBody) says to wait, or null
 * for any other error: what a page counts down from before offering "Resend" again.
 */
export function retryAfterSecondsOf(error: unknown): number | null {
  if (!(error instanceof ApiHttpError) || error.status !== 429) return null;
  const body = error.body;
  if (typeof body !== 'object' || body === null) return null;
  const seconds = (body as { retry_after?: unknown }).retry_after;
  return typeof seconds === 'number' && Number.isInteger(seconds) && seconds > 0 ? seconds : null;
}
