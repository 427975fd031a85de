// Zod-free on purpose: this module is the `@showroom/api/client` entry's client, and a test
// bundles it to prove it. Import the contract's runtime values only from endpoint.ts and
// routes.ts; everything from the schema modules must be `import type`.
import { fillPath, unmetRequirement, type HttpMethod } from '../contract/endpoint.ts';
import type { FieldErrors } from '../contract/envelope.ts';
import type { EndpointName } from '../contract/endpoints.ts';
import { endpointRoutes, type EndpointRoute } from '../contract/routes.ts';
import type { EndpointRequest, EndpointResponse } from '../contract/types.ts';
import { readApiBaseUrl, resolveRequestUrl, withQuery } from './baseUrl.ts';
import type { ApiClient, ApiClientHooks, RequestOptions } from './clientTypes.ts';
import { AI_TOKEN_HEADER, loginPathWithRedirect } from './conventions.ts';
import { ApiAbortError, ApiContractError, ApiHttpError, ApiNetworkError, ApiNotSentError } from './errors.ts';
import { createErrorsStore, type ErrorsStore } from './errorsStore.ts';
import { readFieldErrors } from './fieldErrors.ts';
import { errorMessages, serverFailureMessage, TOAST_DURATION_MS, validationToastMessage } from './messages.ts';

/** One problem a response schema found: where (`data.user.id`, as path segments) and what. */
export interface ResponseIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * What the client needs of a response schema: zod's `safeParse`, described structurally so
 * this module never imports zod. Any zod schema fits; so does a hand-written checker.
 */
export interface ResponseSchema {
  safeParse(
    value: unknown,
  ):
    | { readonly success: true; readonly data: unknown }
    | { readonly success: false; readonly error: { readonly issues: readonly ResponseIssue[] } };
}

/**
 * Response schemas by endpoint, shaped like the contract's `endpoints` table so that table can
 * be passed as it is (`validateWith: endpoints`); endpoints left out are not checked.
 */
export type ResponseValidators = { readonly [Name in EndpointName]?: { readonly response: ResponseSchema } };

export interface LiteApiClientOptions {
  /** Default: the page's `<meta name="api-base-url">` (§7), else same origin. */
  baseUrl?: string;
  getToken?(): string | null | undefined;
  getAiToken?(): string | null | undefined;
  hooks?: ApiClientHooks;
  /** Shared with forms; one is created when absent. */
  errors?: ErrorsStore;
  /**
   * Check 200/201 bodies of these endpoints against their response schema (a mismatch rejects
   * with ApiContractError). Absent: no check, and no schema code in the bundle. Pass
   * `endpoints` from `@showroom/api`, loaded only in development (see the README).
   */
  validateWith?: ResponseValidators | undefined;
  /** Default: the global fetch, looked up per request (so test interceptors installed later apply). */
  fetch?: typeof fetch;
}

interface DescribedRequest {
  readonly endpoint: EndpointName;
  readonly method: HttpMethod;
  readonly path: string;
}

function browserPath(): string {
  const location = (globalThis as { location?: { pathname: string; search: string } }).location;
  return location ? `${location.pathname}${location.search}` : '/';
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // An HTML error page from a proxy: keep the text for diagnostics, it has no message field.
    return text;
  }
}

function messageField(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' ? message : null;
}

