import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const base = style({ margin: 0, border: 'none', flexShrink: 0, alignSelf: 'stretch' });

export const orientation = styleVariants({
  horizontal: { height: '1px', width: '100%' },
  vertical: { width: '1px', minHeight: '1em' },
});

export const tone = styleVariants({
  subtle: { backgroundColor: vars.color.neutral.border },
  strong: { backgroundColor: vars.color.neutral.borderStrong },
});

export const labelled = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  color: vars.color.neutral.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, height: '1px', backgroundColor: vars.color.neutral.border },
  },
});
