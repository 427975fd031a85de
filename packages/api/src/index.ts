/**
 * @showroom/api: the HTTP contract (schemas and the `endpoints` table) and the typed client.
 * The demo dataset (`@showroom/api/demo`) and the MSW mocks (`@showroom/api/mocks`) are separate
 * entries so that apps importing the client never load msw.
 */
export * from './contract/index.ts';
export * from './client/index.ts';
export { buildOpenApiDocument, CONTRACT_VERSION } from './openapi/openApiDocument.ts';
