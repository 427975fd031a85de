/** §8 texts, exactly as the spec gives them. */
export const errorMessages = {
  /** The server's generic 422 text, which the client replaces (§8). */
  givenDataInvalid: 'The given data was invalid.',
  invalidInput: 'Invalid input OR some mandatory fields are blank.',
  recordNotFound: 'Record not found for processing.',
  internalServerError: 'Internal Server error please try again.',
  /** Not in the spec: a failed connection must still say something a shopper understands. */
  network: 'Unable to reach the server. Please check your internet connection and try again.',
} as const;

/** §8: toasts are closable, top-right, and stay 10 seconds. */
export const TOAST_DURATION_MS = 10_000;

/** §8 HTTP 422: the server message, with Laravel's generic sentence replaced by the spec's. */
export function validationToastMessage(serverMessage: string | null | undefined): string {
  if (serverMessage === undefined || serverMessage === null || serverMessage.trim() === '') {
    return errorMessages.invalidInput;
  }
  return serverMessage === errorMessages.givenDataInvalid ? errorMessages.invalidInput : serverMessage;
}

/** §8 500, 404, 405: the server message, else the spec's text for the status. */
export function serverFailureMessage(status: number, serverMessage: string | null | undefined): string {
  if (typeof serverMessage === 'string' && serverMessage.trim() !== '') return serverMessage;
  return status === 404 ? errorMessages.recordNotFound : errorMessages.internalServerError;
}
