import { wcagContrast } from 'culori';
import { describe, expect, it } from 'vitest';
import { feedbackToneNames, feedbackTones } from './feedbackTones.ts';
import { TEXT_CONTRAST, UI_CONTRAST } from './palette.ts';

const PAGE = '#ffffff';

describe.each(feedbackToneNames)('the %s tone', (name) => {
  const tone = feedbackTones[name];
  it('has text that reads on the page and on its subtle fill (4.5:1)', () => {
    expect(wcagContrast(tone.text, PAGE)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(wcagContrast(tone.text, tone.subtle)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });
  it('has text on its solid fill that reads (4.5:1)', () => {
    expect(wcagContrast(tone.textOnSolid, tone.solid)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });
  it('has a border and a solid fill that stand out from the page (3:1)', () => {
    expect(wcagContrast(tone.border, PAGE)).toBeGreaterThanOrEqual(UI_CONTRAST);
    expect(wcagContrast(tone.solid, PAGE)).toBeGreaterThanOrEqual(UI_CONTRAST);
  });
});
