import type { FinishLook } from '../finishes.ts';
import type { SurfaceFamily } from '../materialFamilies.ts';
import { hash3, random2, valueNoise, fbm } from '../noise.ts';
import { type PictureSubject, inches, subjectText } from '../pictureSubject.ts';
import {
  type Body,
  brushedBody,
  concreteBody,
  glazeBody,
  graniteBody,
  marbleBody,
  quartzBody,
  stoneBody,
  woodBody,
} from './bodies.ts';
import { type Layout, type LayingPattern, emptyPiece, gridLayout, layingPatternOf, layoutFor } from './layouts.ts';

/** Where the in-room view lays a surface. */
export type Placement = 'floor' | 'wall' | 'counter' | 'pool' | 'lawn' | 'patio';

/**
 * A material laid out on a plane: its colour at any point (inches), and how much of it the
 * swatch and the close-up show. The in-room view samples the same function in perspective.
 */
export interface Surface {
  sample(x: number, y: number, out: number[]): void;
  /** Inches across the square swatch and the close-up. */
  swatchSpan: number;
  closeupSpan: number;
  placement: Placement;
  gloss: number;
  /** What the laid pieces measure (for figures and tests), null when it is not laid in pieces. */
  pieceSize: { length: number; width: number; pattern: LayingPattern } | null;
}

interface LaidOptions {
  layout: Layout;
  body: Body;
  look: FinishLook;
  joint: readonly number[];
  /** How wide the bevel at each edge is (inches) and how strongly it shades. */
  bevel: number;
  bevelDepth: number;
  /** How much pieces differ from each other in shade (0 none). */
  pieceVariation: number;
  /** Pieces drawn from several tones of the finish (mosaics, stacked stone, blends). */
  blendTones?: boolean;
  /** Ragged edges (stone), in inches of wobble. */
  ragged?: number;
  /** Glazed pieces catch the light along their top edge. */
  pillow?: number;
  seed: number;
}

function laid(options: LaidOptions) {
  const { layout, body, look, joint, bevel, bevelDepth, pieceVariation, seed } = options;
  const piece = emptyPiece();
  const tones = [look.base, look.light, look.dark, look.accent];
  return (x: number, y: number, out: number[]): void => {
    layout(x, y, piece);
    let edge = piece.edge;
    if (options.ragged) edge -= (valueNoise(x * 1.3, y * 1.3, seed + 99) - 0.35) * options.ragged;
    if (edge < 0) {
      const grain = 0.9 + random2(Math.floor(x * 20), Math.floor(y * 20), seed) * 0.2;
      out[0] = joint[0]! * grain;
      out[1] = joint[1]! * grain;
      out[2] = joint[2]! * grain;
      return;
    }
    body(piece.u, piece.v, (seed ^ piece.id) >>> 0, out);
    const pick = ((piece.id >>> 4) % 1000) / 1000;
    if (options.blendTones) {
      const tone = tones[(piece.id >>> 12) % tones.length] ?? look.base;
      const t = 0.45;
      out[0] = out[0]! * (1 - t) + tone[0] * t;
      out[1] = out[1]! * (1 - t) + tone[1] * t;
      out[2] = out[2]! * (1 - t) + tone[2] * t;
    }
    let shade = 1 + (pick - 0.5) * pieceVariation;
    if (edge < bevel) {
      const depth = 1 - edge / bevel;
      shade *= piece.litEdge ? 1 + depth * bevelDepth * 0.5 : 1 - depth * bevelDepth;
    }
    if (options.pillow) shade *= 1 + options.pillow * (0.5 - piece.v / piece.width) * 0.3;
    out[0] = out[0]! * shade;
    out[1] = out[1]! * shade;
    out[2] = out[2]! * shade;
  };
}

function sizeOf(subject: PictureSubject, fallback: readonly [number, number]): [number, number] {
  const a = inches(subject.lengthSize) ?? fallback[0];
  const b = inches(subject.widthSize) ?? fallback[1];
  return [Math.max(a, b), Math.min(a, b)];
}

function lighter(look: FinishLook): boolean {
  const [r, g, b] = look.base;
  return 0.3 * r + 0.59 * g + 0.11 * b > 0.55;
}

