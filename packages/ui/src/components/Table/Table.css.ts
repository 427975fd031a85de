import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const neutral = vars.color.neutral;

export const scroller = style({
  maxWidth: '100%',
  overflowX: 'auto',
  border: `1px solid ${neutral.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: neutral.page,
  outline: 'none',
  selectors: { '&:focus-visible': { boxShadow: `0 0 0 2px ${vars.color.brand.focusRing}` } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: neutral.text,
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  padding: `${vars.space.md} ${vars.space.lg}`,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  fontWeight: vars.font.weightBold,
});

export const headerCell = style({
  backgroundColor: neutral.surface,
  color: neutral.textMuted,
  fontWeight: vars.font.weightMedium,
  whiteSpace: 'nowrap',
  borderBlockEnd: `1px solid ${neutral.border}`,
});

export const cell = style({
  borderBlockEnd: `1px solid ${neutral.border}`,
  verticalAlign: 'middle',
  selectors: { 'tr:last-child > &': { borderBlockEnd: 'none' } },
});

export const row = style({
  selectors: { 'tbody > &:hover': { backgroundColor: neutral.surfaceHover } },
});

export const density = styleVariants({
  compact: { padding: `${vars.space.xs} ${vars.space.md}` },
  comfortable: { padding: `${vars.space.md} ${vars.space.lg}` },
});

export const align = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end' },
});

export const empty = style({
  textAlign: 'center',
  color: neutral.textMuted,
  paddingBlock: vars.space.xl,
});

/** The caption still names the table for assistive technology when a heading already shows it. */
export const hiddenCaption = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
