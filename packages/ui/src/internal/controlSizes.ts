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
