import { style } from '@vanilla-extract/css';
import { vars } from '@showroom/ui/tokens';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });
