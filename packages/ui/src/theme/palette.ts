import { clampChroma, formatHex, oklch, parse, wcagContrast, type Oklch } from 'culori';
import type { BrandPalette } from './contract.css.ts';

/** The colour the default theme is derived from. */
export const DEFAULT_BRAND_COLOR = '#1f5f8b';

const WHITE = '#ffffff';
const BLACK = '#111418';
/** WCAG AA for normal text. */
export const TEXT_CONTRAST = 4.5;
/** WCAG AA for user-interface components against the page. */
export const UI_CONTRAST = 3;

const toHex = (colour: Oklch): string => formatHex(clampChroma(colour, 'oklch'));

/**
 * Moves a colour's OKLCH lightness step by step, darker or lighter, until it meets the
 * contrast target against `against`. Lightness 0 or 1 always meets any target the
 * other end can, so the loop ends.
 */
function adjustForContrast(colour: Oklch, against: string, target: number, direction: -1 | 1): Oklch {
  let current = colour;
  while (wcagContrast(toHex(current), against) < target) {
    const l = current.l + direction * 0.01;
    if (l <= 0 || l >= 1) return { ...current, l: direction < 0 ? 0 : 1 };
    current = { ...current, l };
  }
  return current;
}

/** Black or white, whichever reaches 4.5:1 on every fill given, or null if neither does. */
function readableOnAll(fills: readonly string[]): string | null {
  for (const candidate of [WHITE, BLACK]) {
    if (fills.every((fill) => wcagContrast(candidate, fill) >= TEXT_CONTRAST)) return candidate;
  }
  return null;
}

interface SolidFills {
  solid: Oklch;
  hover: Oklch;
  active: Oklch;
  textOnSolid: string;
}

/**
 * The solid fill and its hover and active shades (each darker, so each keeps 3:1 with
 * the page) with one text colour that reads on all three. Mid-light colours, where
 * black text fits the solid but not its darker shades, are darkened until white text
 * fits them all; darkening always gets there, so the loop ends.
 */
function solidFills(base: Oklch): SolidFills {
  let solid = adjustForContrast(base, WHITE, UI_CONTRAST, -1);
  for (;;) {
    const hover = { ...solid, l: Math.max(0, solid.l - 0.06) };
    const active = { ...solid, l: Math.max(0, solid.l - 0.12) };
    const textOnSolid = readableOnAll([toHex(solid), toHex(hover), toHex(active)]);
    if (textOnSolid) return { solid, hover, active, textOnSolid };
    solid = { ...solid, l: Math.max(0, solid.l - 0.01) };
  }
}

/**
 * Parses an untrusted colour string. Anything culori cannot read (empty, misspelt,
 * hostile) answers `null`, so callers fall back to the default theme.
 */
export function parseShopColor(input: string | null | undefined): Oklch | null {
  if (typeof input !== 'string' || input.trim() === '') return null;
  const parsed = parse(input.trim());
  if (!parsed) return null;
  const converted = oklch(parsed);
  return { ...converted, h: converted.h ?? 0, alpha: 1 };
}

/**
 * Derives the brand roles from one shop colour on a white page. Solid fills keep at
 * least 3:1 against the page; text on them, and brand text on the page and on the
 * subtle fills, keep 4.5:1.
 * When the shop colour is too light for that, its shades are darkened rather than
 * the contrast given up.
 */
export function derivePalette(input: string | null | undefined): BrandPalette | null {
  const base = parseShopColor(input);
  if (!base) return null;

  const { solid, hover, active, textOnSolid } = solidFills(base);
  const solidHex = toHex(solid);
  const subtleChroma = Math.min(solid.c, 0.04);
  const subtle = toHex({ ...solid, l: 0.965, c: subtleChroma });
  const subtleHover = toHex({ ...solid, l: 0.93, c: subtleChroma * 1.5 });
  // Brand text sits on the page and on the subtle fills (hover, selected); meeting 4.5:1
  // on the darkest of them, subtleHover, meets it on all.
  const text = adjustForContrast(solid, subtleHover, TEXT_CONTRAST, -1);

  return {
    solid: solidHex,
    solidHover: toHex(hover),
    solidActive: toHex(active),
    subtle,
    subtleHover,
    border: toHex({ ...solid, l: 0.8, c: Math.min(solid.c, 0.08) }),
    text: toHex(text),
    textOnSolid,
    focusRing: solidHex,
  };
}

/** The default brand palette; `derivePalette` of a known-good constant never fails. */
export const defaultPalette = derivePalette(DEFAULT_BRAND_COLOR) as BrandPalette;
