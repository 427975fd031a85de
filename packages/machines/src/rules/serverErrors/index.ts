export { toApiFailure, firstMessagePerField, joinFieldMessages } from './serverErrors.rules.ts';
export type { ApiFailure } from './serverErrors.rules.ts';
