import { wcagContrast } from 'culori';
import { describe, expect, it } from 'vitest';
import { defaultPalette, derivePalette, TEXT_CONTRAST, UI_CONTRAST } from './palette.ts';

const PAGE = '#ffffff';

/** Shop colours that each break a naive palette in a different way. */
const awkward = ['white', 'black', '#FFFF00', '#F8F8F8', 'grey', 'red', 'navy', '#f5c518', '#0f0', 'rgb(224, 17, 95)'];

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
