/**
 * AI design generation (designed: §1 "AI room design"; the spec does not describe the request).
 * The messages the server and the mocks answer with, with no zod, for the AI area's page.
 */
export const aiDesignMessages = {
  /** 503: no design provider is configured on the server; nothing was spent. */
  unavailable: 'AI design is not available on this server.',
  /** 422 on `credits`. */
  noCredits: 'You have no AI design credits left.',
  /** 502: the provider failed; the credit is not spent. */
  providerFailed: 'The AI design service could not make this design. Please try again later; no credit was used.',
  ready: 'Your design is ready.',
} as const;
