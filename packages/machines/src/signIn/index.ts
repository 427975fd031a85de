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
  signInOutcome,
  socialSignInTarget,
  signedInVisitTarget,
} from './signIn.rules.ts';
export type { SignInEnvironment, SignInOutcome, SignInOutcomeKind } from './signIn.rules.ts';
