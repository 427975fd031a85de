import type { FinishLook } from '../finishes.ts';
import { fbm, random2, valueNoise } from '../noise.ts';

/**
 * The bodies of materials: what one piece looks like inside its edges, at a point (u along its
 * length, v across it, in inches). Each writes an RGB colour into `out`. They are the expensive
 * part of a picture (a few noise lookups per pixel), so they allocate nothing.
 */
export type Body = (u: number, v: number, seed: number, out: number[]) => void;

function put(out: number[], r: number, g: number, b: number): void {
  out[0] = r;
  out[1] = g;
  out[2] = b;
}

function blend(out: number[], a: readonly number[], b: readonly number[], t: number, shade = 1): void {
  put(
    out,
    (a[0]! + (b[0]! - a[0]!) * t) * shade,
    (a[1]! + (b[1]! - a[1]!) * t) * shade,
    (a[2]! + (b[2]! - a[2]!) * t) * shade,
  );
}

function smoothstep(edge0: number, edge1: number, x: number): number {
  const t = Math.min(1, Math.max(0, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
}

/** Marble (and marble-look porcelain, quartz veining): soft clouds crossed by branching veins. */
export function marbleBody(look: FinishLook, veinStrength = 0.8): Body {
  return (u, v, seed, out) => {
    const warp = fbm(u * 0.045, v * 0.045, seed, 5);
    const main = Math.abs(Math.sin(u * 0.06 + v * 0.11 + warp * 9));
    const fine = Math.abs(Math.sin(u * 0.17 - v * 0.07 + fbm(u * 0.09, v * 0.09, seed + 7, 4) * 14));
    const vein = (1 - smoothstep(0, 0.05, main)) * 0.9 + (1 - smoothstep(0, 0.025, fine)) * 0.35;
    const cloud = fbm(u * 0.02, v * 0.02, seed + 3, 3);
    blend(out, look.base, look.light, cloud * 0.8);
    blend(out, out, look.accent, Math.min(1, vein * veinStrength));
  };
}

/**
 * Wood: growth rings bent by the tree (warped stripes across the plank), fine fibres along it,
 * and a knot now and then. `crisp` sharpens the grain (laminate and vinyl print it flatter).
 */
export function woodBody(look: FinishLook, crisp = 1): Body {
  return (u, v, seed, out) => {
    const bend = fbm(u * 0.012, v * 0.25, seed, 3) * 5 + fbm(u * 0.05, v * 0.6, seed + 5, 2) * 0.8;
    const ring = v * 1.7 + bend * 2.2;
    const stripe = Math.pow(0.5 + 0.5 * Math.sin(ring * Math.PI * 2), 2.5);
    const fibre = valueNoise(u * 0.35, v * 22, seed + 11);
    const knotU = ((seed >>> 8) % 997) / 997;
    const knotV = ((seed >>> 18) % 991) / 991;
    const knotDistance = Math.hypot((u * 0.02 - knotU * 4) * 3, (v - knotV * 5) * 1.4);
    const knot = seed % 5 === 0 ? 1 - smoothstep(0.05, 0.6, knotDistance) : 0;
    const tone = 0.92 + fbm(u * 0.03, v * 0.3, seed + 13, 2) * 0.16;
    blend(out, look.base, look.light, (1 - stripe) * 0.35);
    blend(out, out, look.dark, Math.min(1, stripe * 0.55 * crisp + fibre * 0.18 + knot * 0.8), tone);
  };
}

/** Concrete and cement-look porcelain: mottled clouds and small pores. */
export function concreteBody(look: FinishLook): Body {
  return (u, v, seed, out) => {
    const cloud = fbm(u * 0.08, v * 0.08, seed, 5);
    const pore = random2(Math.floor(u * 14), Math.floor(v * 14), seed) > 0.985 ? 0.35 : 0;
    blend(out, look.dark, look.light, Math.min(1, Math.max(0, cloud * 1.3 - 0.15)));
    blend(out, out, look.dark, pore);
  };
}

/** Stone with strata (sandstone, slate, limestone, ledgers, copings): bands and grit. */
export function stoneBody(look: FinishLook, strata = 1): Body {
  return (u, v, seed, out) => {
    const band = fbm(u * 0.05, v * 0.14 * strata, seed, 4);
    const grit = valueNoise(u * 9, v * 9, seed + 3);
    const cloud = fbm(u * 0.12, v * 0.12, seed + 9, 4);
    blend(out, look.dark, look.light, Math.min(1, Math.max(0, band * 0.9 + cloud * 0.5 - 0.2)));
    blend(out, out, look.accent, grit * 0.22);
  };
}

/** Glazed ceramic: nearly flat colour with the waviness a kiln leaves. */
export function glazeBody(look: FinishLook): Body {
  return (u, v, seed, out) => {
    const wave = fbm(u * 0.3, v * 0.3, seed, 3);
    blend(out, look.base, look.light, wave * 0.35);
  };
}

/** Brushed or polished metal (metallic glass tile): streaks along the piece. */
export function brushedBody(look: FinishLook): Body {
  return (u, v, seed, out) => {
    const streak = valueNoise(u * 0.25, v * 45, seed);
    const sheen = 0.5 + 0.5 * Math.sin((u + v) * 0.4 + fbm(u * 0.1, v * 0.1, seed + 1, 2) * 3);
    blend(out, look.dark, look.light, Math.min(1, 0.35 + streak * 0.3 + sheen * 0.35 * look.gloss));
  };
}

/** Granite: interlocking crystals of the finish's tones at two sizes. */
export function graniteBody(look: FinishLook): Body {
  const tones = [look.dark, look.base, look.light, look.accent, look.dark];
  return (u, v, seed, out) => {
    const cx = Math.floor(u * 5 + valueNoise(u * 3, v * 3, seed) * 1.5);
    const cy = Math.floor(v * 5 + valueNoise(u * 3 + 9, v * 3, seed) * 1.5);
    const big = tones[Math.floor(random2(cx, cy, seed) * tones.length)] ?? look.base;
    const small =
      tones[Math.floor(random2(Math.floor(u * 16), Math.floor(v * 16), seed + 1) * tones.length)] ?? look.base;
    const cloud = fbm(u * 0.05, v * 0.05, seed + 2, 3);
    blend(out, big, small, 0.35, 0.88 + cloud * 0.24);
  };
}

/** Engineered quartz: an even body, fine sparkle, and soft veins when the finish has them. */
export function quartzBody(look: FinishLook): Body {
  const veins = marbleBody(look, 0.45);
  return (u, v, seed, out) => {
    veins(u, v, seed, out);
    const speck = random2(Math.floor(u * 24), Math.floor(v * 24), seed + 4);
    const lift = speck > 0.93 ? 0.08 : speck < 0.05 ? -0.07 : 0;
    put(out, out[0]! + lift, out[1]! + lift, out[2]! + lift);
  };
}
