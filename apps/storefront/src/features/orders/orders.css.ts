import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@showroom/ui/tokens';

/** Wide enough for the four columns with the selector and its timeline side by side with the name. */
export const dialog = style({ width: '880px' });

export const statusCell = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: '15rem',
  // On a phone's card the cell is as wide as the card, whatever it is.
  '@media': { '(max-width: 767.98px)': { minWidth: 0 } },
});

export const selectRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.neutral.textMuted });

export const saved = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.success.text });

export const problem = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger.border}`,
  background: vars.color.danger.subtle,
  color: vars.color.danger.text,
  fontSize: vars.fontSize.sm,
});

export const timeline = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: `0 0 0 ${vars.space.md}`,
  borderLeft: `2px solid ${vars.color.neutral.border}`,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral.textMuted,
});

export const timelineWhat = style({ color: vars.color.neutral.text, fontWeight: vars.font.weightMedium });

export const orderNumber = style({ fontWeight: vars.font.weightBold, color: vars.color.neutral.text });

export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const payout = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.neutral.border}`,
  background: vars.color.neutral.page,
});

export const payoutHeading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.font.weightBold });

export const payoutList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const searchField = style({ flex: '1 1 12rem', minWidth: 0 });

globalStyle(`${payoutList} dt`, { fontSize: vars.fontSize.sm, color: vars.color.neutral.textMuted });
globalStyle(`${payoutList} dd`, { margin: 0, fontWeight: vars.font.weightBold, color: vars.color.neutral.text });

/** The Order Items dialog on a phone: one card per item (see ItemCards). */
export const cards = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const cardsTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.font.weightBold });

export const cardsEmpty = style({
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.neutral.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.neutral.textMuted,
  textAlign: 'center',
});

export const cardList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.neutral.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.neutral.page,
});

export const cardName = style({
  margin: 0,
  fontWeight: vars.font.weightMedium,
  color: vars.color.neutral.text,
  overflowWrap: 'anywhere',
});

export const cardFacts = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const cardStatus = style({ gridColumn: '1 / -1' });

globalStyle(`${cardFacts} dt`, { color: vars.color.neutral.textMuted, marginBlockEnd: vars.space.xxs });
globalStyle(`${cardFacts} dd`, { margin: 0, color: vars.color.neutral.text, fontVariantNumeric: 'tabular-nums' });

/** §9 device breakpoint, as `useNarrowScreen`: a phone's buttons take the whole width. */
const phone = '(max-width: 767.98px)';

/** A customer's status: the badge and what became of the item (the refund, their reason). */
export const customerStatus = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  borderRadius: vars.radius.sm,
  // Focused after a cancel or a return (tabindex -1) so it is read out; ringed for a keyboard user.
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.brand.focusRing}`, outlineOffset: '4px' },
  },
});

export const outcome = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral.text,
  overflowWrap: 'anywhere',
});

/** The customer's cancel or return button with, under it, until when or why not. */
export const customerAction = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  '@media': { [phone]: { alignItems: 'stretch' } },
});

/** A pro reads the customer's words for a return under the selector. */
export const customerReason = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral.text,
  overflowWrap: 'anywhere',
});

export const dialogText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  overflowWrap: 'anywhere',
});

globalStyle(`${dialogText} p`, { margin: 0 });

/** Keep and confirm: side by side at the end; stacked, full width, on a phone. */
export const dialogActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  width: '100%',
  '@media': { [phone]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const unbroken = style({ whiteSpace: 'nowrap' });
