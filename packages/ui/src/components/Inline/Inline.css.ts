import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css.ts';

export const base = style({ display: 'flex', flexDirection: 'row', flexWrap: 'wrap', minWidth: 0 });
export const nowrap = style({ flexWrap: 'nowrap' });

export const gap = styleVariants(vars.space, (value) => ({ gap: value }));
export const noGap = style({ gap: 0 });

export const align = styleVariants({
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  baseline: { alignItems: 'baseline' },
  stretch: { alignItems: 'stretch' },
});

export const justify = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  between: { justifyContent: 'space-between' },
});

/** Phones (SPEC §9: up to 768 px) get the children stacked, full width. */
export const collapseOnMobile = style({
  '@media': { [media.mobile]: { flexDirection: 'column', alignItems: 'stretch' } },
});
