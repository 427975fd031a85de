import type { Picture as PictureRecord } from '@showroom/api';
import { Picture } from '@showroom/ui';
import { type ReactNode, useState } from 'react';
import * as styles from './ProductPage.css.ts';

/** The gallery's column: the whole width on a phone, half the page's content beside the details. */
const mainSizes = '(max-width: 768px) 100vw, 36rem';
/** The close-up first (the gallery's 4:3 box is its shape), then the room, then the swatch. */
const viewOrder: Readonly<Record<PictureRecord['view'], number>> = { closeup: 0, room: 1, swatch: 2 };

export interface ProductGalleryProps {
  /** The product's pictures in several formats and widths, when the server makes them. */
  readonly pictures?: readonly PictureRecord[] | undefined;
  /** Single pictures by address: for servers without `pictures`. */
  readonly images: readonly string[];
  readonly name: string;
}

/**
 * The product's pictures: the chosen one large, the others as thumbnails (buttons) when there
 * are several. The first is the page's main picture, preloaded and fetched ahead of the rest.
 */
export function ProductGallery({ pictures, images, name }: ProductGalleryProps) {
  if (pictures && pictures.length > 0) {
    const ordered = [...pictures].sort((a, b) => viewOrder[a.view] - viewOrder[b.view]);
    return <PictureGallery pictures={ordered} />;
  }
  return <ImageGallery images={images} name={name} />;
}

function PictureGallery({ pictures }: { pictures: readonly PictureRecord[] }) {
  const [chosen, setChosen] = useState(0);
  const current = pictures[Math.min(chosen, pictures.length - 1)];
  return (
    <div className={styles.gallery}>
      {current ? (
        <Picture
          // A new picture in the box is a new element: the last one's failure does not carry over.
          key={current.src}
          className={styles.mainImage}
          picture={current}
          sizes={mainSizes}
          priority={chosen === 0}
        />
      ) : null}
      <Thumbnails
        count={pictures.length}
        chosen={chosen}
        onChoose={setChosen}
        render={(index) => {
          const picture = pictures[index];
          return picture ? <Picture className={styles.thumbnailImage} picture={picture} sizes="80px" alt="" /> : null;
        }}
        label={(index) => `Show picture ${index + 1} of ${pictures.length}: ${pictures[index]?.alt ?? ''}`}
      />
    </div>
  );
}

/** A picture that fails to load shows the product's name in its place. */
function ImageGallery({ images, name }: { images: readonly string[]; name: string }) {
  const [chosen, setChosen] = useState(0);
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const current = images[Math.min(chosen, images.length - 1)] ?? '';
  const markFailed = (src: string) => setFailed((before) => new Set(before).add(src));
  return (
    <div className={styles.gallery}>
      {failed.has(current) ? (
        <div className={`${styles.mainImage} ${styles.imageFallback}`} role="img" aria-label={name}>
          {name}
        </div>
      ) : (
        <img
          className={styles.mainImage}
          src={current}
          alt={images.length > 1 ? `${name}, picture ${chosen + 1} of ${images.length}` : name}
          width={640}
          height={480}
          onError={() => markFailed(current)}
        />
      )}
      <Thumbnails
        count={images.length}
        chosen={chosen}
        onChoose={setChosen}
        render={(index) => {
          const src = images[index] ?? '';
          return (
            <img
              className={styles.thumbnailImage}
              src={src}
              alt=""
              width={80}
              height={60}
              loading="lazy"
              onError={() => markFailed(src)}
            />
          );
        }}
        label={(index) => `Show picture ${index + 1} of ${images.length}`}
      />
    </div>
  );
}

interface ThumbnailsProps {
  readonly count: number;
  readonly chosen: number;
  readonly onChoose: (index: number) => void;
  readonly render: (index: number) => ReactNode;
  readonly label: (index: number) => string;
}

/** One button per picture when there are several; the chosen one is pressed. */
function Thumbnails({ count, chosen, onChoose, render, label }: ThumbnailsProps) {
  if (count < 2) return null;
  return (
    <ul className={styles.thumbnails} aria-label="Pictures">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <button
            type="button"
            className={styles.thumbnail}
            aria-label={label(index)}
            aria-pressed={index === chosen}
            onClick={() => onChoose(index)}
          >
            {render(index)}
          </button>
        </li>
      ))}
    </ul>
  );
}
