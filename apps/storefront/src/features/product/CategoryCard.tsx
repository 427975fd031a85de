import { Skeleton, SkeletonGroup } from '@showroom/ui';
import { useState, type ReactNode } from 'react';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import * as styles from './CategoryCard.css.ts';

export interface CategoryCardProps {
  readonly name: string;
  readonly href: string;
  /** The category's picture; null while the tree loads or when it has none. */
  readonly image: string | null;
  /** 'Tile Flooring' has 4 categories: a line under the name. */
  readonly detail?: string;
  readonly onIntent?: () => void;
}

/** A category as a card with its picture; the name is the link, stretched over the card. */
export function CategoryCard({ name, href, image, detail, onIntent }: CategoryCardProps) {
  const [failed, setFailed] = useState(false);
  return (
    <article className={styles.card}>
      {image && !failed ? (
        <img
          className={styles.image}
          src={image}
          alt=""
          loading="lazy"
          width={320}
          height={200}
          onError={() => setFailed(true)}
        />
      ) : (
        <span className={`${styles.image} ${styles.placeholder}`} aria-hidden="true">
          {name.charAt(0)}
        </span>
      )}
      <h2 className={styles.name}>
        <PrefetchLink
          className={styles.link}
          to={href}
          {...(onIntent ? { onPointerEnter: onIntent, onFocus: onIntent, onTouchStart: onIntent } : {})}
        >
          {name}
        </PrefetchLink>
      </h2>
      {detail ? <p className={styles.detail}>{detail}</p> : null}
    </article>
  );
}

export function CategoryGridSkeleton({ label, count = 6 }: { label: string; count?: number }) {
  return (
    <SkeletonGroup label={label} className={styles.grid}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.card}>
          <Skeleton className={styles.image} />
          <Skeleton variant="text" width="60%" />
        </div>
      ))}
    </SkeletonGroup>
  );
}

/** Category cards in a responsive grid: as many columns as fit, two on a phone. */
export function CategoryGrid({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {children}
    </ul>
  );
}
