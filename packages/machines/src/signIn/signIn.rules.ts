import {
  appPaths,
  isCompleteSavedItem,
  pathnameOf,
  safeRedirectPath,
  type SavedItem,
} from '../rules/redirects/redirects.rules.ts';
import { isEmailVerified, type SessionUser } from '../rules/user/user.rules.ts';

/** §6, §8 texts, reproduced exactly ('WeVisu' and 'Wevisu' differ in the spec, and so here). */
export const signInMessages = {
  notAuthorized: 'You are not authorized to access this page.',
  deactivated: 'Your account has been deactivated. Please contact WeVisu Support.',
  pendingApproval: 'Your account is currently pending approval by Wevisu.',
  cartAttachFailed: 'Please login to proceed.',
  visualProjectFailed: 'Internal server error.',
} as const;

/** §4: these statuses proceed; Deactive and every other value are stopped. */
export const proceedingStatuses: readonly string[] = ['Active', 'Approve'];

/**
 * The screens people sign in on. `customer` is the spec's sign-in screen (§2, §6: type User
 * only); `pro` is the designed pro sign-in on /pro-account, where the accounts §6 keeps off the
 * customer screen reach their order screens (docs/architecture.md in the repository, "Pro sign-in").
 */
export const signInScreens = ['customer', 'pro'] as const;
export type SignInScreen = (typeof signInScreens)[number];

/** The admission rule of each screen: the user types it lets in. Everything else is the same. */
export const admittedTypesByScreen: Readonly<Record<SignInScreen, readonly string[]>> = {
  customer: ['User'],
  pro: ['Contractor', 'Vendor', 'Designer', 'Admin'],
};

/** Where the pro sign-in lives (§2 lists /pro-account; its screen is not shown, so it is designed). */
export const proSignInPath = appPaths.proSignIn;

/** What the sign-in screen knows besides the credentials (read from the URL and storage). */
export interface SignInEnvironment {
  /** Post-login target: the `redirect` query parameter, else the stored `redirect_to` (safe paths only). */
  readonly redirect: string | null;
  readonly cartId: string | null;
  readonly tempProjectId: string | null;
  readonly visualRedirect: string | null;
  readonly savedItem: SavedItem | null;
  readonly projectId: string | null;
}

/**
 * The checks §4 'Sign-in outcome' and §6 apply to everyone who signs in on the sign-in screen,
 * by password or by a social provider, in the spec's order: the screen's types (§6: only type
 * User on the customer screen), then status Active or Approve, then a verified e-mail. `refused`, `deactivated` and `pending-approval` log
 * the person out again with `message`; `verify-email` keeps them signed in and sends them to
 * /verifiction; `admitted` goes on to the flow's own routing.
 */
export type SignInAdmission =
  | { readonly kind: 'refused'; readonly message: typeof signInMessages.notAuthorized }
  | { readonly kind: 'deactivated'; readonly message: typeof signInMessages.deactivated }
  | { readonly kind: 'pending-approval'; readonly message: typeof signInMessages.pendingApproval }
  | { readonly kind: 'verify-email'; readonly to: typeof appPaths.verifiction }
  | { readonly kind: 'admitted' };

/** An admission that logs the person out again, with the message to show. */
export type SignInRefusal = Extract<SignInAdmission, { readonly message: string }>;

/** The one source of truth for who may sign in on a sign-in screen (§4, §6). */
export function signInAdmission(user: SessionUser, screen: SignInScreen = 'customer'): SignInAdmission {
  if (!admittedTypesByScreen[screen].includes(String(user.type))) {
    return { kind: 'refused', message: signInMessages.notAuthorized };
  }
  if (!proceedingStatuses.includes(String(user.status))) {
    return user.status === 'Deactive'
      ? { kind: 'deactivated', message: signInMessages.deactivated }
      : { kind: 'pending-approval', message: signInMessages.pendingApproval };
  }
  if (!isEmailVerified(user)) return { kind: 'verify-email', to: appPaths.verifiction };
  return { kind: 'admitted' };
}

/** The refusal (not authorized, deactivated, pending approval) for this user, or null. */
export function signInRefusal(user: SessionUser, screen: SignInScreen = 'customer'): SignInRefusal | null {
  const admission = signInAdmission(user, screen);
  return 'message' in admission ? admission : null;
}

export const signInOutcomeKinds = [
  'refused',
  'deactivated',
  'pending-approval',
  'verify-email',
  'attach-cart',
  'visual-project',
  'one-time-code',
  'redirect',
] as const;
export type SignInOutcomeKind = (typeof signInOutcomeKinds)[number];

