import { assignInlineVars } from '@vanilla-extract/dynamic';
import { cva } from 'class-variance-authority';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import {
  Children,
  isValidElement,
  useCallback,
  useEffect,
  useId,
  useState,
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Carousel.css.ts';
import { rangeAnnouncement, slidePositionLabel, visibleRange, wholeSlidesInView } from './Carousel.range.ts';

export const carouselGaps = ['sm', 'md', 'lg', 'xl'] as const;
export type CarouselGap = (typeof carouselGaps)[number];

/**
 * Slides per view for each width band: `base` on phones, `tablet` from 769 px, `desktop` from
 * 1025 px (the spec's breakpoints). A band left out takes the narrower one's value. Fractions
 * (`1.5`) let the next slide peek in, a hint that there is more.
 */
export interface CarouselSlidesPerView {
  base: number;
  tablet?: number;
  desktop?: number;
}

export interface CarouselProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** Names the carousel region for assistive technology: 'Brand partners'. */
  label: string;
  /** The slides: each child is one slide. `null`, `false` and empty arrays are skipped. */
  children?: ReactNode;
  /** A number for every width, or per band. Defaults to 1. Values below 1 count as 1. */
  slidesPerView?: number | CarouselSlidesPerView;
  /** Space between slides. */
  gap?: CarouselGap;
  /** Shown at the start of the controls row, e.g. the section's heading and a See All link. */
  header?: ReactNode;
  /** Shown (under `header`) instead of the slides when there are none; without it nothing renders. */
  empty?: ReactNode;
  /** Accessible name of the button that moves back a page. */
  previousLabel?: string;
  /** Accessible name of the button that moves on a page. */
  nextLabel?: string;
}

// embla's own types, reached through the React binding (the only embla package ui depends on).
type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;
type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

const rootClass = cva(styles.root, { variants: { gap: styles.gapSize } });

const options: EmblaOptions = {
  align: 'start',
  containScroll: 'trimSnaps',
  // One press of Next shows the next page of slides, not one more slide.
  slidesToScroll: 'auto',
  // Embla re-reads this media query whenever it changes; 0 makes every move (including the
  // settle after a swipe) a jump. Keeping it in options keeps the module free of window access.
  breakpoints: { '(prefers-reduced-motion: reduce)': { duration: 0 } },
};

function perViewBands(value: CarouselProps['slidesPerView']): [number, number, number] {
  const bands = typeof value === 'number' || value === undefined ? { base: value ?? 1 } : value;
  const atLeastOne = (count: number) => (Number.isFinite(count) && count >= 1 ? count : 1);
  const base = atLeastOne(bands.base);
  const tablet = atLeastOne(bands.tablet ?? base);
  return [base, tablet, atLeastOne(bands.desktop ?? tablet)];
}

/** Whole slides in view now, measured: the band in force is CSS's business, not ours. */
function measuredPerView(api: EmblaApi): number {
  const container = api.containerNode();
  const [firstSlide] = api.slideNodes();
  if (!firstSlide) return 1;
  const gap = Number.parseFloat(getComputedStyle(container).columnGap) || 0;
  return wholeSlidesInView(container.getBoundingClientRect().width, firstSlide.getBoundingClientRect().width, gap);
}

function isTextEntry(element: EventTarget): boolean {
  return (
    element instanceof HTMLElement &&
    (element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName))
  );
}

/**
 * A row of slides that moves a page at a time, on embla-carousel (swipe, drag, layout read
 * from CSS). Follows the WAI-ARIA carousel pattern without rotation: a named region, slides
 * named 'x of n', Previous and Next buttons before the slides, and a polite announcement of the
 * slides in view after a button or arrow-key move. Every slide stays in the tab order; tabbing
 * to one out of view brings it into view.
 */
