export { signInMachine, signInStates } from './signIn.machine.ts';
export type {
  SignInInput,
  SignInContext,
  SignInEvent,
  SignInState,
  SignInFieldErrors,
  Credentials,
  AuthResult,
  SocialSignInRequest,
  SocialSignInResult,
} from './signIn.machine.ts';
export {
  signInMessages,
  proceedingStatuses,
  signInOutcomeKinds,
  postSignInTarget,
  cartSignInTarget,
  visualRedirectTarget,
  signInAdmission,
  signInRefusal,
  signInOutcome,
  socialSignInOutcomeKinds,
  socialSignInOutcome,
  socialSignInTarget,
  signedInVisitTarget,
} from './signIn.rules.ts';
export type {
  SignInEnvironment,
  SignInAdmission,
  SignInRefusal,
  SignInOutcome,
  SignInOutcomeKind,
  SocialSignInOutcome,
  SocialSignInOutcomeKind,
} from './signIn.rules.ts';
