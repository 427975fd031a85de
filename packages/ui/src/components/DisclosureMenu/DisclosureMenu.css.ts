import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const reducedMotion = '(prefers-reduced-motion: reduce)';

export const nav = style({ fontFamily: vars.font.body });

/** The row of top-level items. Positioned, so a `full` panel spans the whole row. */
export const navList = style({
  position: 'relative',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The trigger's wrapper, which the panel is positioned against (unless the panel is `full`). */
export const root = style({ position: 'relative', display: 'inline-block' });

export const rootFull = style({ position: 'static' });

/**
 * The trigger and the nav's plain links take their colour from the header they sit in, so
 * they work on light and dark bars; the hover and open fills are mixed from that colour.
 */
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: '2.5rem',
  paddingInline: vars.space.md,
  boxSizing: 'border-box',
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  fontWeight: vars.font.weightMedium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color, box-shadow',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:hover': { backgroundColor: 'color-mix(in srgb, currentColor 8%, transparent)' },
    '&[data-state="open"]': { backgroundColor: 'color-mix(in srgb, currentColor 12%, transparent)' },
    '&:active': { backgroundColor: 'color-mix(in srgb, currentColor 18%, transparent)' },
    '&:focus-visible': { boxShadow: `0 0 0 2px ${vars.color.brand.focusRing}` },
    '&[aria-current="page"]': { textDecoration: 'underline', textUnderlineOffset: '0.3em' },
  },
  '@media': { [reducedMotion]: { transitionDuration: '0s' } },
});

export const triggerWithChevron = style({ paddingInlineEnd: vars.space.sm });

export const chevron = style({
  display: 'inline-flex',
  transitionProperty: 'transform',
  transitionDuration: vars.motion.fast,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
  '@media': { [reducedMotion]: { transitionDuration: '0s' } },
});

/** A light card below the trigger, whatever the colour of the bar the trigger sits in. */
export const panel = style({
  position: 'absolute',
  top: '100%',
  zIndex: vars.zIndex.dropdown,
  marginTop: vars.space.xs,
  boxSizing: 'border-box',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.neutral.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.neutral.page,
  boxShadow: vars.shadow.md,
  color: vars.color.neutral.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontWeight: vars.font.weightRegular,
  textAlign: 'start',
  whiteSpace: 'normal',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const align = styleVariants({
  start: { insetInlineStart: 0 },
  end: { insetInlineEnd: 0 },
});

const columns = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  gap: `${vars.space.lg} ${vars.space.md}`,
  padding: vars.space.lg,
};

export const panelWidth = styleVariants({
  auto: { minWidth: '12rem', maxWidth: 'min(20rem, calc(100vw - 2rem))' },
  wide: { ...columns, width: 'min(48rem, calc(100vw - 2rem))' },
  full: { ...columns, insetInline: 0 },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const listItem = style({ display: 'block' });

const ring = `inset 0 0 0 2px ${vars.color.brand.focusRing}`;

/** A link or button in the panel; the shop's colours show on hover and focus. */
export const link = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  minHeight: '2rem',
  boxSizing: 'border-box',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.neutral.text,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color, color, box-shadow',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:hover': { backgroundColor: vars.color.brand.subtle, color: vars.color.brand.text },
    '&:active': { backgroundColor: vars.color.brand.subtleHover, color: vars.color.brand.text },
    '&:focus-visible': { boxShadow: ring },
    '&[aria-current="page"]': { color: vars.color.brand.text, fontWeight: vars.font.weightBold },
  },
  '@media': { [reducedMotion]: { transitionDuration: '0s' } },
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const sectionTitle = style({
  margin: 0,
  paddingInline: vars.space.sm,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
});

/** A title that is a link (`titleHref`, or a router link passed as the title) looks like the title. */
globalStyle(`${sectionTitle} a`, {
  marginInline: `calc(-1 * ${vars.space.xs})`,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
});

globalStyle(`${sectionTitle} a:hover`, {
  color: vars.color.brand.text,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});

globalStyle(`${sectionTitle} a:focus-visible`, { boxShadow: ring });
