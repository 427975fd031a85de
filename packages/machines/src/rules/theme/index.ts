export { PREMIUM_BRANDING_PAID_AMOUNT, signedInBranding, visitorThemeColor } from './theme.rules.ts';
export type { ShopBranding, VisitedShopProfile } from './theme.rules.ts';
