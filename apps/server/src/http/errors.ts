import { validationMessage } from '@showroom/api';
/**
 * Errors a handler throws on purpose. The error handler turns them into the contract's
 * failure shape; anything else becomes a logged 500 with a generic message.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: Record<string, string[]> | undefined;
  /** A cooldown's whole seconds left (429): sent as `retry_after` and the Retry-After header. */
  readonly retryAfter: number | undefined;
  /** Fields the body carries beside its message, for a client to act on (the contract names them). */
  readonly details: Readonly<Record<string, string>> | undefined;

  constructor(
    statusCode: number,
    message: string,
    errors?: Record<string, string[]>,
    retryAfter?: number,
    details?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.errors = errors;
    this.retryAfter = retryAfter;
    this.details = details;
  }
}

/** 429 for a cooldown: the contract's CooldownErrorBody, with the seconds left. */
export function cooldownError(message: string, secondsLeft: number): HttpError {
  return new HttpError(429, message, undefined, secondsLeft);
}

/** §8's texts, and the contract's 422 message. */
export const errorMessages = {
  invalid: 'The given data was invalid.',
  notFound: 'Record not found for processing.',
  internal: 'Internal Server error please try again.',
  unauthenticated: 'Unauthenticated.',
  forbidden: 'You are not authorized to access this page.',
  malformedJson: 'The request body is not valid JSON.',
  emptyJson: 'The request body is empty but its content type says JSON.',
  tooLarge: 'The request body is too large.',
  unsupportedMediaType: 'Unsupported content type: send JSON or form data.',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  badUrl: 'The address of this request is not valid.',
  urlTooLong: 'The address of this request is too long.',
} as const;

/**
 * A 422 whose message is its first reason (`validationMessage`, Laravel's wording), so the §8
 * toast names it instead of the generic "Invalid input OR some mandatory fields are blank.".
 */
export function validationError(errors: Record<string, string[]>): HttpError {
  return new HttpError(422, validationMessage(errors), errors);
}

export const unauthenticated = () => new HttpError(401, errorMessages.unauthenticated);
export const forbidden = (message: string = errorMessages.forbidden) => new HttpError(403, message);
export const notFound = (message: string = errorMessages.notFound) => new HttpError(404, message);
