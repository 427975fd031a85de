/** §9 breakpoints in CSS pixels. */
export const breakpoints = {
  mobileMax: 768,
  tabletMax: 1024,
  mobileMenuMax: 1199,
} as const;

export const deviceTypes = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceType = (typeof deviceTypes)[number];

/** §4 'Other': up to 768 mobile, up to 1024 tablet, above that desktop. */
export function deviceTypeForWidth(width: number): DeviceType {
  if (width <= breakpoints.mobileMax) return 'mobile';
  if (width <= breakpoints.tabletMax) return 'tablet';
  return 'desktop';
}

/** §2: the mobile menu is used at widths up to 1199 px. */
export function usesMobileMenu(width: number): boolean {
  return width <= breakpoints.mobileMenuMax;
}

/** §2: the mobile menu is set up when the screen is narrow and the menu has content. */
export function shouldSetUpMobileMenu(width: number, menuItemCount: number): boolean {
  return usesMobileMenu(width) && menuItemCount > 0;
}
