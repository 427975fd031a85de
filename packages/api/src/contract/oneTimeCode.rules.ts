// The Admin one-time code's lifetime, limit, outcomes and texts live once in @showroom/domain
// (shared with the session machine and the server); the contract hands them out as before,
// through the zod-free `@showroom/api/client` too.
export {
  ONE_TIME_CODE_LIFETIME_MINUTES,
  ONE_TIME_CODE_MAX_ATTEMPTS,
  ONE_TIME_CODE_REQUIRED_MESSAGE,
  oneTimeCodeMessages,
  oneTimeCodeOutcomes,
  spentOneTimeCodeOutcomes,
  type OneTimeCodeOutcome,
} from '@showroom/domain';
