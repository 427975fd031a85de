import type { SavedItem } from '../rules/redirects/redirects.rules.ts';
import type { SessionUser } from '../rules/user/user.rules.ts';

/** §8 toasts: error or warning, and success after logout. */
export type ToastKind = 'success' | 'error' | 'warning';

export interface NotifyParams {
  readonly kind: ToastKind;
  readonly message: string;
}

export interface NavigateParams {
  readonly to: string;
}

/** §8: a step failed outside the API client (social auth): fail the top progress bar. */
export interface FailProgressParams {
  /** Why it failed (the provider's or the server's message), or null when it says nothing. */
  readonly message: string | null;
}

/**
 * Persist a signed-in session (token, user, user-type cookie, remembered e-mail). The password
 * is deliberately absent: the spec keeps it in a cookie, which is a defect (docs/spec-deviations.md in the repository).
 */
export interface StoreSessionParams {
  readonly user: SessionUser;
  readonly token: string;
  readonly remember: boolean;
  readonly email: string;
}

/** End a session the server opened but the rules refuse (call logout, drop the token). */
export interface RevokeSessionParams {
  readonly token: string;
}

/** `POST /api/projectCart` from the saved design, then attach the guest cart to that project. */
export interface AttachCartRequest {
  readonly cartId: string;
  readonly tempProjectId: string | null;
  readonly savedItem: SavedItem | null;
  readonly projectId: string | null;
}

/**
 * The sign-in's attach: it runs before the session is stored (a failed attach must leave nobody
 * signed in), so the host cannot read the token from its own store and gets the new one here.
 */
export interface SignInAttachCartRequest extends AttachCartRequest {
  readonly token: string;
}

/** `POST /api/projectCart` (create project from `my_item`). */
export interface CreateProjectRequest {
  readonly savedItem: SavedItem | null;
  readonly projectId: string | null;
}

export interface CreatedProject {
  /** §7: the response's data is the project id, which the host stores. */
  readonly projectId: string;
}

export interface RememberProjectParams {
  readonly projectId: string;
}
