import { formatUsd } from '@showroom/domain';
import { Button, Icon, QuantityBox } from '@showroom/ui';
import { CartLineDetails, CartLinePicture } from './CartLineParts.tsx';
import type { CartLineView } from './cartView.ts';
import * as styles from './CartLineRow.css.ts';

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
  const quantityId = `cart-line-${line.id}-quantity`;
  return (
    <li className={styles.row} data-line-id={line.id} data-saving={saving ? '' : undefined}>
      <CartLinePicture line={line} />
      <CartLineDetails line={line} showroom={showroom} heading="h3" />
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
