/**
 * Which slides a carousel shows, worked out from numbers alone so it can be tested without a
 * browser. The carousel moves a page at a time (embla's `slidesToScroll: 'auto'`): snap `s`
 * starts at slide `s × perView`, except the last snap, which embla trims so the final page is
 * full and ends at the last slide.
 */
export interface SlideRange {
  /** Zero-based index of the first slide wholly in view. */
  first: number;
  /** Zero-based index of the last slide wholly in view. */
  last: number;
}

/** How many whole slides fit in the view: a peeking part of the next slide does not count. */
export function wholeSlidesInView(viewSize: number, slideSize: number, gap: number): number {
  if (!(slideSize > 0) || !(viewSize > 0)) return 1;
  // A hair of tolerance: sizes in fractional pixels must not drop a slide that fits.
  return Math.max(1, Math.floor((viewSize + gap) / (slideSize + gap) + 0.01));
}

export function visibleRange(snap: number, snapCount: number, slideCount: number, perView: number): SlideRange {
  if (slideCount <= 0) return { first: 0, last: -1 };
  const lastSnap = Math.max(0, snapCount - 1);
  const clampedSnap = Math.min(Math.max(0, snap), lastSnap);
  const first =
    clampedSnap === lastSnap ? Math.max(0, slideCount - perView) : Math.min(clampedSnap * perView, slideCount - 1);
  return { first, last: Math.min(slideCount - 1, first + perView - 1) };
}

/** The polite announcement after a move: 'Slide 3 of 7' or 'Slides 4 to 6 of 7' (one-based). */
export function rangeAnnouncement({ first, last }: SlideRange, slideCount: number): string {
  return first === last ? `Slide ${first + 1} of ${slideCount}` : `Slides ${first + 1} to ${last + 1} of ${slideCount}`;
}

/** The name of a slide, as the WAI-ARIA carousel pattern puts it: '3 of 7'. */
export function slidePositionLabel(index: number, slideCount: number): string {
  return `${index + 1} of ${slideCount}`;
}