export function Carousel({
  label,
  children,
  slidesPerView,
  gap = 'lg',
  header,
  empty,
  previousLabel = 'Previous slides',
  nextLabel = 'Next slides',
  className,
  style,
  ...rest
}: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const [viewportRef, api] = useEmblaCarousel(options);
  const [canPrevious, setCanPrevious] = useState(false);
  const [canNext, setCanNext] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const viewportId = useId();

  useEffect(() => {
    if (!api) return;
    const sync = () => {
      setCanPrevious(api.canScrollPrev());
      setCanNext(api.canScrollNext());
    };
    // New slides or a new width band change what is in view: the last announcement is stale.
    const reset = () => {
      sync();
      setAnnouncement('');
    };
    sync();
    api.on('select', sync).on('reInit', reset);
    return () => {
      api.off('select', sync).off('reInit', reset);
    };
  }, [api]);

  const move = useCallback(
    (direction: 'previous' | 'next', fromKeyboard: boolean) => {
      if (!api) return;
      const before = api.selectedScrollSnap();
      if (direction === 'next') api.scrollNext();
      else api.scrollPrev();
      const after = api.selectedScrollSnap();
      if (after === before) return;
      const slideNodes = api.slideNodes();
      const range = visibleRange(after, api.scrollSnapList().length, slideNodes.length, measuredPerView(api));
      setAnnouncement(rangeAnnouncement(range, slideNodes.length));
      if (!fromKeyboard) return;
      // Arrows pressed inside a slide that is now out of view: focus follows to the first
      // slide in view, or it would sit on something nobody can see.
      const active = document.activeElement;
      const focusedSlide = slideNodes.findIndex((node) => node.contains(active));
      if (focusedSlide >= 0 && (focusedSlide < range.first || focusedSlide > range.last)) {
        slideNodes[range.first]?.focus({ preventScroll: true });
      }
    },
    [api],
  );

  const onArrowKey = (event: KeyboardEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (isTextEntry(event.target)) return;
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    move(event.key === 'ArrowRight' ? 'next' : 'previous', true);
  };

  const bands = perViewBands(slidesPerView);
  const rootProps = {
    ...rest,
    className: [rootClass({ gap }), className].filter(Boolean).join(' '),
    style: {
      ...assignInlineVars({
        [styles.perViewBase]: String(bands[0]),
        [styles.perViewTablet]: String(bands[1]),
        [styles.perViewDesktop]: String(bands[2]),
      }),
      ...style,
    },
  };

  if (count === 0) {
    if (empty === undefined || empty === null) return null;
    return (
      <section aria-label={label} data-state="empty" {...rootProps}>
        {header ? <div className={styles.header}>{header}</div> : null}
        {empty}
      </section>
    );
  }

  return (
    <section aria-roledescription="carousel" aria-label={label} data-state="ready" {...rootProps}>
      <div className={styles.header}>
        {header ? <div className={styles.headerContent}>{header}</div> : null}
        {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- arrow keys pressed on the two buttons inside, delegated */}
        <div className={styles.controls} onKeyDown={onArrowKey}>
          <CarouselControl
            direction="previous"
            label={previousLabel}
            controls={viewportId}
            disabled={!canPrevious}
            onClick={() => move('previous', false)}
          />
          <CarouselControl
            direction="next"
            label={nextLabel}
            controls={viewportId}
            disabled={!canNext}
            onClick={() => move('next', false)}
          />
        </div>
      </div>
      <div className={styles.announcer} aria-live="polite" aria-atomic="true" data-part="announcer">
        {announcement}
      </div>
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- arrow keys pressed on the slides and their links, delegated */}
      <div ref={viewportRef} id={viewportId} className={styles.viewport} onKeyDown={onArrowKey} data-part="viewport">
        <div className={styles.container}>
          {slides.map((slide, index) => (
            <div
              // Children.toArray gives every element a key, built from the consumer's own.
              key={isValidElement(slide) ? slide.key : index}
              role="group"
              aria-roledescription="slide"
              aria-label={slidePositionLabel(index, count)}
              // Focusable by script only: where focus goes when the arrows move it out of view.
              tabIndex={-1}
              className={styles.slide}
              data-part="slide"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

export interface CarouselControlProps {
  direction: 'previous' | 'next';
  label: string;
  /** Id of the viewport the button moves. */
  controls?: string;
  disabled?: boolean;
  onClick?: () => void;
  /** Story matrices force hover, focus or press with `data-force-state`. */
  'data-force-state'?: string;
}

/**
 * A Previous or Next button. Exported for the state matrix; apps get it inside `Carousel`.
 * Disabled means `aria-disabled`: the button keeps focus when the end is reached under it.
 */
export function CarouselControl({
  direction,
  label,
  controls,
  disabled = false,
  onClick,
  ...rest
}: CarouselControlProps) {
  return (
    <button
      type="button"
      className={styles.control}
      aria-label={label}
      aria-controls={controls}
      aria-disabled={disabled}
      data-direction={direction}
      onClick={disabled ? undefined : onClick}
      {...rest}
    >
      <Icon name={direction === 'next' ? 'chevron-right' : 'chevron-left'} />
    </button>
  );
}
