import type { EndpointName } from '../contract/endpoints.ts';
import type { EndpointRequest, EndpointResponse } from '../contract/types.ts';
import type { ErrorsStore } from './errorsStore.ts';

// Type-only imports: the endpoint types come from the zod schemas, but erase to nothing, so
// the lite client stays fully typed per endpoint without loading zod.

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
