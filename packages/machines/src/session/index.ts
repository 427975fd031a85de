export { sessionMachine, sessionStates } from './session.machine.ts';
export type {
  AiUser,
  SessionInput,
  SessionContext,
  SessionEvent,
  SessionState,
  LogoutResult,
  OtpRequestResult,
  OtpVerification,
} from './session.machine.ts';
export {
  logoutStorageKeys,
  cookieLifetimesInDays,
  sessionMessages,
  isLoginPage,
  isOneTimeCodePage,
  isVerificationPage,
  needsOneTimeCode,
  navigationCheck,
} from './session.rules.ts';
export type { LogoutStorageKey, NavigationCheck, VisitedPage } from './session.rules.ts';
export {
  oneTimeCodeRefusalTexts,
  oneTimeCodeRefusals,
  spentOneTimeCodeReasons,
  isSpentOneTimeCode,
  oneTimeCodeRefusalMessage,
  isOpenOneTimeCode,
} from './oneTimeCode.rules.ts';
export type { OneTimeCodeRefusal, PendingOneTimeCode, SpentOneTimeCodeReason } from './oneTimeCode.rules.ts';
