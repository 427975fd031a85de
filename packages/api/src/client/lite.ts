/**
 * @showroom/api/client: the typed client without the schemas, so without zod (a test bundles
 * this entry and checks). Calls are routed by the zod-free route table; response validation is
 * opt-in with `validateWith` (pass `endpoints` from `@showroom/api`, loaded in development only).
 */
export * from './common.ts';
// Named apart from the main entry's `createApiClient` (which validates every answer with zod):
// an import says which of the two it gets.
export { createLiteApiClient, type LiteApiClientOptions } from './createLiteApiClient.ts';
export { endpointRoutes, type EndpointRoute, type EndpointRoutes } from '../contract/routes.ts';
export type { EndpointAuth, EndpointRequirement, HttpMethod } from '../contract/endpoint.ts';
export type { EndpointName } from '../contract/endpoints.ts';
export type { ApiRequests, ApiResponses, EndpointData, EndpointRequest, EndpointResponse } from '../contract/types.ts';
// Plain data and checks, no zod: the storefront's contractor form refuses what the server would.
export * from '../contract/contractorApplication.rules.ts';
// The same for the account forms: passwords, payout settings, the AI design messages.
export * from '../contract/passwords.rules.ts';
export * from '../contract/payout.rules.ts';
// The pro's showroom answers' texts (its markup and coupon rule is @showroom/domain's, in the machines too).
export { myShowroomMessages } from '../contract/showroomPricing.rules.ts';
export * from '../contract/aiDesign.rules.ts';
// The one-time code's lifetime, try limit, outcomes and texts, for the Admin's code step.
export * from '../contract/oneTimeCode.rules.ts';
export { CART_NOT_FOUND_MESSAGE } from '../contract/cart.rules.ts';
export { homeCategoryNames, type HomeCategoryName } from '../contract/vocabularyLists.ts';
export * from '../contract/homeShowcase.rules.ts';
export type {
  HomeBrand,
  HomeCategoryPicture,
  HomeShowcase,
  InspiredDesign,
  InspiredRoom,
} from '../contract/entities/homeShowcase.ts';
