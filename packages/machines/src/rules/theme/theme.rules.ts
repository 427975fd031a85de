import { isSubscriptionFlagOn, type AddonSubscription, type SessionUser } from '../user/user.rules.ts';

/** §9: the Premium plan's paid amount that unlocks shop branding. */
export const PREMIUM_BRANDING_PAID_AMOUNT = 199;

/** A shop's own branding; `null` everywhere below means "use the default colours and logo". */
export interface ShopBranding {
  readonly themeColor: string;
  readonly logo: string | null;
}

function nonEmpty(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function hasPremiumBranding(user: SessionUser): boolean {
  const subscription = user.latest_subscription;
  return (
    subscription !== null &&
    subscription !== undefined &&
    subscription.plan === 'Premium' &&
    Number(subscription.paid_amount) === PREMIUM_BRANDING_PAID_AMOUNT
  );
}

/**
 * §4 'Theme': a Contractor with an active custom add-on, or with a Premium subscription paid at
 * 199, who has a shop theme colour, gets that colour and the shop's business logo. Everyone else
 * gets the defaults. Whether the colour is a usable CSS colour is the design system's call: it
 * falls back to the default palette for invalid colours.
 */
export function signedInBranding(user: SessionUser | null | undefined): ShopBranding | null {
  if (!user || user.type !== 'Contractor') return null;
  const entitled = isSubscriptionFlagOn(user.custom_addon?.subscription_status) || hasPremiumBranding(user);
  if (!entitled) return null;
  const themeColor = nonEmpty(user.shop_profile?.theme_color);
  if (themeColor === null) return null;
  return { themeColor, logo: nonEmpty(user.shop_profile?.business_logo) };
}

export interface VisitedShopProfile {
  readonly theme_color?: string | null;
  readonly custom_addon?: AddonSubscription | null;
}

/** §4 'Theme': shop visitors get the shop colour only when its custom add-on is enabled (1 or 'true'). */
export function visitorThemeColor(profile: VisitedShopProfile | null | undefined): string | null {
  if (!profile || !isSubscriptionFlagOn(profile.custom_addon?.subscription_status)) return null;
  return nonEmpty(profile.theme_color);
}
