import { type ComponentPropsWithRef, useState } from 'react';
import { preload } from 'react-dom';
import * as styles from './Picture.css.ts';

/**
 * One picture in several formats and widths, as `@showroom/api`'s `Picture` describes it (the
 * shape is repeated here so the design system depends on no API package).
 */
export interface PictureSet {
  /** What the picture shows, for people who cannot see it. */
  readonly alt: string;
  /** The picture's natural size (its largest variant): sets the box before it loads. */
  readonly width: number;
  readonly height: number;
  /** A CSS colour for the box while the picture loads (its average colour). */
  readonly placeholder: string;
  /** The variant for browsers that take no `<source>` (a JPEG). */
  readonly src: string;
  /** One `<source>` per format, best first: `type` a MIME type, `srcset` with `w` descriptors. */
  readonly sources: readonly { readonly type: string; readonly srcset: string }[];
}

export const pictureFits = ['cover', 'contain'] as const;
export type PictureFit = (typeof pictureFits)[number];

export interface PictureProps extends Omit<
  ComponentPropsWithRef<'img'>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'alt' | 'loading' | 'fetchPriority'
> {
  readonly picture: PictureSet;
  /**
   * How wide the picture is drawn at each viewport width (the `sizes` attribute), so the browser
   * fetches the smallest variant that is sharp there: e.g. `(max-width: 40rem) 50vw, 16rem`.
   */
  readonly sizes: string;
  /** Overrides the picture's own alt text; `''` when the picture only decorates (a link names it). */
  readonly alt?: string;
  /**
   * The page's largest picture, above the fold: preloaded from the document's head and fetched
   * at once, ahead of others (`fetchpriority="high"`). Every other picture waits until it nears
   * the viewport.
   */
  readonly priority?: boolean;
  /** How the picture fills a box of another shape: cropped (`cover`, default) or whole (`contain`). */
  readonly fit?: PictureFit;
}

/** What a picture that failed shows over its placeholder colour: nothing, at its own size. */
const emptyOfSize = (width: number, height: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"/>`)}`;

/**
 * A responsive picture: AVIF, WebP and JPEG at several widths in a `<picture>`, the browser
 * choosing by support and by `sizes`; width and height set so the page never moves when it
 * arrives; its placeholder colour meanwhile; lazy unless it is the page's `priority` picture.
 * If it fails, the box stays in its placeholder colour, without the browser's broken-image icon
 * (the alt text stays for screen readers; `onError` is still called).
 */
export function Picture({
  picture,
  sizes,
  alt,
  priority = false,
  fit = 'cover',
  className,
  style,
  onError,
  ...rest
}: PictureProps) {
  // The address that failed: another picture in the same place is tried afresh.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === picture.src;
  // The page's main picture is fetched from the document's head, before the markup is parsed
  // (a server render puts the link there; React preloads no image inside a <picture> by itself).
  // The best format's srcset, with its type: a browser that cannot show it skips the preload.
  const best = picture.sources[0];
  if (priority && best && !failed) {
    preload(picture.src, {
      as: 'image',
      imageSrcSet: best.srcset,
      imageSizes: sizes,
      type: best.type,
      fetchPriority: 'high',
    });
  }
  return (
    <picture className={styles.picture}>
      {failed
        ? null
        : picture.sources.map((source) => (
            <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
          ))}
      <img
        {...rest}
        className={className ? `${styles.fit[fit]} ${className}` : styles.fit[fit]}
        style={{ backgroundColor: picture.placeholder, ...style }}
        src={failed ? emptyOfSize(picture.width, picture.height) : picture.src}
        data-state={failed ? 'failed' : undefined}
        onError={(event) => {
          if (failed) return;
          setFailedSrc(picture.src);
          onError?.(event);
        }}
        alt={alt ?? picture.alt}
        width={picture.width}
        height={picture.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </picture>
  );
}