export type SignInOutcome =
  | Exclude<SignInAdmission, { readonly kind: 'admitted' }>
  /** Create a project, attach the guest cart to it, then go to `to`. */
  | { readonly kind: 'attach-cart'; readonly to: string }
  /** Create a project from the saved design, then go to `to` ('/' with a toast if that fails). */
  | { readonly kind: 'visual-project'; readonly to: string }
  /** Pro screen, Admin: signed in, the one-time code comes next (the session machine asks for it). */
  | { readonly kind: 'one-time-code' }
  | { readonly kind: 'redirect'; readonly to: string };

export const socialSignInOutcomeKinds = [
  'refused',
  'deactivated',
  'pending-approval',
  'verify-email',
  'redirect',
] as const;
export type SocialSignInOutcomeKind = (typeof socialSignInOutcomeKinds)[number];

export type SocialSignInOutcome =
  Exclude<SignInAdmission, { readonly kind: 'admitted' }> | { readonly kind: 'redirect'; readonly to: string };

function isLoginPath(path: string | null): boolean {
  return path !== null && pathnameOf(path) === appPaths.login;
}

/** §4: a User with projects already, or whose redirect is /login, goes to /; otherwise to the redirect or /. */
export function postSignInTarget(user: SessionUser, redirect: string | null): string {
  if ((user.total_projects ?? 0) > 0 || redirect === null || isLoginPath(redirect)) return appPaths.home;
  return redirect;
}

/**
 * §4 says only "then redirected" after the cart is attached. People reach sign-in from the cart
 * with the target /checkout (§2), so the redirect is honoured even when they have projects.
 */
export function cartSignInTarget(redirect: string | null): string {
  return redirect === null || isLoginPath(redirect) ? appPaths.home : redirect;
}

/**
 * §4 'goes to the saved redirect': the stored `visual_redirect` when it is a path, else the
 * post-login redirect, else '/'.
 */
export function visualRedirectTarget(visualRedirect: string | null, redirect: string | null): string {
  const saved = safeRedirectPath(visualRedirect);
  if (saved !== null) return saved;
  return redirect === null || isLoginPath(redirect) ? appPaths.home : redirect;
}

/**
 * §4 'Sign-in outcome' in the spec's order: type, status, e-mail verification, saved cart, saved
 * design, then the redirect. Servers and other hosts can call this without the machine.
 *
 * On the pro screen the shopper's cart and saved design play no part: §4 sends non-User roles
 * to /account, and an Admin first proves the one-time code. Every Admin sign-in opens a new
 * server session, which the code has not verified yet, so the code is asked each time.
 */
export function signInOutcome(
  user: SessionUser,
  env: SignInEnvironment,
  screen: SignInScreen = 'customer',
): SignInOutcome {
  const admission = signInAdmission(user, screen);
  if (admission.kind !== 'admitted') return admission;
  if (screen === 'pro') {
    return user.type === 'Admin' ? { kind: 'one-time-code' } : { kind: 'redirect', to: appPaths.account };
  }
  if (env.cartId !== null) return { kind: 'attach-cart', to: cartSignInTarget(env.redirect) };
  if (env.visualRedirect !== null && isCompleteSavedItem(env.savedItem)) {
    return { kind: 'visual-project', to: visualRedirectTarget(env.visualRedirect, env.redirect) };
  }
  return { kind: 'redirect', to: postSignInTarget(user, env.redirect) };
}

/**
 * §4 social login: a User with projects goes to /projects, otherwise to the stored redirect or /.
 * A redirect back to /login is treated as none, as for the password sign-in.
 */
export function socialSignInTarget(user: SessionUser, redirect: string | null): string {
  if ((user.total_projects ?? 0) > 0) return appPaths.projects;
  return redirect === null || isLoginPath(redirect) ? appPaths.home : redirect;
}

/**
 * §4 social login, once a user has loaded: the same checks as the password sign-in
 * (`signInAdmission`: §6 type User only, status, verified e-mail), then the social routing
 * (`socialSignInTarget`). The spec's social text lists only the routing; §6 says only type User
 * may sign in on the sign-in screen (see docs/spec-deviations.md in the repository).
 */
export function socialSignInOutcome(user: SessionUser, redirect: string | null): SocialSignInOutcome {
  const admission = signInAdmission(user);
  if (admission.kind !== 'admitted') return admission;
  return { kind: 'redirect', to: socialSignInTarget(user, redirect) };
}

/**
 * §2, §4: a signed-in user opening sign-in goes to /account; an Admin only once the one-time
 * code is verified (the code is entered on the sign-in page, so an unverified Admin stays).
 */
export function signedInVisitTarget(user: SessionUser | null, otpVerified: boolean): string | null {
  if (user === null) return null;
  if (user.type === 'Admin' && !otpVerified) return null;
  return appPaths.account;
}