const groutLight = [0.8, 0.79, 0.76];
const groutDark = [0.22, 0.22, 0.23];

/** The tile body a finish suggests: marble-look, wood-look, cement-look, stone-look or glaze. */
function tileBody(look: FinishLook, text: string): Body {
  if (look.metal) return brushedBody(look);
  if (look.id === 'carrara-white' || text.includes('marble')) return marbleBody(look);
  if (look.id === 'warm-oak' || look.id === 'smoked-walnut') return woodBody(look, 0.8);
  if (['ash-grey', 'charcoal', 'grey', 'matte-black'].includes(look.id)) return concreteBody(look);
  if (['sandstone', 'desert-tan', 'slate-grey', 'limestone', 'autumn-blend', 'evergreen'].includes(look.id))
    return stoneBody(look);
  return glazeBody(look);
}

export function surfaceFor(family: SurfaceFamily, subject: PictureSubject, look: FinishLook, seed: number): Surface {
  const text = subjectText(subject);
  switch (family) {
    case 'tile': {
      const [length, width] = sizeOf(subject, [24, 12]);
      const pattern = layingPatternOf(subject.pattern, 'straight');
      const joint = 0.125;
      const sample = laid({
        layout: layoutFor(pattern, length, width, joint, seed),
        body: tileBody(look, text),
        look,
        joint: lighter(look) ? groutLight : groutDark,
        bevel: 0.12,
        bevelDepth: 0.25,
        pieceVariation: 0.06,
        seed,
      });
      return {
        sample,
        swatchSpan: Math.min(96, Math.max(30, length * 2.2)),
        closeupSpan: Math.min(40, Math.max(10, length * 0.9)),
        placement: 'floor',
        gloss: look.gloss,
        pieceSize: { length, width, pattern },
      };
    }
    case 'subway': {
      const [length, width] = sizeOf(subject, [6, 3]);
      const pattern = layingPatternOf(subject.pattern, 'offset');
      const joint = 0.0625;
      return {
        sample: laid({
          layout: layoutFor(pattern, length, width, joint, seed),
          body: look.metal ? brushedBody(look) : glazeBody(look),
          look,
          joint: lighter(look) ? groutLight : groutDark,
          bevel: Math.min(0.35, width * 0.1),
          bevelDepth: 0.45,
          pieceVariation: 0.08,
          pillow: 0.6 + look.gloss,
          seed,
        }),
        swatchSpan: Math.min(72, Math.max(18, length * 3)),
        closeupSpan: Math.min(30, Math.max(8, length * 1.2)),
        placement: 'wall',
        gloss: Math.max(0.6, look.gloss),
        pieceSize: { length, width, pattern },
      };
    }
    case 'mosaic': {
      const [, sheetWidth] = sizeOf(subject, [12, 12]);
      const chip = Math.min(2, Math.max(0.75, sheetWidth / 6));
      const pattern = layingPatternOf(subject.pattern, 'straight');
      const length = pattern === 'herringbone' ? chip * 3 : pattern === 'offset' ? chip * 2 : chip;
      return {
        sample: laid({
          layout: layoutFor(pattern, length, chip, 0.09, seed),
          body: look.metal ? brushedBody(look) : tileBody(look, text),
          look,
          joint: lighter(look) ? groutLight : groutDark,
          bevel: 0.1,
          bevelDepth: 0.35,
          pieceVariation: 0.16,
          blendTones: true,
          pillow: 0.5,
          seed,
        }),
        swatchSpan: 14,
        closeupSpan: 6,
        placement: 'wall',
        gloss: Math.max(0.5, look.gloss),
        pieceSize: { length, width: chip, pattern },
      };
    }
    case 'plank': {
      const [length, width] = sizeOf(subject, [48, 6]);
      const pattern = layingPatternOf(subject.pattern, 'straight');
      const kind = /laminate/.test(text) ? 0.8 : /vinyl/.test(text) ? 0.65 : 1;
      return {
        sample: laid({
          layout: layoutFor(pattern, length, width, 0.03, seed, pattern !== 'herringbone'),
          body: woodBody(look, kind),
          look,
          joint: look.dark.map((channel) => channel * 0.55),
          bevel: kind === 1 ? 0.05 : 0.09,
          bevelDepth: 0.3,
          pieceVariation: kind === 1 ? 0.14 : 0.08,
          seed,
        }),
        swatchSpan: Math.min(84, Math.max(30, length * 0.9)),
        closeupSpan: Math.min(24, Math.max(10, width * 2.5)),
        placement: 'floor',
        gloss: look.gloss * 0.6,
        pieceSize: { length, width, pattern },
      };
    }
    case 'slab': {
      const body = /granite/.test(text) ? graniteBody(look) : /marble/.test(text) ? marbleBody(look) : quartzBody(look);
      return {
        sample: (x, y, out) => body(x, y, seed, out),
        swatchSpan: 30,
        closeupSpan: 10,
        placement: 'counter',
        gloss: 0.8,
        pieceSize: null,
      };
    }
    case 'ledger':
      return {
        sample: ledgerStone(look, seed),
        swatchSpan: 30,
        closeupSpan: 12,
        placement: 'wall',
        gloss: 0,
        pieceSize: { length: 24, width: 6, pattern: 'offset' },
      };
    case 'paver': {
      const wallBlock = /wall block|retaining/.test(text);
      const [length, width] = wallBlock ? [16, 6] : sizeOf(subject, [8, 4]);
      const pattern = layingPatternOf(subject.pattern, wallBlock ? 'offset' : 'herringbone');
      return {
        sample: laid({
          layout: layoutFor(pattern, length, width, 0.25, seed),
          body: wallBlock ? stoneBody(look, 2) : concreteBody(look),
          look,
          joint: [0.62, 0.56, 0.47],
          bevel: wallBlock ? 0.8 : 0.5,
          bevelDepth: 0.45,
          pieceVariation: 0.18,
          blendTones: look.id === 'autumn-blend',
          ragged: wallBlock ? 0.5 : 0.15,
          seed,
        }),
        swatchSpan: wallBlock ? 60 : 36,
        closeupSpan: wallBlock ? 20 : 12,
        placement: wallBlock ? 'wall' : 'patio',
        gloss: 0,
        pieceSize: { length, width, pattern },
      };
    }
    case 'turf':
      return {
        sample: turf(look, seed, /putting/.test(text)),
        swatchSpan: 16,
        closeupSpan: 5,
        placement: 'lawn',
        gloss: 0,
        pieceSize: null,
      };
    case 'coping':
      return {
        sample: coping(look, seed, /drop/.test(text)),
        swatchSpan: 48,
        closeupSpan: 18,
        placement: 'pool',
        gloss: 0.1,
        pieceSize: { length: 24, width: 12, pattern: 'straight' },
      };
  }
}

