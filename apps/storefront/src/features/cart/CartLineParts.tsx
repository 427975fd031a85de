import type { ShoppingCartLine } from '@showroom/api';
import { Picture, Price } from '@showroom/ui';
import { useState, type ReactNode } from 'react';
import { productHref } from '../product/productLinks.ts';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import * as styles from './CartLineRow.css.ts';

/** The line's picture column: 6rem, 5rem on a phone. */
const linePictureSizes = '(max-width: 768px) 5rem, 6rem';

/**
 * A cart line's picture: the product's own, else its image, else a blank tile of the same size.
 * The name beside it is the link and names the product, so the picture adds nothing to read.
 */
export function CartLinePicture({ line }: { line: ShoppingCartLine }) {
  const [imageFailed, setImageFailed] = useState(false);
  if (line.picture) return <Picture className={styles.image} picture={line.picture} sizes={linePictureSizes} alt="" />;
  if (imageFailed) return <span className={`${styles.image} ${styles.imageFallback}`} aria-hidden="true" />;
  return (
    <img
      className={styles.image}
      src={line.image}
      alt=""
      width={96}
      height={96}
      loading="lazy"
      onError={() => setImageFailed(true)}
    />
  );
}

/**
 * A cart line's name (to the product, in the showroom), size, unit price and stock, as /cart and
 * a project's cart show them; `children` follow (a project line's refusal). `heading` is the
 * level the page's outline gives the line.
 */
export function CartLineDetails({
  line,
  showroom,
  heading: Heading,
  children,
}: {
  line: ShoppingCartLine;
  showroom: string | null;
  heading: 'h3' | 'h4';
  children?: ReactNode;
}) {
  return (
    <div className={styles.details}>
      <Heading className={styles.name}>
        <PrefetchLink className={styles.link} to={productHref({ hash: line.product_hash }, showroom)}>
          {line.product_name}
        </PrefetchLink>
      </Heading>
      {line.size_label ? <p className={styles.meta}>Size: {line.size_label}</p> : null}
      <p className={styles.meta}>
        <span className={styles.label}>Unit price </span>
        <Price amount={line.price} uom={line.uom} unit={line.uom} boxSqft={line.box_sqft} size="sm" />
      </p>
      {line.in_stock ? null : <p className={styles.stock}>Out of stock: it ships when the vendor restocks.</p>}
      {children}
    </div>
  );
}
