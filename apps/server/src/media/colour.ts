/** Colours as linear-ish RGB triples in [0, 1]; pictures are mixed in floats and quantised once. */
export type Rgb = readonly [number, number, number];

export function hex(value: string): Rgb {
  const text = value.replace('#', '');
  return [
    parseInt(text.slice(0, 2), 16) / 255,
    parseInt(text.slice(2, 4), 16) / 255,
    parseInt(text.slice(4, 6), 16) / 255,
  ];
}

export function toHex(colour: Rgb): string {
  return `#${colour
    .map((channel) =>
      Math.round(clamp01(channel) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export function clamp01(value: number): number {
  return value < 0 ? 0 : value > 1 ? 1 : value;
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

export function scale(colour: Rgb, factor: number): Rgb {
  return [colour[0] * factor, colour[1] * factor, colour[2] * factor];
}

/** A CSS colour for canvas painting. */
export function css(colour: Rgb, alpha = 1): string {
  const [r, g, b] = colour.map((channel) => Math.round(clamp01(channel) * 255));
  return alpha === 1 ? `rgb(${r},${g},${b})` : `rgba(${r},${g},${b},${alpha})`;
}
