import { useState } from 'react';
import * as styles from './ProductPage.css.ts';

/**
 * The product's pictures: the chosen one large, the others as thumbnails (buttons) when there
 * are several. A picture that fails to load shows the product's name in its place.
 */
export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
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
      {images.length > 1 ? (
        <ul className={styles.thumbnails} aria-label="Pictures">
          {images.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-label={`Show picture ${index + 1} of ${images.length}`}
                aria-pressed={index === chosen}
                onClick={() => setChosen(index)}
              >
                <img src={src} alt="" width={80} height={60} loading="lazy" onError={() => markFailed(src)} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
