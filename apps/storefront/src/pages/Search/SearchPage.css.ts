import { style } from '@vanilla-extract/css';
import { vars } from '@showroom/ui/tokens';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** The page's own box where the header has none (the mobile menu's screens, up to 1199 px). */
export const corrected = style({ margin: 0, color: vars.color.neutral.text });

export const correction = style({ fontWeight: vars.font.weightBold, fontStyle: 'italic' });

export const suggestion = style({ color: vars.color.brand.text, fontWeight: vars.font.weightBold });
