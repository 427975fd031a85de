import type { FastifyError, FastifyInstance } from 'fastify';
import { errorMessages, HttpError } from './errors.ts';

/** What every failure looks like on the wire. */
export interface FailureBody {
  /** An error's details (HttpError.details), such as a conflicting cart's showroom. */
  [detail: string]: unknown;
  success: false;
  message: string;
  errors?: Record<string, string[]>;
  /** Seconds until a cooldown ends (429). */
  retry_after?: number;
}

/** Fastify's own client errors, given messages a person can act on. */
const fastifyClientErrors: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: errorMessages.malformedJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: errorMessages.emptyJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: errorMessages.tooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: errorMessages.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'The request body does not match its Content-Length.' },
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    let status = 500;
    let body: FailureBody = { success: false, message: errorMessages.internal };

    if (error instanceof HttpError) {
      status = error.statusCode;
      body = {
        ...error.details,
        success: false,
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
      };
      if (error.retryAfter !== undefined) {
        body.retry_after = error.retryAfter;
        void reply.header('retry-after', String(error.retryAfter));
      }
    } else if (isRecord(error) && typeof error.code === 'string' && fastifyClientErrors[error.code]) {
      const known = fastifyClientErrors[error.code]!;
      status = known.status;
      body = { success: false, message: known.message };
    } else if (isRecord(error) && error.statusCode === 429) {
      // Thrown by @fastify/rate-limit's errorResponseBuilder.
      status = 429;
      body = {
        success: false,
        message: typeof error.message === 'string' ? error.message : errorMessages.tooManyRequests,
      };
    } else if (
      isRecord(error) &&
      typeof error.statusCode === 'number' &&
      error.statusCode >= 400 &&
      error.statusCode < 500
    ) {
      // Any other client error Fastify raises (e.g. a malformed URL): keep its status, but
      // not its internals.
      status = error.statusCode;
      body = { success: false, message: typeof error.message === 'string' ? error.message : 'Bad request.' };
    }

    if (status >= 500) {
      // The stack goes to the log under the request id; the client gets the id to quote.
      request.log.error({ err: error as FastifyError }, 'unhandled error');
    } else {
      request.log.info({ statusCode: status, reason: body.message }, 'request refused');
    }
    void reply.code(status).type('application/json; charset=utf-8').send(body);
  });
}
