import { endpoints } from '../contract/endpoints.ts';
import type { ApiClient } from './clientTypes.ts';
import { createLiteApiClient, type LiteApiClientOptions } from './createLiteApiClient.ts';
import { isDevelopmentEnvironment } from './environment.ts';

// The main entry's client: the lite client with the contract's schemas always at hand. These
// re-exports keep this module's historical exports (tests and other modules import them here).
export { AI_TOKEN_HEADER, loginPathWithRedirect } from './conventions.ts';
export { isDevelopmentEnvironment } from './environment.ts';
export type {
  AiUnauthorisedHandlers,
  ApiClient,
  ApiClientHooks,
  ApiToast,
  RequestOptions,
  UnauthorisedHandlers,
} from './clientTypes.ts';

export interface ApiClientOptions extends Omit<LiteApiClientOptions, 'validateWith'> {
  /** Check 200/201 bodies against the schemas. Default: on in development and tests, off in production builds. */
  validateResponses?: boolean;
}

/**
 * The typed HTTP client of §7 with the §8 error catalogue. Every dependency is injected:
 * tokens, base URL and the host's reactions (progress bar, toasts, 401 handling). Responses are
 * checked against `endpoints` unless `validateResponses` is false (the default in production).
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const { validateResponses = isDevelopmentEnvironment(), ...rest } = options;
  return createLiteApiClient({ ...rest, validateWith: validateResponses ? endpoints : undefined });
}
