export {
  ONE_TIME_CODE_LIFETIME_MINUTES,
  ONE_TIME_CODE_MAX_ATTEMPTS,
  ONE_TIME_CODE_REQUIRED_MESSAGE,
  oneTimeCodeMessages,
  oneTimeCodeOutcomes,
  spentOneTimeCodeOutcomes,
  type OneTimeCodeOutcome,
} from './oneTimeCode.ts';
