import { describe, expect, it } from 'vitest';
import { encodeVariant } from './pictureEncoding.ts';
import { toRgb8Image } from './raster.ts';
import { pictureDistance } from './pictureDistance.ts';
import { familyFor, renderPicture } from './renderPicture.ts';
import { demoSubjects, inFinish } from './testSubjects.ts';
import type { PictureSubject } from './pictureSubject.ts';

/** The finishes each department's products come in (the demo catalogue's). */
const finishGroups: readonly (readonly string[])[] = [
  ['Brushed Nickel', 'Matte Black', 'Polished Chrome', 'Champagne Bronze', 'Stainless Steel'],
  ['Carrara White', 'Warm Oak', 'Smoked Walnut', 'Ash Grey', 'Sandstone', 'Charcoal'],
  ['Desert Tan', 'Slate Grey', 'Autumn Blend', 'Evergreen', 'Limestone'],
];

/**
 * The smallest distance (pictureDistance at 64 px) two swatches of one product in two finishes
 * may have. Measured on 2026-11-30 over every leaf category × every pair of its finishes: the
 * closest pair was 3.3 (a shower system in brushed nickel against stainless steel); surfaces are
 * 6 or more, most over 10. The same product rendered twice is 0.
 */
const MIN_FINISH_DISTANCE = 2.5;

function onePerCategory(): PictureSubject[] {
  const seen = new Set<string>();
  return demoSubjects().filter((subject) => !seen.has(subject.category) && seen.add(subject.category));
}

describe('renderPicture', () => {
  const subjects = onePerCategory();

  it('makes the same bytes for the same product, every view', async () => {
    for (const subject of subjects.filter((_, index) => index % 6 === 0)) {
      for (const view of ['swatch', 'closeup', 'room'] as const) {
        const first = await encodeVariant(toRgb8Image(renderPicture(subject, view, 96)), 96, 'webp');
        const second = await encodeVariant(toRgb8Image(renderPicture(subject, view, 96)), 96, 'webp');
        expect(first.equals(second), `${subject.name} ${view}`).toBe(true);
      }
    }
  });

  it('never makes two finishes of one product look alike', () => {
    const tooClose: string[] = [];
    for (const subject of subjects) {
      const group = finishGroups.find((finishes) => finishes.some((finish) => subject.name.includes(finish)));
      const own = group?.find((finish) => subject.name.includes(finish));
      if (!group || !own) throw new Error(`${subject.name} has no demo finish`);
      const swatches = group.map((finish) => renderPicture(inFinish(subject, own, finish), 'swatch', 64));
      for (let a = 0; a < swatches.length; a += 1) {
        for (let b = a + 1; b < swatches.length; b += 1) {
          const distance = pictureDistance(swatches[a]!, swatches[b]!);
          if (distance < MIN_FINISH_DISTANCE)
            tooClose.push(
              `${familyFor(subject)} ${subject.category}: ${group[a]} / ${group[b]} ${distance.toFixed(1)}`,
            );
        }
      }
    }
    expect(tooClose).toEqual([]);
  });

  it('lays tiles in their pattern and at their size', () => {
    const tile = subjects.find((subject) => subject.category === 'Porcelain Tile');
    if (!tile) throw new Error('no porcelain tile');
    const straight = renderPicture(
      { ...tile, pattern: 'Straight', widthSize: '12 in', lengthSize: '24 in' },
      'swatch',
      96,
    );
    const herringbone = renderPicture(
      { ...tile, pattern: 'Herringbone', widthSize: '12 in', lengthSize: '24 in' },
      'swatch',
      96,
    );
    const larger = renderPicture(
      { ...tile, pattern: 'Straight', widthSize: '24 in', lengthSize: '48 in' },
      'swatch',
      96,
    );
    expect(pictureDistance(straight, herringbone)).toBeGreaterThan(1);
    expect(pictureDistance(straight, larger)).toBeGreaterThan(1);
  });

  it('paints at the asked width with the view’s shape', () => {
    const subject = subjects[0]!;
    expect(renderPicture(subject, 'swatch', 80)).toMatchObject({ width: 80, height: 80 });
    expect(renderPicture(subject, 'room', 80)).toMatchObject({ width: 80, height: 60 });
  });
});
