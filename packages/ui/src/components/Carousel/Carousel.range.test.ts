import { describe, expect, it } from 'vitest';
import { rangeAnnouncement, slidePositionLabel, visibleRange, wholeSlidesInView } from './Carousel.range.ts';

describe('wholeSlidesInView', () => {
  it('counts whole slides only, gaps included', () => {
    // Six 200 px slides with 16 px gaps: 6 × 200 + 5 × 16 = 1280.
    expect(wholeSlidesInView(1280, 200, 16)).toBe(6);
    // 2.5 slides per view on a phone: the half slide does not count.
    expect(wholeSlidesInView(343, 130.8, 8)).toBe(2);
  });
  it('tolerates sub-pixel sizes that add up to a hair more than the view', () => {
    expect(wholeSlidesInView(1000, 242.0001, 10.6666)).toBe(4);
  });
  it('says one when nothing can be measured (before layout, hidden)', () => {
    expect(wholeSlidesInView(0, 0, 0)).toBe(1);
    expect(wholeSlidesInView(800, 0, 10)).toBe(1);
    // A slide wider than the view still shows one at a time.
    expect(wholeSlidesInView(300, 500, 10)).toBe(1);
  });
});

describe('visibleRange', () => {
  it('moves a page at a time and ends on a full last page', () => {
    // 7 images, 3 per view: snaps show 1–3, 4–6, then 5–7 (trimmed, not 7 alone).
    expect(visibleRange(0, 3, 7, 3)).toEqual({ first: 0, last: 2 });
    expect(visibleRange(1, 3, 7, 3)).toEqual({ first: 3, last: 5 });
    expect(visibleRange(2, 3, 7, 3)).toEqual({ first: 4, last: 6 });
  });
  it('covers ten brands six at a time in two pages', () => {
    expect(visibleRange(0, 2, 10, 6)).toEqual({ first: 0, last: 5 });
    expect(visibleRange(1, 2, 10, 6)).toEqual({ first: 4, last: 9 });
  });
  it('shows every slide when fewer than a page', () => {
    expect(visibleRange(0, 1, 3, 6)).toEqual({ first: 0, last: 2 });
  });
  it('one per view is one slide per snap', () => {
    expect(visibleRange(4, 7, 7, 1)).toEqual({ first: 4, last: 4 });
    expect(visibleRange(6, 7, 7, 1)).toEqual({ first: 6, last: 6 });
  });
  it('clamps snaps out of range and answers an empty range for no slides', () => {
    expect(visibleRange(9, 3, 7, 3)).toEqual({ first: 4, last: 6 });
    expect(visibleRange(-1, 3, 7, 3)).toEqual({ first: 0, last: 2 });
    expect(visibleRange(0, 0, 0, 3)).toEqual({ first: 0, last: -1 });
  });
});

describe('announcements and slide names', () => {
  it('read one-based positions', () => {
    expect(rangeAnnouncement({ first: 2, last: 2 }, 7)).toBe('Slide 3 of 7');
    expect(rangeAnnouncement({ first: 3, last: 5 }, 7)).toBe('Slides 4 to 6 of 7');
    expect(slidePositionLabel(2, 7)).toBe('3 of 7');
  });
});