/** Stacked-stone ledger: courses of thin split stones, deep shadows between them. */
function ledgerStone(look: FinishLook, seed: number): (x: number, y: number, out: number[]) => void {
  const body = stoneBody(look, 3);
  const tones = [look.base, look.light, look.dark, look.accent];
  return (x, y, out) => {
    const course = Math.floor(y / 2.2);
    const stoneLength = 4 + (hash3(course, 1, seed) % 9);
    const shifted = x + (hash3(course, 2, seed) % 100) / 10;
    const column = Math.floor(shifted / stoneLength);
    const u = shifted - column * stoneLength;
    const v = y - course * 2.2;
    const id = hash3(column, course, seed);
    const wobble = (valueNoise(x * 1.5, y * 2.5, seed + 5) - 0.5) * 0.5;
    const edge = Math.min(u, stoneLength - u, (v + wobble) * 2, (2.2 - v - wobble) * 2) + wobble * 0.4;
    if (edge < 0.12) {
      const shadow = 0.15 + Math.max(0, edge) * 1.5;
      out[0] = look.dark[0] * shadow;
      out[1] = look.dark[1] * shadow;
      out[2] = look.dark[2] * shadow;
      return;
    }
    body(u, v, (seed ^ id) >>> 0, out);
    const tone = tones[(id >>> 8) % tones.length] ?? look.base;
    const relief = 0.75 + ((id >>> 16) % 100) / 250 + (1 - v / 2.2) * 0.15;
    for (let channel = 0; channel < 3; channel += 1)
      out[channel] = (out[channel]! * 0.55 + tone[channel]! * 0.45) * relief;
  };
}

