import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { defaultPalette } from './palette.ts';

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
  },
  font: {
    body: "'Inter Variable', 'Inter', sans-serif",
    weightRegular: '400',
    weightMedium: '550',
    weightBold: '700',
  },
  fontSize: { sm: '0.875rem', md: '1rem', lg: '1.125rem' },
  lineHeight: { sm: '1.25rem', md: '1.5rem', lg: '1.75rem' },
  space: { xs: '0.25rem', sm: '0.5rem', md: '0.75rem', lg: '1rem', xl: '1.5rem' },
  radius: { sm: '4px', md: '8px', full: '9999px' },
  motion: { fast: '120ms' },
});
