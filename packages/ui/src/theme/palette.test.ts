import { wcagContrast, wcagLuminance } from 'culori';
import { describe, expect, it } from 'vitest';
import { brandSteps, defaultPalette, derivePalette, TEXT_CONTRAST, UI_CONTRAST } from './palette.ts';

const PAGE = '#ffffff';

/** Shop colours that each break a naive palette in a different way. */
const awkward = [
  'white',
  'black',
  '#FFFF00',
  '#F8F8F8',
  'grey',
  '#777777',
  'red',
  '#ff0000',
  'navy',
  '#f5c518',
  '#0f0',
  'rgb(224, 17, 95)',
  'rgb(0 128 255)',
  'hsl(150 100% 50%)',
];

describe('derivePalette', () => {
  it.each(awkward)('keeps every contrast pair for %s', (colour) => {
    const palette = derivePalette(colour);
    expect(palette).not.toBeNull();
    const p = palette!;
    for (const fill of [p.solid, p.solidHover, p.solidActive]) {
      expect(wcagContrast(fill, PAGE), `${fill} against the page`).toBeGreaterThanOrEqual(UI_CONTRAST);
      expect(wcagContrast(p.textOnSolid, fill), `text on ${fill}`).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
    for (const surface of [PAGE, p.subtle, p.subtleHover]) {
      expect(wcagContrast(p.text, surface), `brand text on ${surface}`).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
    expect(wcagContrast(p.focusRing, PAGE)).toBeGreaterThanOrEqual(UI_CONTRAST);
  });

  it.each(awkward)('builds an ordered 12-step scale for %s', (colour) => {
    const p = derivePalette(colour)!;
    const step = (n: number) => p[`step${n}` as keyof typeof p];
    const luminance = (n: number) => wcagLuminance(step(n));
    for (const n of brandSteps) expect(step(n), `step ${n}`).toMatch(/^#[0-9a-f]{6}$/);
    // Backgrounds then borders, each darker than the one before; the solid is darker still.
    for (let n = 2; n <= 8; n++) expect(luminance(n), `step ${n} below step ${n - 1}`).toBeLessThan(luminance(n - 1));
    expect(luminance(9)).toBeLessThan(luminance(8));
    expect(luminance(10)).toBeLessThanOrEqual(luminance(9));
    expect(luminance(12)).toBeLessThanOrEqual(luminance(11));
    // The roles sit on the scale.
    expect([p.step9, p.step10, p.step11, p.step3, p.step4, p.step7]).toEqual([
      p.solid,
      p.solidHover,
      p.text,
      p.subtle,
      p.subtleHover,
      p.border,
    ]);
    // Steps 1–2 are backgrounds close to the page; text reads on steps 1–4.
    expect(wcagContrast(step(2), PAGE)).toBeLessThan(1.1);
    for (const background of [PAGE, step(1), step(2), step(3), step(4)]) {
      expect(wcagContrast(step(11), background), `step 11 on ${background}`).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      expect(wcagContrast(step(12), background), `step 12 on ${background}`).toBeGreaterThanOrEqual(7);
    }
    expect(wcagContrast(p.textOnSolid, step(10))).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('keeps a colour that already meets the targets', () => {
    expect(derivePalette('#1e2a5a')?.solid).toBe('#1e2a5a');
  });

  it.each(['', '   ', 'not-a-colour', 'url(javascript:alert(1))', null, undefined])(
    'answers null for %j so the default theme applies',
    (input) => {
      expect(derivePalette(input)).toBeNull();
    },
  );

  it('derives the default palette from the default brand colour', () => {
    expect(defaultPalette.solid).toMatch(/^#[0-9a-f]{6}$/);
  });
});
