import { formatUsd, roundToCents, uomLabel } from '@showroom/domain';
import { MAX_CART_LINE_QUANTITY, type Product } from '@showroom/api';
import { cartShowroomOf } from '@showroom/api/client';
import { Badge, Button, Field, Price, QuantityBox } from '@showroom/ui';
import { useState } from 'react';
import { useCartActions } from '../../features/cart/cartActions.ts';
import { formatSqft } from '../../features/product/ProductCard.tsx';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import { messageOf } from '../../state/loadable.ts';
import { CoverageCalculator } from './CoverageCalculator.tsx';
import { EnterCartShowroom } from './EnterCartShowroom.tsx';
import * as styles from './ProductPage.css.ts';

type Adding =
  | { readonly kind: 'idle' }
  | { readonly kind: 'adding'; readonly quantity: number }
  | { readonly kind: 'added'; readonly quantity: number }
  /** `cartShowroom`: the add was refused because the cart is priced in that showroom. */
  | { readonly kind: 'failed'; readonly message: string; readonly cartShowroom: string | null };

export interface ProductPurchaseProps {
  readonly product: Product;
  /** The showroom the page priced the product in: the add is made there (the price charged is the one shown). */
  readonly showroom: string | null;
  /** Stories start the calculator filled in. */
  readonly calculatorArea?: string;
}

/**
 * Price (USD, two decimals, per unit; §9 price per square foot for boxes), the item's sizes,
 * the chosen size set, the quantity box (§5: minus disabled at the product's minimum unit, digits
 * only, starts at the minimum) and Add to cart, with the coverage calculator for box products.
 */
export function ProductPurchase({ product, showroom, calculatorArea }: ProductPurchaseProps) {
  const cart = useCartActions();
  const [sizeId, setSizeId] = useState(product.sizes[0]?.id ?? null);
  const size = product.sizes.find((candidate) => candidate.id === sizeId) ?? product.sizes[0] ?? null;
  const price = size?.price ?? product.price;
  const boxSqft = size?.box_sqft ?? product.box_sqft;
  const isBox = product.uom === 'Box' && boxSqft !== null;
  const unit = uomLabel(product.uom);
  // The cart refuses less than the product's minimum: the box and the calculator never go below it.
  const minimum = product.min_qty;
  const [quantity, setQuantity] = useState(minimum);
  const [adding, setAdding] = useState<Adding>({ kind: 'idle' });

  const add = (count: number) => {
    if (adding.kind === 'adding') return;
    setAdding({ kind: 'adding', quantity: count });
    cart.add({ id: product.id, sizeId: size?.id ?? null }, count, { showroom }).then(
      () => setAdding({ kind: 'added', quantity: count }),
      (error: unknown) =>
        setAdding({
          kind: 'failed',
          message: messageOf(error, 'Please try again.'),
          cartShowroom: cartShowroomOf(error),
        }),
    );
  };
  const canAdd = product.in_stock;

  return (
    <div className={styles.purchase}>
      <div className={styles.priceBlock}>
        <Price amount={price} uom={product.uom} unit={product.uom} boxSqft={boxSqft} size="lg" />
        {isBox ? <p className={styles.boxCoverage}>Each box covers {formatSqft(boxSqft)} sq ft</p> : null}
        <Badge tone={product.in_stock ? 'success' : 'warning'}>{product.in_stock ? 'In stock' : 'Out of stock'}</Badge>
      </div>

      <ItemSizes product={product} />

      {product.sizes.length > 1 ? (
        <fieldset className={styles.sizeSets}>
          <legend className={styles.detailsTitle}>Size</legend>
          {product.sizes.map((candidate) => (
            <label key={candidate.id} className={styles.sizeOption}>
              <input
                type="radio"
                name="size"
                value={candidate.id}
                checked={candidate.id === size?.id}
                onChange={() => setSizeId(candidate.id)}
              />
              <span>{candidate.label}</span>
              <span className={styles.sizePrice}>{formatUsd(candidate.price)}</span>
            </label>
          ))}
        </fieldset>
      ) : null}

      <div className={styles.buy}>
        <Field label={`Quantity (${unit === 'Box' ? 'boxes' : unit === 'Piece' ? 'pieces' : unit})`}>
          <QuantityBox
            min={minimum}
            max={MAX_CART_LINE_QUANTITY}
            value={quantity}
            onValueChange={setQuantity}
            decreaseLabel="One fewer"
            increaseLabel="One more"
          />
        </Field>
        <p className={styles.lineTotal}>
          Total <strong>{formatUsd(roundToCents(price * quantity))}</strong>
        </p>
        <Button
          size="lg"
          className={styles.addButton}
          disabled={!canAdd}
          loading={adding.kind === 'adding' && adding.quantity === quantity}
          onClick={() => add(quantity)}
        >
          Add to cart
        </Button>
        {canAdd ? null : <p className={styles.note}>This product is out of stock; it cannot be added to a cart now.</p>}
        <AddingMessage adding={adding} unit={unit} />
        {adding.kind === 'failed' && adding.cartShowroom ? (
          <EnterCartShowroom showroom={adding.cartShowroom} product={product} />
        ) : null}
      </div>

      {isBox ? (
        <CoverageCalculator
          boxSqft={boxSqft}
          pricePerBox={price}
          minimumBoxes={minimum}
          onUse={setQuantity}
          onAdd={
            canAdd
              ? (boxes) => {
                  setQuantity(boxes);
                  add(boxes);
                }
              : null
          }
          adding={adding.kind === 'adding'}
          {...(calculatorArea === undefined ? {} : { initialArea: calculatorArea })}
        />
      ) : null}
    </div>
  );
}

function AddingMessage({ adding, unit }: { adding: Adding; unit: string }) {
  return (
    <div className={styles.addingMessage} role="status">
      {adding.kind === 'added' ? (
        <p className={styles.added}>
          Added {adding.quantity} {plural(unit, adding.quantity)} to your cart.{' '}
          <PrefetchLink to="/cart" className={styles.inlineLink}>
            View cart
          </PrefetchLink>
        </p>
      ) : null}
      {adding.kind === 'failed' ? <p className={styles.failed}>Not added to your cart: {adding.message}</p> : null}
    </div>
  );
}

function plural(unit: string, count: number): string {
  const word = unit.toLowerCase();
  if (count === 1) return word;
  return word.endsWith('x') ? `${word}es` : `${word}s`;
}

/** §3 item size display: width, height, length and pattern, where the product has them. */
function ItemSizes({ product }: { product: Product }) {
  const size = product.size;
  const rows = size
    ? (
        [
          ['Width', size.width_size],
          ['Height', size.height_size],
          ['Length', size.length_size],
          ['Pattern', size.pattern],
        ] as const
      ).flatMap(([label, value]) => (value !== null && value.trim() !== '' ? [[label, value] as const] : []))
    : [];
  if (rows.length === 0) return null;
  return (
    <section className={styles.details} aria-labelledby="item-sizes">
      <h2 id="item-sizes" className={styles.detailsTitle}>
        Sizes
      </h2>
      <dl className={styles.sizeList}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.sizeRow}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
