import { style } from '@vanilla-extract/css';
import { vars } from '@showroom/ui/tokens';

export const chat = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const toolbarText = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.neutral.textMuted });

/** The conversation scrolls on its own, so the composer stays in reach under a long chat. */
export const conversation = style({
  maxHeight: '32rem',
  overflowY: 'auto',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.neutral.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.neutral.surface,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.brand.focusRing}`, outlineOffset: '2px' },
  },
});

export const entries = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const entry = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  selectors: { '&[data-own]': { alignItems: 'flex-end' } },
});

export const bubble = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  maxWidth: 'min(36rem, 88%)',
  minWidth: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.neutral.border}`,
  background: vars.color.neutral.page,
  color: vars.color.neutral.text,
  selectors: {
    [`${entry}[data-own] &`]: {
      background: vars.color.brand.subtle,
      borderColor: vars.color.brand.border,
    },
    [`${entry}[data-pending] &`]: { borderStyle: 'dashed' },
  },
});

export const meta = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral.textMuted,
});

export const author = style({ fontWeight: vars.font.weightBold, color: vars.color.neutral.text });

export const text = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const fileLink = style({
  display: 'block',
  width: 'fit-content',
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.brand.focusRing}`, outlineOffset: '2px' },
  },
});

export const thumbnail = style({
  display: 'block',
  width: '12rem',
  maxWidth: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.neutral.surface,
});

export const fileName = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const composer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const counter = style({
  selectors: { '&[data-over]': { color: vars.color.danger.text, fontWeight: vars.font.weightMedium } },
});

export const preview = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral.textMuted,
  overflowWrap: 'anywhere',
  minWidth: 0,
});

export const previewImage = style({
  flex: 'none',
  width: '6rem',
  height: '4.5rem',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.neutral.border}`,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const keys = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.neutral.textMuted });

export const problem = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger.border}`,
  background: vars.color.danger.subtle,
  color: vars.color.danger.text,
  fontSize: vars.fontSize.sm,
});

export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
