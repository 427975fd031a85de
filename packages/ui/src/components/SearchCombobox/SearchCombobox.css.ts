import { globalStyle, style } from '@vanilla-extract/css';
import { controlBoxRules, controlSizeRules } from '../../internal/controlSizes.ts';
import { vars } from '../../theme/contract.css.ts';

const brand = vars.color.brand;
const neutral = vars.color.neutral;

/** The field and its popup: the popup hangs from the bottom of this box. */
export const root = style({ position: 'relative', width: '100%', minWidth: 0 });

/**
 * The box around the search icon, the input and the clear button. Shared by `SearchInput` (the
 * plain stand-in) and `SearchCombobox`, so the two are drawn alike and one can replace the other
 * without the page moving.
 */
export const shell = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minWidth: 0,
  ...controlBoxRules,
  ...controlSizeRules.md,
  selectors: {
    '&:has(input:hover)': { borderColor: neutral.text },
    '&:has(input:focus-visible)': { borderColor: brand.focusRing, boxShadow: `0 0 0 1px ${brand.focusRing}` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0, color: neutral.textMuted });

export const input = style({
  flex: '1 1 auto',
  alignSelf: 'stretch',
  minWidth: 0,
  width: '100%',
  margin: 0,
  padding: 0,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textOverflow: 'ellipsis',
  appearance: 'none',
  selectors: { '&::placeholder': { color: neutral.textMuted, opacity: 1 } },
});

// The browser's own clear cross of type="search" would sit beside ours.
globalStyle(`${input}::-webkit-search-cancel-button, ${input}::-webkit-search-decoration`, { appearance: 'none' });

export const clearButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '1.75rem',
  height: '1.75rem',
  marginInlineEnd: `calc(${vars.space.xs} * -1)`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: neutral.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { backgroundColor: neutral.surfaceHover, color: neutral.text },
    '&:focus-visible': { boxShadow: `0 0 0 2px ${brand.focusRing}` },
  },
});

/** The suggestions card under the field; as wide as the field, at least 20rem where there is room. */
export const popup = style({
  position: 'absolute',
  insetInlineStart: 0,
  top: `calc(100% + ${vars.space.xs})`,
  zIndex: vars.zIndex.dropdown,
  boxSizing: 'border-box',
  width: 'max(100%, min(20rem, calc(100vw - 2rem)))',
  maxHeight: 'min(28rem, 70vh)',
  overflowY: 'auto',
  padding: vars.space.xs,
  border: `1px solid ${neutral.border}`,
  borderRadius: vars.radius.md,
  background: neutral.page,
  color: neutral.text,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  selectors: { '&[hidden]': { display: 'none' } },
});

/** In a narrow container (a drawer) the popup stays in the flow instead of covering what follows. */
export const popupInline = style({ position: 'static', width: '100%', marginTop: vars.space.xs });

export const listbox = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const option = style({
  display: 'block',
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-active]': { backgroundColor: brand.subtle, outline: `2px solid ${brand.focusRing}`, outlineOffset: '-2px' },
  },
  '@media': { '(forced-colors: active)': { selectors: { '&[data-active]': { outline: '2px solid Highlight' } } } },
});

/** Loading, empty and error rows, and the caller's notice and footer: not options, never focused. */
export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.xs}`,
  color: neutral.textMuted,
});

export const errorRow = style({ color: vars.color.danger.text });

export const retryButton = style({
  marginInlineStart: 'auto',
  padding: `0 ${vars.space.xs}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: brand.text,
  font: 'inherit',
  fontWeight: vars.font.weightMedium,
  textDecoration: 'underline',
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&:focus-visible': { boxShadow: `0 0 0 2px ${brand.focusRing}` } },
});

export const notice = style({ padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.sm}`, color: neutral.text });

export const footer = style({
  marginTop: vars.space.xs,
  paddingTop: vars.space.xs,
  borderTop: `1px solid ${neutral.border}`,
});
