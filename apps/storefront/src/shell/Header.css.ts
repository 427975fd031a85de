import { style } from '@vanilla-extract/css';
import { media } from '@showroom/ui';
import { vars } from '@showroom/ui/tokens';

export const header = style({
  position: 'relative',
  zIndex: 5,
  borderBottom: `1px solid ${vars.color.neutral.border}`,
  background: vars.color.neutral.page,
});

export const bar = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  minHeight: '3.5rem',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  boxSizing: 'border-box',
  '@media': {
    // The search takes a row of its own below the brand and the actions.
    [media.mobileMenu]: { flexWrap: 'wrap', rowGap: vars.space.sm },
    [media.mobile]: { padding: `${vars.space.sm} ${vars.space.md}`, gap: vars.space.xs, rowGap: vars.space.sm },
  },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  fontWeight: vars.font.weightBold,
  fontSize: vars.fontSize.lg,
  color: vars.color.neutral.text,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  // With the departments and the search beside it on a desktop, the brand keeps its whole name.
  '@media': { [media.aboveMobileMenu]: { flexShrink: 0 } },
});

export const brandMark = style({
  flex: 'none',
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: vars.radius.sm,
  background: vars.color.brand.solid,
});

export const brandName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { [media.mobile]: { maxWidth: '9rem' } },
});

/** §2: the desktop menu above 1199 px; the mobile menu button up to it. */
export const desktopOnly = style({ '@media': { [media.mobileMenu]: { display: 'none' } } });
export const mobileOnly = style({ '@media': { [media.aboveMobileMenu]: { display: 'none' } } });

/** The departments take their own width first (they wrap only when even a short search box leaves too little). */
export const departments = style({ flex: '1 1 auto', minWidth: 0 });

/** The product search between the departments and the account: it gives up its width before they wrap. */
export const search = style({
  flex: '0 100 13rem',
  minWidth: '9rem',
  '@media': { [media.mobileMenu]: { order: 1, flex: '1 1 100%' } },
});

export const actions = style({
  marginLeft: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const showroomLabel = style({ '@media': { [media.mobile]: { display: 'none' } } });

/** The account menu's list: the design system's menu list, with room around it in its panel. */
export const menuList = style({ padding: vars.space.xs, minWidth: '12rem' });

export const invitation = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.neutral.textMuted,
  fontSize: vars.fontSize.sm,
});

export const invitationLink = style({ color: vars.color.brand.text, fontWeight: vars.font.weightMedium });

export const menuSkeleton = style({ display: 'flex', gap: vars.space.lg, alignItems: 'center' });

/** The department's own link closes the panel as a full-width row under the category columns. */
export const shopAll = style({
  gridColumn: '1 / -1',
  borderTop: `1px solid ${vars.color.neutral.border}`,
  paddingTop: vars.space.sm,
});

// Under `shopAll`, so it outranks the menu link's own colour whichever stylesheet loads last.
export const shopAllLink = style({
  selectors: { [`${shopAll} &`]: { fontWeight: vars.font.weightMedium, color: vars.color.brand.text } },
});
