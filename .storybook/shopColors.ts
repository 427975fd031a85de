/**
 * Sample shop colours for the toolbar and the visual matrices: a light one, a dark one
 * and a saturated one, the three kinds a shop's theme_color tends to be.
 */
export const sampleShopColors = {
  light: { label: 'Light shop (#f5c518)', value: '#f5c518' },
  dark: { label: 'Dark shop (#1e2a5a)', value: '#1e2a5a' },
  saturated: { label: 'Saturated shop (#e0115f)', value: '#e0115f' },
} as const;

export type SampleShop = keyof typeof sampleShopColors;

/** Default theme first, then each sample shop: the columns of every visual matrix. */
export const themeColumns: readonly { label: string; value: string | undefined }[] = [
  { label: 'Default theme', value: undefined },
  ...Object.values(sampleShopColors),
];
