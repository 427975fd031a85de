import { style } from '@vanilla-extract/css';
import { media } from '@showroom/ui';
import { vars } from '@showroom/ui/tokens';

export const noShowroom = style({
  maxWidth: '40rem',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.lg,
});

export const lead = style({ margin: 0, color: vars.color.neutral.textMuted });

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxl });

// ── Header ──────────────────────────────────────────────────────────────────────────────────

export const hero = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.brand.subtle,
  borderLeft: `6px solid ${vars.color.brand.solid}`,
  '@media': { [media.mobile]: { padding: vars.space.lg } },
});

export const identity = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  minWidth: 0,
  // On a phone the logo goes above the name: beside it, the name had a third of the width
  // and broke mid-word ("Remodelin / g").
  '@media': { [media.mobile]: { flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.md } },
});

export const monogram = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '4rem',
  height: '4rem',
  borderRadius: vars.radius.md,
  background: vars.color.brand.solid,
  color: vars.color.brand.textOnSolid,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.font.weightBold,
});

export const names = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const eyebrow = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weightMedium,
  color: vars.color.brand.text,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const title = style({
  margin: 0,
  fontSize: '1.75rem',
  lineHeight: '2.25rem',
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
  // Words wrap whole; only a word longer than the line is broken.
  overflowWrap: 'break-word',
});

export const showroomId = style({ margin: 0, color: vars.color.neutral.textMuted });

export const code = style({
  letterSpacing: '0.05em',
  color: vars.color.neutral.text,
  fontWeight: vars.font.weightMedium,
});

export const heroActions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  maxWidth: '20rem',
  '@media': { [media.mobile]: { alignItems: 'flex-start', maxWidth: 'none' } },
});

export const heroNote = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral.textMuted,
  textAlign: 'right',
  '@media': { [media.mobile]: { textAlign: 'left' } },
});

// ── Sections ────────────────────────────────────────────────────────────────────────────────

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.xl,
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
});

export const departmentGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  gap: vars.space.lg,
});

export const department = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.neutral.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.neutral.page,
});

export const departmentName = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
});

export const categoryList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const childList = style({
  listStyle: 'none',
  margin: `${vars.space.xxs} 0 0`,
  padding: `0 0 0 ${vars.space.md}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  borderLeft: `2px solid ${vars.color.brand.border}`,
  // On a phone the page lists categories only; their children are one tap further, on the department list.
  '@media': { [media.mobile]: { display: 'none' } },
});

const linkBase = {
  color: vars.color.neutral.text,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { color: vars.color.brand.text, textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.brand.focusRing}`, outlineOffset: '2px' },
  },
} as const;

export const categoryLink = style({ ...linkBase, fontWeight: vars.font.weightMedium });

export const childLink = style({ ...linkBase, fontSize: vars.fontSize.sm, color: vars.color.neutral.textMuted });

export const shopAll = style({
  ...linkBase,
  marginTop: 'auto',
  paddingTop: vars.space.sm,
  color: vars.color.brand.text,
  fontWeight: vars.font.weightMedium,
  textDecoration: 'underline',
});
