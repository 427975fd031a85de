import type { DesignProduct } from '@showroom/api';

/** Inches one repeat of a swatch spans when the picture does not say (`span_in`). */
const DEFAULT_SPAN_IN = 24;

/**
 * The swatch a surface wears, in 3D and on the plan from above: the product's picture (or its
 * image) and how many inches one repeat spans, so a 12 × 24 in tile reads at its size.
 */
export function swatchOf(product: DesignProduct | null | undefined): { url: string; spanIn: number } | null {
  const url = product?.picture?.src ?? product?.image;
  if (!url) return null;
  const span = product?.picture?.span_in;
  const spanIn = typeof span === 'number' && Number.isFinite(span) && span > 0 ? span : DEFAULT_SPAN_IN;
  return { url, spanIn };
}
