import type { FieldErrors, HttpMethod } from '../contract/index.ts';

/** What went wrong, for hosts that branch on it. */
export type ApiErrorKind =
  | 'validation'
  | 'unauthorised'
  | 'forbidden'
  | 'not-found'
  | 'method-not-allowed'
  | 'server'
  | 'http'
  | 'network'
  | 'aborted'
  | 'contract'
  | 'not-sent';

/** Base class of every rejection of the client. */
export abstract class ApiClientError extends Error {
  abstract readonly kind: ApiErrorKind;
  readonly endpoint: string;
  readonly method: HttpMethod;
  readonly path: string;
  /**
   * What a person may be shown (§8), or null when there is nothing for them in this failure and
   * the host shows its own text. `message` is developer text, for logs.
   */
  readonly userMessage: string | null = null;

  protected constructor(message: string, request: { endpoint: string; method: HttpMethod; path: string }) {
    super(message);
    this.endpoint = request.endpoint;
    this.method = request.method;
    this.path = request.path;
  }
}

const kindOfStatus = (status: number): ApiErrorKind => {
  switch (status) {
    case 422:
      return 'validation';
    case 401:
      return 'unauthorised';
    case 403:
      return 'forbidden';
    case 404:
      return 'not-found';
    case 405:
      return 'method-not-allowed';
    case 500:
      return 'server';
    default:
      return 'http';
  }
};

/**
 * Any answer other than 200 or 201 (§7). `userMessage` is what the §8 catalogue shows for it
 * (null for 401 and for statuses the catalogue rejects without a message); `fieldErrors` is
 * the 422 map; `body` is the parsed response, if any.
 */
export class ApiHttpError extends ApiClientError {
  override readonly name = 'ApiHttpError';
  readonly kind: ApiErrorKind;
  readonly status: number;
  override readonly userMessage: string | null;
  readonly fieldErrors: FieldErrors;
  readonly body: unknown;

  constructor(
    request: { endpoint: string; method: HttpMethod; path: string },
    details: { status: number; userMessage: string | null; fieldErrors?: FieldErrors; body: unknown },
  ) {
    super(details.userMessage ?? `${request.method} ${request.path} failed with HTTP ${details.status}`, request);
    this.status = details.status;
    this.kind = kindOfStatus(details.status);
    this.userMessage = details.userMessage;
    this.fieldErrors = details.fieldErrors ?? {};
    this.body = details.body;
  }
}

/** The request never got an answer: offline, DNS, refused connection, CORS. */
export class ApiNetworkError extends ApiClientError {
  override readonly name = 'ApiNetworkError';
  readonly kind = 'network' as const;
  override readonly userMessage: string;

  constructor(request: { endpoint: string; method: HttpMethod; path: string }, message: string, cause: unknown) {
    super(message, request);
    this.userMessage = message;
    this.cause = cause;
  }
}

/** The caller's AbortSignal cancelled the request. Named AbortError so `error.name` checks keep working. */
export class ApiAbortError extends ApiClientError {
  override readonly name = 'AbortError';
  readonly kind = 'aborted' as const;

  constructor(request: { endpoint: string; method: HttpMethod; path: string }, cause: unknown) {
    super(`${request.method} ${request.path} was cancelled`, request);
    this.cause = cause;
  }
}

/**
 * A 200/201 body that does not match the contract's schema (checked in development and tests).
 * The message names the endpoint and each mismatching field, so a drifted server is found at
 * once instead of surfacing as a broken page.
 */
export class ApiContractError extends ApiClientError {
  override readonly name = 'ApiContractError';
  readonly kind = 'contract' as const;
  readonly status: number;
  readonly issues: readonly { readonly path: string; readonly message: string }[];
  readonly body: unknown;

  constructor(
    request: { endpoint: string; method: HttpMethod; path: string },
    details: { status: number; issues: readonly { path: string; message: string }[]; body: unknown },
  ) {
    const listed = details.issues
      .slice(0, 5)
      .map((issue) => `${issue.path || '(body)'}: ${issue.message}`)
      .join('; ');
    const more = details.issues.length > 5 ? ` (and ${details.issues.length - 5} more)` : '';
    super(
      `Response of ${request.endpoint} (${request.method} ${request.path}) does not match the contract: ${listed}${more}`,
      request,
    );
    this.status = details.status;
    this.issues = details.issues;
    this.body = details.body;
  }
}

export function isApiClientError(error: unknown): error is ApiClientError {
  return error instanceof ApiClientError;
}

/**
 * The one place to read the message a toast should show, from a success body or a client
 * error (§8 fix: some spec handlers read it from the wrong place).
 */
export function serverMessageOf(value: unknown): string | null {
  if (value instanceof ApiClientError) return value.userMessage;
  if (typeof value === 'object' && value !== null && 'message' in value) {
    const message = (value as { message: unknown }).message;
    return typeof message === 'string' && message !== '' ? message : null;
  }
  return null;
}

/**
 * A call the contract says must not be made (e.g. menus with neither showroom nor vsd_id,
 * §8): refused before anything is sent, with no toast and no progress bar.
 */
export class ApiNotSentError extends ApiClientError {
  readonly kind = 'not-sent' as const;
  constructor(request: { endpoint: string; method: HttpMethod; path: string }, reason: string) {
    super(`${request.endpoint} (${request.method} ${request.path}) was not sent: ${reason}`, request);
    this.name = 'ApiNotSentError';
  }
}
