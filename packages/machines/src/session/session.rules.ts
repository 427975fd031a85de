import { oneTimeCodeMessages } from '@showroom/domain';
import { appPaths, pathnameOf, safeRedirectPath } from '../rules/redirects/redirects.rules.ts';
import { isEmailVerified, type SessionUser } from '../rules/user/user.rules.ts';

/** §9: the storage keys removed at logout, exactly as listed. */
export const logoutStorageKeys = [
  'cart_id',
  'project',
  'showroom',
  'category',
  'breadcrumb',
  'recently_viewed',
  'product_category',
  'product_list',
  'customer_viewed',
  'top_product',
  'my_item',
  'visual_redirect',
  'new-layout',
] as const;
export type LogoutStorageKey = (typeof logoutStorageKeys)[number];

/** §3, §9 cookie lifetimes in days. */
export const cookieLifetimesInDays = {
  userType: 1,
  rememberMe: 340,
  otpVerification: 340,
} as const;

/** Texts the spec does not give (a "success toast" at logout, a refused code). */
export const sessionMessages = {
  loggedOut: 'You have been logged out.',
  otpInvalid: oneTimeCodeMessages.invalid,
} as const;

export function isLoginPage(path: string): boolean {
  return pathnameOf(path) === appPaths.login;
}

/**
 * The pages where an Admin proves the one-time code: Login (§4) and the designed pro sign-in,
 * where Admins sign in (see `signInScreens`).
 */
export function isOneTimeCodePage(path: string): boolean {
  return isLoginPage(path) || pathnameOf(path) === appPaths.proSignIn;
}

/** The Verify page (/verify/{hash}) and the Verifiction page. */
export function isVerificationPage(path: string): boolean {
  const pathname = pathnameOf(path);
  return (
    pathname === appPaths.verifiction || pathname === appPaths.verify || pathname.startsWith(`${appPaths.verify}/`)
  );
}

/** §6: Admin must pass the one-time-code check before using the account. */
export function needsOneTimeCode(user: SessionUser, otpVerified: boolean): boolean {
  return user.type === 'Admin' && !otpVerified;
}

export type NavigationCheck =
  { readonly kind: 'logout' } | { readonly kind: 'redirect'; readonly to: string } | { readonly kind: 'stay' };

export interface VisitedPage {
  /** The path navigated to, with its query. */
  readonly path: string;
  /** Its `redirect` query parameter, if any. */
  readonly redirect?: string | null;
}

/**
 * §4 'User check on navigation': an Admin without the OTP-verified cookie is logged out except
 * on Login (and the pro sign-in, where Admins sign in: `isOneTimeCodePage`); a user without email_verified_at goes to /verifiction unless on a verification page;
 * a verified user on Verify or Verifiction goes to the redirect query or /.
 */
export function navigationCheck(user: SessionUser, otpVerified: boolean, page: VisitedPage): NavigationCheck {
  if (needsOneTimeCode(user, otpVerified) && !isOneTimeCodePage(page.path)) return { kind: 'logout' };
  const onVerificationPage = isVerificationPage(page.path);
  if (!isEmailVerified(user)) {
    return onVerificationPage ? { kind: 'stay' } : { kind: 'redirect', to: appPaths.verifiction };
  }
  if (onVerificationPage) return { kind: 'redirect', to: safeRedirectPath(page.redirect) ?? appPaths.home };
  return { kind: 'stay' };
}
