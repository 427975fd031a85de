import { style } from '@vanilla-extract/css';
import { media } from '@showroom/ui';
import { vars } from '@showroom/ui/tokens';

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

/** City beside the state; one column on phones. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const zip = style({ maxWidth: '12rem' });
