import { cva } from 'class-variance-authority';
import { useEffect, useState, type ComponentPropsWithRef, type CSSProperties } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './Skeleton.css.ts';

export const skeletonVariants = ['block', 'text', 'circle'] as const;
export const skeletonRadii = ['sm', 'md', 'full'] as const;
export type SkeletonVariant = (typeof skeletonVariants)[number];
export type SkeletonRadius = (typeof skeletonRadii)[number];

const shapeClass = cva(styles.shape, { variants: { variant: styles.variant, radius: styles.radius } });

const defaultRadius: Record<SkeletonVariant, SkeletonRadius> = { block: 'md', text: 'sm', circle: 'full' };

/** A CSS length; numbers are pixels. */
export type SkeletonLength = string | number;

export interface SkeletonProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** `block` (an image, a button), `text` (lines of text in the current font size), `circle` (an avatar). */
  variant?: SkeletonVariant;
  /** Defaults to the full width of the container (`circle`: 2.5rem). */
  width?: SkeletonLength;
  /** Defaults to 1rem (`text`: one line of the current font; `circle`: its width). */
  height?: SkeletonLength;
  /** Corner rounding; defaults to `md` for blocks and `sm` for text. Circles are always round. */
  radius?: SkeletonRadius;
  /** `text` only: how many lines to draw; the last one is shorter. */
  lines?: number;
}

const length = (value: SkeletonLength | undefined) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A grey placeholder in the shape of content that is still loading. Decorative: hidden from
 * assistive technology, so wrap a loading region in `SkeletonGroup`, which says what loads.
 * It pulses gently, and stands still under reduced motion.
 */
export function Skeleton({
  variant = 'block',
  width,
  height,
  radius = defaultRadius[variant],
  lines = 1,
  className,
  style,
  ...rest
}: SkeletonProps) {
  const shapeRadius = variant === 'circle' ? 'full' : radius;
  const classes = [shapeClass({ variant, radius: shapeRadius }), className].filter(Boolean).join(' ');
  const size: CSSProperties = {
    width: length(width ?? (variant === 'circle' ? height : undefined)),
    height: length(height ?? (variant === 'circle' ? width : undefined)),
  };
  const data = { 'data-variant': variant, 'data-radius': shapeRadius, 'aria-hidden': true as const };

  if (variant !== 'text') {
    return <span className={classes} style={{ ...size, ...style }} {...data} {...rest} />;
  }
  const count = Math.max(1, Math.floor(lines));
  return (
    <span
      className={[styles.lines, className].filter(Boolean).join(' ')}
      style={{ width: size.width, ...style }}
      data-lines={count}
      {...data}
      {...rest}
    >
      {Array.from({ length: count }, (_, index) => (
        <span
          key={index}
          className={[shapeClass({ variant, radius: shapeRadius }), count > 1 && index === count - 1 && styles.lastLine]
            .filter(Boolean)
            .join(' ')}
          style={{ height: size.height }}
          data-part="line"
        />
      ))}
    </span>
  );
}

export interface SkeletonGroupProps extends ComponentPropsWithRef<'div'> {
  /** What is loading, read out by screen readers: 'Loading menu…'. Never shown. */
  label: string;
}

/** How long loading must last before it is announced; a flash of skeletons is not worth a word. */
const announceDelay = 200;

/**
 * The loading region around skeletons: the region is marked `aria-busy`, and a polite status
 * beside it names what loads. Replace it with the content when the data arrives. It adds no
 * layout of its own (the status is visually hidden and out of the flow).
 */
export function SkeletonGroup({ label, children, ...rest }: SkeletonGroupProps) {
  // The status is inserted empty and filled a moment later: screen readers announce a live
  // region when its content changes, and many ignore one inserted already filled. It sits
  // outside the busy region, whose changes screen readers may hold back until it is done.
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(label), announceDelay);
    return () => clearTimeout(timer);
  }, [label]);
  return (
    <>
      <VisuallyHidden role="status">{announced}</VisuallyHidden>
      <div aria-busy="true" data-state="loading" {...rest}>
        {children}
      </div>
    </>
  );
}
