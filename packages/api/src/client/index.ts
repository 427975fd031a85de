// The main entry's client (validates against `endpoints` by default); see lite.ts for the zod-free entry.
export * from './common.ts';
export { createApiClient, type ApiClientOptions } from './createApiClient.ts';
