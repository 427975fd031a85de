// What both client entries export (`@showroom/api` and `@showroom/api/client`): all zod-free.
// Each entry adds its own client factory: `createApiClient` (main) or `createLiteApiClient` (/client).
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
export type { ResponseIssue, ResponseSchema, ResponseValidators } from './createLiteApiClient.ts';
export { API_BASE_URL_META_NAME, readApiBaseUrl, resolveRequestUrl, withQuery } from './baseUrl.ts';
export {
  ApiAbortError,
  ApiClientError,
  ApiContractError,
  ApiHttpError,
  ApiNetworkError,
  ApiNotSentError,
  isApiClientError,
  serverMessageOf,
  type ApiErrorKind,
} from './errors.ts';
export { retryAfterSecondsOf } from './cooldown.ts';
export { cartShowroomOf } from './cartShowroom.ts';
export { createErrorsStore, type ErrorsStore } from './errorsStore.ts';
export { firstMessagePerField, joinFieldMessages, readFieldErrors } from './fieldErrors.ts';
export { errorMessages, serverFailureMessage, TOAST_DURATION_MS, validationToastMessage } from './messages.ts';
