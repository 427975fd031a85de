import { vars } from '../theme/contract.css.ts';

/**
 * Heights and type of the form controls that sit side by side in a form (text inputs and
 * everything built on them, selects, quantity boxes), so a row of them lines up at every size.
 * Plain style objects, turned into classes by each control's own `styleVariants`.
 */
export const controlSizeRules = {
  sm: { height: '2rem', fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm },
  md: { height: '2.5rem', fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.md },
  lg: { height: '3rem', fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.lg },
} as const;

/**
 * The box every text control draws (TextInput's shell around its input, TextArea itself):
 * border, radius, surface, type and the colour transition. Plain style properties, spread into
 * each control's own style; its states differ (TextInput reads them through `:has()`).
 */
export const controlBoxRules = {
  boxSizing: 'border-box',
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.neutral.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.neutral.page,
  color: vars.color.neutral.text,
  fontFamily: vars.font.body,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.fast,
} as const;
