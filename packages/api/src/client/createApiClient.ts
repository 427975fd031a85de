import type { z } from 'zod';
import {
  endpointNames,
  endpoints,
  fillPath,
  unmetRequirement,
  type EndpointName,
  type EndpointRequest,
  type EndpointResponse,
  type FieldErrors,
} from '../contract/index.ts';
import { readApiBaseUrl, resolveRequestUrl, withQuery } from './baseUrl.ts';
import { ApiAbortError, ApiContractError, ApiHttpError, ApiNetworkError, ApiNotSentError } from './errors.ts';
import { createErrorsStore, type ErrorsStore } from './errorsStore.ts';
import { readFieldErrors } from './fieldErrors.ts';
import { errorMessages, serverFailureMessage, TOAST_DURATION_MS, validationToastMessage } from './messages.ts';

/** §6: the separate AI token travels in its own header beside the bearer authorization. */
export const AI_TOKEN_HEADER = 'X-AI-Token';

export interface ApiToast {
  readonly kind: 'error' | 'warning' | 'success';
  readonly message: string;
  /** §8: 10 seconds. */
  readonly durationMs: number;
}

/** §8 401: what the host does when the session is no longer valid. */
export interface UnauthorisedHandlers {
  clearUserData(): void;
  removeToken(): void;
  /** The path to come back to after signing in (default: the browser's location). */
  currentPath?(): string;
  /** Go to Login: receives `/login?redirect=<current path>`. */
  redirect(to: string): void;
}

/**
 * A 401 on a call made with the AI token (the AI design area's own session, §6): that session
 * ended, so its token and user go (§4 "same for AI user"); the storefront sign-in is untouched.
 */
export interface AiUnauthorisedHandlers {
  clearAiUserData(): void;
  removeAiToken(): void;
}

export interface ApiClientHooks {
  /** §8: a progress bar starts on each request and fails on error. */
  progress?: { start(): void; finish(): void; fail(): void };
  toast?(toast: ApiToast): void;
  /** §8 401 on calls made with the storefront token. */
  unauthorised?: UnauthorisedHandlers;
  /** 401 on calls made with the AI token (getAiUser, getAiCredits, aiResendVerificationEmail). */
  aiUnauthorised?: AiUnauthorisedHandlers;
}

export interface ApiClientOptions {
  /** Default: the page's `<meta name="api-base-url">` (§7), else same origin. */
  baseUrl?: string;
  getToken?(): string | null | undefined;
  getAiToken?(): string | null | undefined;
  hooks?: ApiClientHooks;
  /** Shared with forms; one is created when absent. */
  errors?: ErrorsStore;
  /** Check 200/201 bodies against the schemas. Default: on in development and tests, off in production builds. */
  validateResponses?: boolean;
  /** Default: the global fetch, looked up per request (so test interceptors installed later apply). */
  fetch?: typeof fetch;
}

export interface RequestOptions {
  signal?: AbortSignal;
}

type EndpointCall<Name extends EndpointName> =
  object extends EndpointRequest<Name>
    ? (input?: EndpointRequest<Name>, options?: RequestOptions) => Promise<EndpointResponse<Name>>
    : (input: EndpointRequest<Name>, options?: RequestOptions) => Promise<EndpointResponse<Name>>;

/** One typed method per endpoint (`client.login({ body })`), plus the generic `request`. */
export type ApiClient = { [Name in EndpointName]: EndpointCall<Name> } & {
  request<Name extends EndpointName>(
    name: Name,
    input?: EndpointRequest<Name>,
    options?: RequestOptions,
  ): Promise<EndpointResponse<Name>>;
  readonly errors: ErrorsStore;
  readonly baseUrl: string;
};

/** Vite and Vitest replace `import.meta.env`; plain Node has NODE_ENV. */
export function isDevelopmentEnvironment(): boolean {
  const env = (import.meta as ImportMeta & { env?: { DEV?: boolean; MODE?: string } }).env;
  if (env && typeof env.DEV === 'boolean') return env.DEV || env.MODE === 'test';
  const nodeEnv = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.NODE_ENV;
  return nodeEnv === 'development' || nodeEnv === 'test';
}

function browserPath(): string {
  const location = (globalThis as { location?: { pathname: string; search: string } }).location;
  return location ? `${location.pathname}${location.search}` : '/';
}

/** §2, §8: Login with the page to come back to. */
export function loginPathWithRedirect(currentPath: string): string {
  return `/login?redirect=${encodeURIComponent(currentPath)}`;
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

function issuesOf(error: z.ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/**
 * The typed HTTP client of §7 with the §8 error catalogue. Every dependency is injected:
 * tokens, base URL and the host's reactions (progress bar, toasts, 401 handling).
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? readApiBaseUrl();
  const errors = options.errors ?? createErrorsStore();
  const hooks = options.hooks ?? {};
  const validate = options.validateResponses ?? isDevelopmentEnvironment();
  const toast = (message: string) => hooks.toast?.({ kind: 'error', message, durationMs: TOAST_DURATION_MS });

  async function request<Name extends EndpointName>(
    name: Name,
    input: EndpointRequest<Name> = {} as EndpointRequest<Name>,
    requestOptions: RequestOptions = {},
  ): Promise<EndpointResponse<Name>> {
    const endpoint = endpoints[name];
    const parts = input as {
      params?: Record<string, string | number>;
      query?: Record<string, unknown>;
      body?: unknown;
    };
    const path = fillPath(endpoint.path, parts.params);
    const described = { endpoint: name, method: endpoint.method, path };
    const unmet = unmetRequirement(endpoint, parts.query);
    if (unmet !== null) throw new ApiNotSentError(described, unmet);

    // §5: the errors store is reset before each request.
    errors.reset();
    hooks.progress?.start();

    const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
    const token = options.getToken?.();
    if (token) headers['Authorization'] = `Bearer ${token}`;
    const aiToken = options.getAiToken?.();
    if (aiToken) headers[AI_TOKEN_HEADER] = aiToken;

    let response: Response;
    try {
      const doFetch = options.fetch ?? globalThis.fetch;
      const init: RequestInit = { method: endpoint.method, headers };
      if (requestOptions.signal) init.signal = requestOptions.signal;
      if (parts.body !== undefined && endpoint.method !== 'GET') init.body = JSON.stringify(parts.body);
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
      if (!validate) {
        hooks.progress?.finish();
        return body as EndpointResponse<Name>;
      }
      const parsed = endpoint.response.safeParse(body);
      if (!parsed.success) {
        hooks.progress?.fail();
        throw new ApiContractError(described, { status: response.status, issues: issuesOf(parsed.error), body });
      }
      hooks.progress?.finish();
      return parsed.data as EndpointResponse<Name>;
    }

    hooks.progress?.fail();
    throw failure(described, response.status, body);
  }

  /** §8, row by row. */
  function failure(
    described: { endpoint: EndpointName; method: (typeof endpoints)[EndpointName]['method']; path: string },
    status: number,
    body: unknown,
  ) {
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
        if (endpoints[described.endpoint].auth.kind === 'aiSignedIn') {
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
  for (const name of endpointNames) {
    client[name] = (input?: EndpointRequest<typeof name>, requestOptions?: RequestOptions) =>
      request(name, input, requestOptions);
  }
  return client as ApiClient;
}
