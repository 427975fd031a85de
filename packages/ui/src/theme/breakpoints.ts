/**
 * The spec's layout breakpoints (SPEC §2 navigation, §9): phones up to 768 px, tablets up to
 * 1024 px, and the header's mobile menu up to 1199 px. Media queries cannot read CSS
 * variables, so these are constants for `.css.ts` files and scripts alike.
 */
export const breakpoints = { mobile: 768, tablet: 1024, mobileMenu: 1199 } as const;

/** Media queries for vanilla-extract `@media` blocks, inclusive of the breakpoint. */
export const media = {
  mobile: `screen and (max-width: ${breakpoints.mobile}px)`,
  tablet: `screen and (max-width: ${breakpoints.tablet}px)`,
  mobileMenu: `screen and (max-width: ${breakpoints.mobileMenu}px)`,
  aboveMobileMenu: `screen and (min-width: ${breakpoints.mobileMenu + 1}px)`,
} as const;
