import { style } from '@vanilla-extract/css';
import { vars } from '@showroom/ui/tokens';

/**
 * The search form's own submit button (WCAG H32: a form says how it is sent). Enter searches,
 * so at rest the button is out of sight, like a skip link; a keyboard user who tabs onto it
 * sees it, named "Search".
 */
export const submit = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  selectors: {
    '&:focus-visible': {
      position: 'static',
      width: 'auto',
      height: 'auto',
      margin: `${vars.space.xs} 0 0`,
      padding: `${vars.space.xs} ${vars.space.md}`,
      overflow: 'visible',
      clip: 'auto',
      border: `1px solid ${vars.color.brand.solid}`,
      borderRadius: vars.radius.md,
      background: vars.color.brand.solid,
      color: vars.color.brand.textOnSolid,
      font: 'inherit',
    },
  },
});
