export {
  AI_TOKEN_HEADER,
  createApiClient,
  isDevelopmentEnvironment,
  loginPathWithRedirect,
  type ApiClient,
  type ApiClientHooks,
  type ApiClientOptions,
  type ApiToast,
  type RequestOptions,
  type UnauthorisedHandlers,
} from './createApiClient.ts';
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
export { createErrorsStore, type ErrorsStore } from './errorsStore.ts';
export { firstMessagePerField, joinFieldMessages, readFieldErrors } from './fieldErrors.ts';
export { errorMessages, serverFailureMessage, TOAST_DURATION_MS, validationToastMessage } from './messages.ts';
