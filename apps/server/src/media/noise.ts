/**
 * Seeded, platform-independent noise. Everything a picture shows comes from integer hashing
 * here (no Math.random, no floating-point transcendental tables that could differ by CPU), so
 * the same product gives the same pixels, hence the same bytes, on every machine.
 */

/** A 32-bit integer hash of a few integers (a variant of the "lowbias32" mixer). */
export function hash3(x: number, y: number, seed: number): number {
  let h = (Math.imul(x | 0, 0x27d4eb2d) ^ Math.imul(y | 0, 0x165667b1) ^ Math.imul(seed | 0, 0x9e3779b9)) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A float in [0, 1) from integer coordinates. */
export function random2(x: number, y: number, seed: number): number {
  return hash3(x, y, seed) / 4294967296;
}

/** FNV-1a of a string: turns a product's identity into the seed of its pictures. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function smooth(t: number): number {
  return t * t * (3 - 2 * t);
}

/** Smooth value noise in [0, 1), lattice spacing 1. */
export function valueNoise(x: number, y: number, seed: number): number {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = smooth(x - x0);
  const fy = smooth(y - y0);
  const a = random2(x0, y0, seed);
  const b = random2(x0 + 1, y0, seed);
  const c = random2(x0, y0 + 1, seed);
  const d = random2(x0 + 1, y0 + 1, seed);
  const top = a + (b - a) * fx;
  const bottom = c + (d - c) * fx;
  return top + (bottom - top) * fy;
}

/** Fractal (fBm) value noise in about [0, 1): coarse shapes with finer detail on top. */
export function fbm(x: number, y: number, seed: number, octaves = 4): number {
  let sum = 0;
  let amplitude = 0.5;
  let total = 0;
  let frequency = 1;
  for (let octave = 0; octave < octaves; octave += 1) {
    sum += valueNoise(x * frequency, y * frequency, seed + octave * 1013) * amplitude;
    total += amplitude;
    amplitude *= 0.5;
    frequency *= 2.03;
  }
  return sum / total;
}
