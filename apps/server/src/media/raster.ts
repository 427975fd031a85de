/**
 * A picture being painted: floating-point RGB, so light and shade can be multiplied in without
 * banding, quantised to 8 bits once at the end (`toRgb8`).
 */
export interface Raster {
  readonly width: number;
  readonly height: number;
  readonly data: Float32Array;
}

export function createRaster(width: number, height: number): Raster {
  return { width, height, data: new Float32Array(width * height * 3) };
}

/**
 * Fills every pixel from a function of its position. Pixels are sampled at their centres plus
 * a fixed sub-pixel pattern when `samples` is 4, which keeps thin grout lines from stair-stepping.
 */
export function paint(
  raster: Raster,
  colourAt: (px: number, py: number, out: number[]) => void,
  samples: 1 | 4 = 1,
  rows: readonly [number, number] = [0, raster.height],
): void {
  const out = [0, 0, 0];
  const offsets = samples === 4 ? [0.25, 0.25, 0.75, 0.25, 0.25, 0.75, 0.75, 0.75] : [0.5, 0.5];
  const count = offsets.length / 2;
  for (let py = rows[0]; py < rows[1]; py += 1) {
    for (let px = 0; px < raster.width; px += 1) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let index = 0; index < offsets.length; index += 2) {
        colourAt(px + offsets[index]!, py + offsets[index + 1]!, out);
        r += out[0]!;
        g += out[1]!;
        b += out[2]!;
      }
      const at = (py * raster.width + px) * 3;
      raster.data[at] = r / count;
      raster.data[at + 1] = g / count;
      raster.data[at + 2] = b / count;
    }
  }
}

/** A finished picture: 8-bit RGB, row by row, as sharp reads it (`raw: { channels: 3 }`). */
export interface Rgb8Image {
  readonly width: number;
  readonly height: number;
  readonly pixels: Uint8Array;
}

/** The raster quantised once, for every variant to be encoded from. */
export function toRgb8Image(raster: Raster): Rgb8Image {
  return { width: raster.width, height: raster.height, pixels: toRgb8(raster) };
}

/** 8-bit RGB for sharp (`raw: { channels: 3 }`), with a gentle filmic shoulder so highlights roll off. */
export function toRgb8(raster: Raster): Buffer {
  const bytes = Buffer.alloc(raster.width * raster.height * 3);
  for (let index = 0; index < raster.data.length; index += 1) {
    const value = raster.data[index]!;
    const shaped = value <= 0.85 ? value : 0.85 + (1 - Math.exp(-(value - 0.85) * 6)) * 0.15;
    bytes[index] = Math.round(Math.min(1, Math.max(0, shaped)) * 255);
  }
  return bytes;
}

/** Copies 8-bit RGBA pixels (a canvas) into a raster. */
export function fromRgba8(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): Raster {
  const raster = createRaster(width, height);
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    raster.data[pixel * 3] = rgba[pixel * 4]! / 255;
    raster.data[pixel * 3 + 1] = rgba[pixel * 4 + 1]! / 255;
    raster.data[pixel * 3 + 2] = rgba[pixel * 4 + 2]! / 255;
  }
  return raster;
}

/** RGBA bytes of a raster, to put under a canvas drawing. */
export function toRgba8(raster: Raster): Uint8ClampedArray {
  const rgb = toRgb8(raster);
  const rgba = new Uint8ClampedArray(raster.width * raster.height * 4);
  for (let pixel = 0; pixel < raster.width * raster.height; pixel += 1) {
    rgba[pixel * 4] = rgb[pixel * 3]!;
    rgba[pixel * 4 + 1] = rgb[pixel * 3 + 1]!;
    rgba[pixel * 4 + 2] = rgb[pixel * 3 + 2]!;
    rgba[pixel * 4 + 3] = 255;
  }
  return rgba;
}
