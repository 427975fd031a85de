import { style } from '@vanilla-extract/css';
import { vars } from '@showroom/ui/tokens';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const hint = style({ margin: 0, color: vars.color.neutral.textMuted, fontSize: vars.fontSize.xs });
