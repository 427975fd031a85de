import { style } from '@vanilla-extract/css';
import { vars } from '@showroom/ui/tokens';

/** Where the menu button will be, the button's size, while the menus load. */
export const menuButtonPlaceholder = style({
  display: 'inline-block',
  // On the line's top, not its baseline: no descender space under it, so the bar keeps its height.
  verticalAlign: 'top',
  width: '2.5rem',
  height: '2.5rem',
});

export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  padding: 0,
  border: `1px solid ${vars.color.neutral.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.neutral.page,
  color: vars.color.neutral.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.brand.subtle },
    '&:focus-visible': { outline: `2px solid ${vars.color.brand.focusRing}`, outlineOffset: '2px' },
  },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: '100%',
  boxSizing: 'border-box',
  minHeight: '3rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0,
  borderBottom: '1px solid rgb(255 255 255 / 0.12)',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.fontSize.md,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: 'rgb(255 255 255 / 0.08)' },
    '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: '-2px' },
  },
});

export const shopAll = style([item, { fontWeight: vars.font.weightBold }]);

export const back = style([item, { justifyContent: 'flex-start', gap: vars.space.sm, opacity: 0.9 }]);

export const levelTitle = style({
  margin: `${vars.space.md} ${vars.space.md} ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weightBold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  opacity: 0.8,
});

/** The product search at the top of the menu, its suggestions pushing the departments down. */
export const search = style({ padding: `0 ${vars.space.md} ${vars.space.md}` });
