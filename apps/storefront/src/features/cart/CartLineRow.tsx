import { formatUsd } from '@showroom/domain';
import { Button, Icon, Picture, Price, QuantityBox } from '@showroom/ui';
import { useState } from 'react';
import { productHref } from '../product/productLinks.ts';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import type { CartLineView } from './cartView.ts';
import * as styles from './CartLineRow.css.ts';

/** The line's picture column: 6rem, 5rem on a phone. */
const linePictureSizes = '(max-width: 768px) 5rem, 6rem';

export interface CartLineRowProps {
  readonly view: CartLineView;
  readonly showroom: string | null;
  onQuantityChange(lineId: number, quantity: number): void;
  onRemove(lineId: number, name: string): void;
}

/**
 * One cart line: picture, name (to the product), size, unit price, the quantity box (§5: minus
 * disabled at the minimum unit, digits only), remove, and the line total. A change shows at
 * once and says "Saving…" until the server has it.
 */
export function CartLineRow({ view, showroom, onQuantityChange, onRemove }: CartLineRowProps) {
  const { line, lineTotal, saving } = view;
  const [imageFailed, setImageFailed] = useState(false);
  const quantityId = `cart-line-${line.id}-quantity`;
  return (
    <li className={styles.row} data-line-id={line.id} data-saving={saving ? '' : undefined}>
      {line.picture ? (
        // The name is the link and names the product; the swatch adds nothing to read.
        <Picture className={styles.image} picture={line.picture} sizes={linePictureSizes} alt="" />
      ) : imageFailed ? (
        <span className={`${styles.image} ${styles.imageFallback}`} aria-hidden="true" />
      ) : (
        <img
          className={styles.image}
          src={line.image}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          onError={() => setImageFailed(true)}
        />
      )}
      <div className={styles.details}>
        <h3 className={styles.name}>
          <PrefetchLink className={styles.link} to={productHref({ hash: line.product_hash }, showroom)}>
            {line.product_name}
          </PrefetchLink>
        </h3>
        {line.size_label ? <p className={styles.meta}>Size: {line.size_label}</p> : null}
        <p className={styles.meta}>
          <span className={styles.label}>Unit price </span>
          <Price amount={line.price} uom={line.uom} unit={line.uom} boxSqft={line.box_sqft} size="sm" />
        </p>
        {line.in_stock ? null : <p className={styles.stock}>Out of stock: it ships when the vendor restocks.</p>}
      </div>
      <div className={styles.controls}>
        {/* The box's own name says which product; the visible word is for sighted shoppers. */}
        <label className={styles.quantityLabel} htmlFor={quantityId} aria-hidden="true">
          Qty
        </label>
        <QuantityBox
          id={quantityId}
          size="sm"
          aria-label={`Quantity of ${line.product_name}`}
          value={line.qty}
          min={line.min_qty}
          max={line.max_qty}
          onValueChange={(quantity) => onQuantityChange(line.id, quantity)}
          decreaseLabel={`Decrease quantity of ${line.product_name}`}
          increaseLabel={`Increase quantity of ${line.product_name}`}
        />
        <Button
          variant="ghost"
          size="sm"
          startIcon={<Icon name="trash" size="sm" />}
          onClick={() => onRemove(line.id, line.product_name)}
          aria-label={`Remove ${line.product_name}`}
        >
          Remove
        </Button>
      </div>
      <div className={styles.total}>
        <span className={styles.label}>Total </span>
        <span className={styles.amount}>{formatUsd(lineTotal)}</span>
        {saving ? (
          <span className={styles.saving} aria-hidden="true">
            Saving…
          </span>
        ) : null}
      </div>
    </li>
  );
}