function describeIssues(issues: readonly ResponseIssue[]): { path: string; message: string }[] {
  return issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/**
 * The typed HTTP client of §7 with the §8 error catalogue, routed by the zod-free route table.
 * Every dependency is injected: tokens, base URL, the host's reactions (progress bar, toasts,
 * 401 handling) and, optionally, the response schemas.
 */
export function createLiteApiClient(options: LiteApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? readApiBaseUrl();
  const errors = options.errors ?? createErrorsStore();
  const hooks = options.hooks ?? {};
  const validators = options.validateWith;
  const toast = (message: string) => hooks.toast?.({ kind: 'error', message, durationMs: TOAST_DURATION_MS });

  async function request<Name extends EndpointName>(
    name: Name,
    input: EndpointRequest<Name> = {} as EndpointRequest<Name>,
    requestOptions: RequestOptions = {},
  ): Promise<EndpointResponse<Name>> {
    // Widened to the route shape: most routes have no `requires`, which unmetRequirement reads.
    const route: EndpointRoute = endpointRoutes[name];
    const parts = input as {
      params?: Record<string, string | number>;
      query?: Record<string, unknown>;
      body?: unknown;
    };
    const path = fillPath(route.path, parts.params);
    const described: DescribedRequest = { endpoint: name, method: route.method, path };
    const unmet = unmetRequirement(route, parts.query);
    if (unmet !== null) throw new ApiNotSentError(described, unmet);

    // §5: the errors store is reset before each request.
    errors.reset();
    hooks.progress?.start();

    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = options.getToken?.();
    if (token) headers['Authorization'] = `Bearer ${token}`;
    const aiToken = options.getAiToken?.();
    if (aiToken) headers[AI_TOKEN_HEADER] = aiToken;

    let response: Response;
    try {
      const doFetch = options.fetch ?? globalThis.fetch;
      const init: RequestInit = { method: route.method, headers };
      if (requestOptions.signal) init.signal = requestOptions.signal;
      // Only a request with a body says it is JSON: a server may refuse an empty JSON body (logout).
      if (parts.body !== undefined && route.method !== 'GET') {
        headers['Content-Type'] = 'application/json';
        init.body = JSON.stringify(parts.body);
      }
      response = await doFetch(withQuery(resolveRequestUrl(baseUrl, path), parts.query), init);
    } catch (error) {
      if (isAbort(error, requestOptions.signal)) {
        hooks.progress?.finish();
        throw new ApiAbortError(described, error);
      }
      hooks.progress?.fail();
      toast(errorMessages.network);
      throw new ApiNetworkError(described, errorMessages.network, error);
    }

    let body: unknown;
    try {
      body = await readBody(response);
    } catch (error) {
      if (isAbort(error, requestOptions.signal)) {
        hooks.progress?.finish();
        throw new ApiAbortError(described, error);
      }
      hooks.progress?.fail();
      toast(errorMessages.network);
      throw new ApiNetworkError(described, errorMessages.network, error);
    }

    // §7: only 200 and 201 count as success.
    if (response.status === 200 || response.status === 201) {
      const schema = validators?.[name]?.response;
      if (!schema) {
        hooks.progress?.finish();
        return body as EndpointResponse<Name>;
      }
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        hooks.progress?.fail();
        throw new ApiContractError(described, {
          status: response.status,
          issues: describeIssues(parsed.error.issues),
          body,
        });
      }
      hooks.progress?.finish();
      // The parsed value, not the raw body: schemas drop unknown keys and apply defaults.
      return parsed.data as EndpointResponse<Name>;
    }

    hooks.progress?.fail();
    throw failure(described, response.status, body);
  }

  /** §8, row by row. */
  function failure(described: DescribedRequest, status: number, body: unknown) {
    const serverMessage = messageField(body);
    switch (status) {
      case 422: {
        const message = validationToastMessage(serverMessage);
        const fieldErrors: FieldErrors = readFieldErrors((body as { errors?: unknown } | null)?.errors);
        toast(message);
        errors.set(fieldErrors);
        return new ApiHttpError(described, { status, userMessage: message, fieldErrors, body });
      }
      case 401: {
        if (endpointRoutes[described.endpoint].auth.kind === 'aiSignedIn') {
          hooks.aiUnauthorised?.clearAiUserData();
          hooks.aiUnauthorised?.removeAiToken();
          return new ApiHttpError(described, { status, userMessage: null, body });
        }
        const handlers = hooks.unauthorised;
        if (handlers) {
          const current = handlers.currentPath?.() ?? browserPath();
          handlers.clearUserData();
          handlers.removeToken();
          handlers.redirect(loginPathWithRedirect(current));
        }
        return new ApiHttpError(described, { status, userMessage: null, body });
      }
      case 404:
      case 405:
      case 500: {
        const message = serverFailureMessage(status, serverMessage);
        toast(message);
        return new ApiHttpError(described, { status, userMessage: message, body });
      }
      case 403: {
        const message = serverMessage !== null && serverMessage.trim() !== '' ? serverMessage : null;
        if (message !== null) toast(message);
        return new ApiHttpError(described, { status, userMessage: message, body });
      }
      default:
        return new ApiHttpError(described, { status, userMessage: null, body });
    }
  }

  const client = { request, errors, baseUrl } as Record<string, unknown>;
  for (const name of Object.keys(endpointRoutes) as EndpointName[]) {
    client[name] = (input?: EndpointRequest<typeof name>, requestOptions?: RequestOptions) =>
      request(name, input, requestOptions);
  }
  return client as ApiClient;
}
