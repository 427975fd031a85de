import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { defaultPalette } from './palette.ts';
import { feedbackTones } from './feedbackTones.ts';
import { bodyFontFallback } from './fontFallback.css.ts';

createGlobalTheme(':root', vars, {
  color: {
    brand: defaultPalette,
    neutral: {
      page: '#ffffff',
      surface: '#f6f7f8',
      surfaceHover: '#eceef0',
      border: '#d5d9de',
      borderStrong: '#7b8490',
      text: '#16191d',
      textMuted: '#545c66',
      disabledSurface: '#eceef0',
      disabledText: '#6b727c',
    },
    ...feedbackTones,
    overlay: 'rgba(17, 20, 24, 0.55)',
  },
  font: {
    body: `'Inter Variable', 'Inter', '${bodyFontFallback}', sans-serif`,
    weightRegular: '400',
    weightMedium: '550',
    weightBold: '700',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    xxl: '1.5rem',
    xxxl: '2rem',
  },
  lineHeight: {
    xs: '1rem',
    sm: '1.25rem',
    md: '1.5rem',
    lg: '1.75rem',
    xl: '1.75rem',
    xxl: '2rem',
    xxxl: '2.5rem',
  },
  space: {
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '0.75rem',
    lg: '1rem',
    xl: '1.5rem',
    xxl: '2rem',
    xxxl: '3rem',
  },
  radius: { sm: '4px', md: '8px', lg: '12px', full: '9999px' },
  shadow: {
    sm: '0 1px 2px rgba(17, 20, 24, 0.08)',
    md: '0 4px 12px rgba(17, 20, 24, 0.12)',
    lg: '0 12px 32px rgba(17, 20, 24, 0.18)',
  },
  zIndex: {
    sticky: '100',
    dropdown: '200',
    overlay: '300',
    modal: '310',
    popover: '400',
    toast: '500',
    progress: '600',
  },
  motion: { fast: '120ms', normal: '200ms', slow: '320ms' },
});
