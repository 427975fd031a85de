import type { ProductSummary } from '@showroom/api';
import { Skeleton, SkeletonGroup } from '@showroom/ui';
import { ProductCard } from './ProductCard.tsx';
import * as styles from './ProductCard.css.ts';

export interface ProductGridProps {
  readonly products: readonly ProductSummary[];
  readonly showroom: string | null;
  readonly headingLevel?: 2 | 3;
  /** How many leading cards load their pictures at once (those above the fold). */
  readonly eagerCount?: number;
  readonly label?: string;
}

/** Product cards in a responsive grid: as many columns as fit, two on a phone. */
export function ProductGrid({ products, showroom, headingLevel = 3, eagerCount = 0, label }: ProductGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} showroom={showroom} headingLevel={headingLevel} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}

/** The grid's shape while its products load, with a polite label for screen readers. */
export function ProductGridSkeleton({ label, count = 4 }: { label: string; count?: number }) {
  return (
    <SkeletonGroup label={label} className={styles.grid}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.skeleton}>
          <Skeleton className={styles.image} />
          <Skeleton variant="text" width="40%" />
          <Skeleton variant="text" lines={2} />
          <Skeleton variant="text" width="5rem" />
        </div>
      ))}
    </SkeletonGroup>
  );
}
