import type { Raster } from './raster.ts';

/**
 * How different two pictures of the same size look: the mean absolute difference of their
 * pixels, in 8-bit levels (0 identical … 255 black against white). Measured on small renders,
 * where texture detail averages out and colour and layout dominate, as they do for a shopper
 * glancing at two cards.
 */
export function pictureDistance(a: Raster, b: Raster): number {
  if (a.width !== b.width || a.height !== b.height) throw new Error('pictureDistance needs pictures of one size');
  let sum = 0;
  for (let index = 0; index < a.data.length; index += 1) sum += Math.abs(a.data[index]! - b.data[index]!);
  return (sum / a.data.length) * 255;
}
