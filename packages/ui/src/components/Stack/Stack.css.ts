import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const base = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

/** Gaps come from the space scale only, so rhythm stays consistent across screens. */
export const gap = styleVariants(vars.space, (value) => ({ gap: value }));
export const noGap = style({ gap: 0 });

export const align = styleVariants({
  stretch: { alignItems: 'stretch' },
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
});