/** Artificial turf: blades leaning one way, two greens and a curly thatch underneath. */
function turf(look: FinishLook, seed: number, putting: boolean): (x: number, y: number, out: number[]) => void {
  // The grass is green whatever the finish; the finish tints it (desert tan: olive with tan
  // thatch; slate: blue-green; autumn: with brown; limestone: bright lime).
  const green = [0.22, 0.42, 0.16];
  const tint = 0.35;
  const base = green.map((channel, index) => channel * (1 - tint) + look.base[index]! * tint * 0.8);
  const light = base.map((channel) => Math.min(1, channel * 1.6 + 0.05));
  const thatch = look.accent;
  const density = putting ? 40 : 14;
  return (x, y, out) => {
    const lean = fbm(x * 0.15, y * 0.15, seed, 2) * 2;
    const blade = valueNoise(x * density + lean * 3, y * density * 0.18, seed + 1);
    const clump = fbm(x * 0.4, y * 0.4, seed + 2, 3);
    const curl = valueNoise(x * density * 0.7, y * density * 0.7, seed + 3);
    const t = Math.pow(blade, 1.6);
    for (let channel = 0; channel < 3; channel += 1) {
      const grass = base[channel]! * (1 - t) + light[channel]! * t;
      const shaded = grass * (0.7 + clump * 0.5);
      out[channel] = curl > 0.82 && !putting ? shaded * 0.4 + thatch[channel]! * 0.6 : shaded;
    }
  };
}

/** Pool coping: a course of 24 in stones along the edge, the rounded nose, waterline tile, water. */
function coping(look: FinishLook, seed: number, dropFace: boolean): (x: number, y: number, out: number[]) => void {
  const stones = laid({
    layout: gridLayout(24, 12, 0.2, { seed }),
    body: stoneBody(look),
    look,
    joint: [0.7, 0.68, 0.64],
    bevel: 0.3,
    bevelDepth: 0.2,
    pieceVariation: 0.1,
    seed,
  });
  const deck = laid({
    layout: gridLayout(16, 16, 0.3, { seed: seed + 1 }),
    body: concreteBody(look),
    look,
    joint: [0.6, 0.58, 0.55],
    bevel: 0.3,
    bevelDepth: 0.2,
    pieceVariation: 0.05,
    seed: seed + 1,
  });
  const nose = dropFace ? 3 : 1.6;
  return (x, y, out) => {
    if (y < 20) return deck(x, y, out);
    if (y < 32) return stones(x, y - 20, out);
    if (y < 32 + nose) {
      const t = (y - 32) / nose;
      const light = dropFace ? 0.55 - t * 0.1 : Math.cos(t * Math.PI * 0.5) * 0.85 + 0.1;
      stones(x, 11.5 - t, out);
      for (let channel = 0; channel < 3; channel += 1) out[channel] = out[channel]! * light;
      return;
    }
    if (y < 38 + nose) {
      const blue = (Math.floor(x / 6) + Math.floor((y - 32) / 6)) % 2 === 0 ? [0.16, 0.36, 0.55] : [0.2, 0.42, 0.6];
      const grout = x % 6 < 0.12 ? 0.8 : 1;
      for (let channel = 0; channel < 3; channel += 1) out[channel] = blue[channel]! * grout * 0.7;
      return;
    }
    const ripple = fbm(x * 0.08, y * 0.25, seed + 5, 3);
    const caustic = Math.pow(Math.abs(Math.sin(x * 0.5 + ripple * 10) * Math.sin(y * 0.4 + ripple * 8)), 6);
    out[0] = 0.2 + ripple * 0.12 + caustic * 0.3;
    out[1] = 0.55 + ripple * 0.12 + caustic * 0.3;
    out[2] = 0.72 + ripple * 0.1 + caustic * 0.2;
  };
}
