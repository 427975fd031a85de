import { formatUsd, roundToCents } from '@showroom/domain';
import type { ReactNode } from 'react';
import type { CartView } from '../cart/cartView.ts';
import * as styles from './checkout.css.ts';

export interface OrderSummaryProps {
  readonly view: CartView;
  /** The shipping charge GET/PUT /api/profile?checkout=1 answered for this cart. */
  readonly shippingCharge: number;
  readonly children?: ReactNode;
}

export const FREE_DELIVERY = 'Free delivery';

const items = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/**
 * The order as the server prices it, on both checkout steps (a shopper sees what they pay for):
 * each vendor's lines (they ship apart), the subtotal, the
 * shipping charge (free per vendor from its free-delivery amount) and the total.
 */
export function OrderSummary({ view, shippingCharge, children }: OrderSummaryProps) {
  const total = roundToCents(view.subtotal + shippingCharge);
  const severalVendors = view.vendors.length > 1;
  return (
    <aside className={styles.summary} aria-labelledby="checkout-summary-title">
      <h2 className={styles.sectionTitle} id="checkout-summary-title">
        Order summary
      </h2>
      {view.vendors.map((vendor) => (
        <section
          key={vendor.vendorId}
          className={styles.vendorBlock}
          aria-labelledby={`checkout-vendor-${vendor.vendorId}`}
        >
          <h3 className={styles.vendorName} id={`checkout-vendor-${vendor.vendorId}`}>
            <span className={styles.vendorLabel}>Sold and shipped by </span>
            {vendor.vendorName}
          </h3>
          <ul className={styles.lines} aria-label={`Items from ${vendor.vendorName}`}>
            {vendor.lines.map(({ line, lineTotal }) => (
              <li key={line.id} className={styles.line}>
                <span className={styles.lineName}>
                  {line.product_name}
                  {line.size_label ? <span className={styles.muted}> · {line.size_label}</span> : null}
                  <span className={styles.muted}> × {line.qty}</span>
                </span>
                <span className={styles.money}>{formatUsd(lineTotal)}</span>
              </li>
            ))}
          </ul>
          {/* One vendor's subtotal and shipping are the order's: said once, in the totals below. */}
          {severalVendors ? (
            <p className={styles.line}>
              <span className={styles.muted}>Subtotal ({items(vendor.quantity)})</span>
              <span className={styles.money}>{formatUsd(vendor.subtotal)}</span>
            </p>
          ) : null}
          {severalVendors && vendor.shipping ? (
            <p className={styles.line}>
              <span className={styles.muted}>Shipping</span>
              {vendor.shipping.charge === 0 ? (
                <span className={`${styles.money} ${styles.free}`}>{FREE_DELIVERY}</span>
              ) : (
                <span className={styles.money}>{formatUsd(vendor.shipping.charge)}</span>
              )}
            </p>
          ) : null}
        </section>
      ))}
      <dl className={styles.totals}>
        <div className={styles.totalRow}>
          <dt>Subtotal ({items(view.quantity)})</dt>
          <dd className={styles.money}>{formatUsd(view.subtotal)}</dd>
        </div>
        <div className={styles.totalRow}>
          <dt>Shipping</dt>
          <dd className={styles.money}>{shippingCharge === 0 ? FREE_DELIVERY : formatUsd(shippingCharge)}</dd>
        </div>
        <div className={`${styles.totalRow} ${styles.grandTotal}`}>
          <dt>Order total</dt>
          <dd className={styles.money}>{formatUsd(total)}</dd>
        </div>
      </dl>
      <p className={styles.note}>We ship within the United States only. All prices are in U.S. dollars.</p>
      {children}
    </aside>
  );
}
