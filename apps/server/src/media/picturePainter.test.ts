import { afterEach, describe, expect, it } from 'vitest';
import { type PicturePainter, createThreadPainter, paintOnThisThread } from './picturePainter.ts';
import { demoSubjects } from './testSubjects.ts';

const [tile, other] = demoSubjects();
let painter: PicturePainter | null = null;
afterEach(async () => {
  await painter?.close();
  painter = null;
});

describe('the picture painting thread', () => {
  it('paints the same pixels as this thread would, for several views one after another', async () => {
    if (!tile || !other) throw new Error('no demo products');
    painter = createThreadPainter();
    for (const [subject, view] of [
      [tile, 'swatch'],
      [other, 'room'],
      [tile, 'closeup'],
    ] as const) {
      const [there, here] = await Promise.all([
        painter.paint(subject, view, 64),
        paintOnThisThread.paint(subject, view, 64),
      ]);
      expect([there.width, there.height]).toEqual([here.width, here.height]);
      expect(Buffer.from(there.pixels).equals(Buffer.from(here.pixels)), `${subject.name} ${view}`).toBe(true);
    }
  });

  it('answers jobs sent together, each with its own picture', async () => {
    if (!tile || !other) throw new Error('no demo products');
    painter = createThreadPainter();
    const [first, second] = await Promise.all([painter.paint(tile, 'swatch', 32), painter.paint(other, 'swatch', 48)]);
    expect(first.width).toBe(32);
    expect(second.width).toBe(48);
  });

  it('refuses what is waiting when closed, and paints again once asked after', async () => {
    if (!tile) throw new Error('no demo product');
    const closing = createThreadPainter();
    const refused = expect(closing.paint(tile, 'room', 400)).rejects.toThrow(/closed/);
    await closing.close();
    await refused;
    painter = createThreadPainter();
    await expect(painter.paint(tile, 'swatch', 16)).resolves.toMatchObject({ width: 16, height: 16 });
  });
});
