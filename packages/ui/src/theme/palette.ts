import {
  clampChroma,
  converter,
  formatHex,
  modeHsl,
  modeLrgb,
  modeOklab,
  modeOklch,
  modeRgb,
  parse,
  useMode as registerMode,
  wcagContrast,
  type Oklch,
} from 'culori/fn';

// culori's tree-shakable build: only the colour spaces a shop colour may be written in (hex and
// names are rgb), plus those the maths needs (OKLCH for the palette, linear RGB for contrast).
// The full `culori` entry registers every space and cost ~20 KB gzip in the storefront's first load.
// `useMode` is culori's name for registering a colour space, not a React hook: imported under a
// name that says so (the hooks lint reads any `use…` call as a hook).
for (const mode of [modeRgb, modeLrgb, modeHsl, modeOklab, modeOklch]) registerMode(mode);
const oklch = converter('oklch');
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

/** The steps of the brand scale, 1 to 12 (Radix's model). */
export const brandSteps = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export type BrandStep = (typeof brandSteps)[number];

/**
 * Lightness and chroma of the light steps 1–8 (backgrounds, then borders), as a function of the
 * solid's chroma: each step is the shop colour's hue at that lightness, its chroma capped so
 * tints stay calm (a neon shop colour gives pale tints, a grey one gives greys). Steps 3, 4 and
 * 7 are the `subtle`, `subtleHover` and `border` roles as they were before the scale existed.
 */
const lightSteps: readonly { l: number; c: (solidChroma: number) => number }[] = [
  { l: 0.993, c: (c) => Math.min(c, 0.004) },
  { l: 0.982, c: (c) => Math.min(c, 0.012) },
  { l: 0.965, c: (c) => Math.min(c, 0.04) },
  { l: 0.93, c: (c) => Math.min(c, 0.04) * 1.5 },
  { l: 0.9, c: (c) => Math.min(c, 0.065) },
  { l: 0.86, c: (c) => Math.min(c, 0.075) },
  { l: 0.8, c: (c) => Math.min(c, 0.08) },
  { l: 0.72, c: (c) => Math.min(c, 0.11) },
];

/** High-contrast text (step 12) reaches WCAG AAA on the light steps. */
const HIGH_TEXT_CONTRAST = 7;

/**
 * Derives the brand scale and roles from one shop colour on a white page. Solid fills (step 9,
 * its hover step 10 and the pressed shade) keep at least 3:1 against the page; text on them,
 * and brand text (step 11) on the page and the light steps 1–4, keep 4.5:1; step 12 keeps 7:1.
 * When the shop colour is too light for that, its shades are darkened rather than the
 * contrast given up.
 */
export function derivePalette(input: string | null | undefined): BrandPalette | null {
  const base = parseShopColor(input);
  if (!base) return null;

  const { solid, hover, active, textOnSolid } = solidFills(base);
  const solidHex = toHex(solid);
  const light = lightSteps.map((step) => toHex({ ...solid, l: step.l, c: step.c(solid.c) }));
  const [step1, step2, step3, step4, step5, step6, step7, step8] = light as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  // Brand text sits on the page and on the UI backgrounds (steps 1–4: subtle, hovered,
  // selected); meeting 4.5:1 on the darkest of them, step 4, meets it on all.
  const text = adjustForContrast(solid, step4, TEXT_CONTRAST, -1);
  const highText = adjustForContrast({ ...text, l: Math.min(text.l, 0.32) }, step4, HIGH_TEXT_CONTRAST, -1);

  return {
    step1,
    step2,
    step3,
    step4,
    step5,
    step6,
    step7,
    step8,
    step9: solidHex,
    step10: toHex(hover),
    step11: toHex(text),
    step12: toHex(highText),
    solid: solidHex,
    solidHover: toHex(hover),
    solidActive: toHex(active),
    subtle: step3,
    subtleHover: step4,
    border: step7,
    text: toHex(text),
    textOnSolid,
    focusRing: solidHex,
  };
}

/** The default brand palette; `derivePalette` of a known-good constant never fails. */
export const defaultPalette = derivePalette(DEFAULT_BRAND_COLOR) as BrandPalette;
