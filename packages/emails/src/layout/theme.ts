/** The one brand name the interface uses (issue 34: one name everywhere). */
export const BRAND_NAME = 'Showroom';

/** The design system's default palette, written out: mail clients know no CSS variables. */
export const colors = {
  page: '#f6f7f9',
  surface: '#ffffff',
  border: '#d9dde3',
  text: '#1f2328',
  muted: '#59636e',
  brand: '#1b5e8c',
  onBrand: '#ffffff',
  success: '#1a7f37',
} as const;

export const font = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
