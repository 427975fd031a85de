import type { ComponentPropsWithRef } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { formatUsd, pricePerSquareFoot, uomLabel } from '@showroom/domain';
import * as styles from './Price.css.ts';

export const priceSizes = ['sm', 'md', 'lg'] as const;
export type PriceSize = (typeof priceSizes)[number];

export interface PriceProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** The amount in U.S. dollars. */
  amount: number;
  /** The product's unit of measure; 'Piece' when missing (SPEC §3). */
  uom?: string | null;
  /** The category's unit; 'Box' adds the price per square foot. */
  unit?: string | null;
  /** Square feet in one box (the size set's box_sqft). */
  boxSqft?: number | null;
  /** Hides the '/ Piece' part, e.g. in a cart total. */
  hideUom?: boolean;
  size?: PriceSize;
}

/**
 * A product price: '$45.00 / Box', and for Box units '$2.25 / sq ft' under it. Amounts are
 * USD with two decimals; 'per' is read out where the slash is shown.
 */
export function Price({ amount, uom, unit, boxSqft, hideUom = false, size = 'md', className, ...rest }: PriceProps) {
  const perSquareFoot = pricePerSquareFoot(amount, unit, boxSqft);
  return (
    <span
      className={[styles.root, styles.size[size], className].filter(Boolean).join(' ')}
      data-size={size}
      data-negative={amount < 0 ? '' : undefined}
      {...rest}
    >
      <span className={styles.line}>
        <span className={[styles.amount, amount < 0 ? styles.negative : ''].join(' ')} data-part="amount">
          {formatUsd(amount)}
        </span>
        {hideUom ? null : ' '}
        {hideUom ? null : (
          <span className={styles.unit} data-part="uom">
            <span aria-hidden="true">/ </span>
            <VisuallyHidden>per </VisuallyHidden>
            {uomLabel(uom)}
          </span>
        )}
      </span>
      {perSquareFoot === null ? null : ' '}
      {perSquareFoot === null ? null : (
        <span className={[styles.perSquareFoot, styles.secondarySize[size]].join(' ')} data-part="per-sqft">
          {formatUsd(perSquareFoot)}
          <span aria-hidden="true"> / sq ft</span>
          <VisuallyHidden> per square foot</VisuallyHidden>
        </span>
      )}
    </span>
  );
}
