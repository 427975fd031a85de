import { appPaths, loginPathWithRedirect, pathnameOf } from '../rules/redirects/redirects.rules.ts';
import { isTokenValid, roleFlagOf, type RoleFlag } from '../rules/user/user.rules.ts';

/** §2 route table: the routes marked "auth required". */
export const authRequiredPaths = [
  '/change_password',
  '/checkout',
  '/thankyou',
  '/checkout-payment',
  '/payout_setup',
  '/account',
  '/verifiction',
  '/notification',
] as const;

/** A route's guard settings (§2 meta: auth and the optional role flag). */
export interface RouteAccess {
  readonly requiresAuth?: boolean;
  readonly role?: RoleFlag;
}

/** The §2 settings of a path, for hosts whose router has no meta of its own. */
export function routeAccessFor(path: string): RouteAccess {
  return { requiresAuth: (authRequiredPaths as readonly string[]).includes(pathnameOf(path)) };
}

/**
 * §2: every navigation stores the previous path as the post-login target; from Cart to Login
 * the target is /checkout. With no previous path (first page load) nothing is stored.
 */
export function postLoginTarget(from: string | null, to: string): string | null {
  if (from === null) return null;
  if (pathnameOf(from) === appPaths.cart && pathnameOf(to) === appPaths.login) return appPaths.checkout;
  return from;
}

export interface NavigationRequest {
  /** The current path (null on the first load). */
  readonly from: string | null;
  readonly to: string;
  readonly route: RouteAccess;
  /** The stored token. */
  readonly token: string | null;
  /** The signed-in user's type, if any. */
  readonly userType: string | null;
}

export type NavigationDecision =
  | { readonly kind: 'allow' }
  /** Go to Login with the wanted path as `redirect`. */
  | { readonly kind: 'login'; readonly to: string }
  /** The role does not match: back to the previous path. */
  | { readonly kind: 'back'; readonly to: string };

/**
 * §2 navigation guards: an auth-required route without a valid token goes to Login with a
 * redirect query; a route whose role flag does not match the user's goes back to the previous
 * path (home on a first load, when there is none).
 */
export function guardNavigation(request: NavigationRequest): NavigationDecision {
  if (request.route.requiresAuth === true && !isTokenValid(request.token)) {
    return { kind: 'login', to: loginPathWithRedirect(request.to) };
  }
  if (request.route.role !== undefined && roleFlagOf(request.userType) !== request.route.role) {
    return { kind: 'back', to: request.from ?? appPaths.home };
  }
  return { kind: 'allow' };
}
