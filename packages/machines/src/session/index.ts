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
  oneTimeCodeRefusals,
  spentOneTimeCodeReasons,
  isSpentOneTimeCode,
  oneTimeCodeRefusalMessage,
} from './session.rules.ts';
export type {
  LogoutStorageKey,
  NavigationCheck,
  VisitedPage,
  OneTimeCodeRefusal,
  SpentOneTimeCodeReason,
} from './session.rules.ts';
