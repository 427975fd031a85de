import { isUserType, userTypes, type UserType } from '@showroom/domain';

// Account types of §3 and §6 live once in @showroom/domain. Designer is implied by the spec;
// Client only appears in legal text.
export { isUserType, userTypes, type UserType };

/** Account statuses of §3. 'pending' is lower-case in the spec and is kept so. */
export const userStatuses = ['Active', 'Approve', 'Deactive', 'pending'] as const;
export type UserStatus = (typeof userStatuses)[number];

/** Subscription flags arrive as 1, '1', true, 'true' or 'active' depending on the endpoint. */
export type SubscriptionFlag = number | string | boolean | null | undefined;

export interface AddonSubscription {
  readonly subscription_status?: SubscriptionFlag;
}

export interface LatestSubscription extends AddonSubscription {
  readonly plan?: string | null;
  readonly paid_amount?: number | string | null;
}

export interface ShopProfileBranding {
  readonly theme_color?: string | null;
  readonly business_logo?: string | null;
}

/**
 * The user as `GET /api/authuser` and the login call return it (§3). Only the fields the rules
 * read are typed; hosts may pass richer objects. `type` and `status` stay open strings because a
 * server may send values this package does not know, and every rule must refuse those safely.
 */
export interface SessionUser {
  readonly id?: number | string;
  readonly type: UserType | (string & {});
  readonly status?: UserStatus | (string & {}) | null;
  readonly email?: string | null;
  readonly email_verified_at?: string | null;
  readonly total_projects?: number | null;
  readonly custom_addon?: AddonSubscription | null;
  readonly latest_subscription?: LatestSubscription | null;
  readonly shop_profile?: ShopProfileBranding | null;
}

/** §4 'Authentication', §9: a stored token counts only when it is longer than 10 characters. */
export const MIN_TOKEN_LENGTH_EXCLUSIVE = 10;

export function isTokenValid(token: string | null | undefined): token is string {
  return typeof token === 'string' && token.length > MIN_TOKEN_LENGTH_EXCLUSIVE;
}

/** §2 route flags: 1 admin, 2 shop, 3 customer. */
export const roleFlags = { admin: 1, shop: 2, customer: 3 } as const;
export type RoleFlag = (typeof roleFlags)[keyof typeof roleFlags];

/**
 * Maps an account type to its route flag. Vendors, contractors and designers all run a shop
 * (§1), so they share the shop flag; an unknown type matches no flag and is refused by guards.
 */
export function roleFlagOf(type: string | null | undefined): RoleFlag | null {
  switch (type) {
    case 'Admin':
      return roleFlags.admin;
    case 'Vendor':
    case 'Contractor':
    case 'Designer':
      return roleFlags.shop;
    case 'User':
      return roleFlags.customer;
    default:
      return null;
  }
}

export function isEmailVerified(user: Pick<SessionUser, 'email_verified_at'>): boolean {
  return typeof user.email_verified_at === 'string' && user.email_verified_at.length > 0;
}

/** Reads the flag forms the API uses for an enabled subscription or add-on. */
export function isSubscriptionFlagOn(flag: SubscriptionFlag): boolean {
  if (typeof flag === 'string') {
    const normalised = flag.trim().toLowerCase();
    return normalised === '1' || normalised === 'true' || normalised === 'active';
  }
  return flag === 1 || flag === true;
}
