import type { Picture as PictureRecord } from '@showroom/api';
import { Picture, Skeleton, SkeletonGroup } from '@showroom/ui';
import { useState, type ReactNode } from 'react';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import * as styles from './CategoryCard.css.ts';

export interface CategoryCardProps {
  readonly name: string;
  readonly href: string;
  /** The category's picture by address; null while the tree loads or when it has none. */
  readonly image: string | null;
  /** The category's picture in several formats and widths (a product it holds), when the server makes them. */
  readonly picture?: PictureRecord | null | undefined;
  /** 'Tile Flooring' has 4 categories: a line under the name. */
  readonly detail?: string;
  readonly onIntent?: () => void;
}

/** A phone's two columns, else grid columns of 14rem and up. */
const categoryPictureSizes = '(max-width: 768px) 46vw, 20rem';

/** A category as a card with its picture; the name is the link, stretched over the card. */
export function CategoryCard({ name, href, image, picture, detail, onIntent }: CategoryCardProps) {
  const [failed, setFailed] = useState(false);
  return (
    <article className={styles.card}>
      {picture ? (
        <Picture className={styles.image} picture={picture} sizes={categoryPictureSizes} alt="" />
      ) : image && !failed ? (
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
