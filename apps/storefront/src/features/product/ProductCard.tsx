import { formatNumber } from '@showroom/domain';
import type { ProductSummary } from '@showroom/api';
import { Picture, Price } from '@showroom/ui';
import { useState } from 'react';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import { useServices } from '../../services/ServicesContext.tsx';
import { prefetchQuery, productQuery } from './catalogueQueries.ts';
import * as styles from './ProductCard.css.ts';
import { productHref } from './productLinks.ts';

export interface ProductCardProps {
  readonly product: ProductSummary;
  /** The showroom the product is seen in; its ID goes into the product's address. */
  readonly showroom: string | null;
  /** The card's heading level under the section it sits in. */
  readonly headingLevel?: 2 | 3;
  /** The first cards of a list are above the fold: their pictures load at once. */
  readonly eager?: boolean;
}

/**
 * A product in a list or a row: picture, brand, name (the link, stretched over the card),
 * the price per unit (§9 'Piece' by default) and, for Box units, the price per square foot
 * and what a box covers. Intent on the link starts the product's page and its data together.
 */
export function ProductCard({ product, showroom, headingLevel = 3, eager = false }: ProductCardProps) {
  const services = useServices();
  const [imageFailed, setImageFailed] = useState(false);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const prefetch = () => prefetchQuery(services, productQuery(product.hash, showroom));
  return (
    <article className={styles.card} data-uom={product.uom}>
      {product.picture ? (
        <Picture
          className={styles.image}
          picture={product.picture}
          sizes={cardPictureSizes}
          // The name below is the link and names the product; the swatch adds nothing to read.
          alt=""
          // The first row is what a phone shows first (a product list's largest paint): ahead of the rest.
          priority={eager}
        />
      ) : imageFailed ? (
        <span className={`${styles.image} ${styles.imageFallback}`} aria-hidden="true">
          {product.brand}
        </span>
      ) : (
        <img
          className={styles.image}
          src={product.image}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          // The first row is what a phone shows first (a product list's largest paint): ahead of the rest.
          fetchPriority={eager ? 'high' : 'auto'}
          width={320}
          height={320}
          onError={() => setImageFailed(true)}
        />
      )}
      <p className={styles.brand}>{product.brand}</p>
      <Heading className={styles.name}>
        <PrefetchLink
          className={styles.link}
          to={productHref(product, showroom)}
          onPointerEnter={prefetch}
          onFocus={prefetch}
          onTouchStart={prefetch}
        >
          {product.name}
        </PrefetchLink>
      </Heading>
      <Price amount={product.price} uom={product.uom} unit={product.uom} boxSqft={product.box_sqft} size="sm" />
      {product.uom === 'Box' && product.box_sqft !== null ? (
        <p className={styles.coverage}>Box covers {formatSqft(product.box_sqft)} sq ft</p>
      ) : null}
    </article>
  );
}

/**
 * How wide a card's picture is drawn: half a phone's width in its two columns (less padding),
 * else a grid column of 13rem and up (at most about 18rem on wide screens).
 */
export const cardPictureSizes = '(max-width: 768px) 46vw, 18rem';

/** Square feet as people write them: '12.5', '15', '1,200'. */
export function formatSqft(value: number): string {
  return formatNumber(value, 2);
}
