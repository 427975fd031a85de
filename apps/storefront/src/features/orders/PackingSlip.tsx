import type { OrderItemDetail, OrderSummary } from '@showroom/api';
import { formatShopDate } from '@showroom/machines';
import { createPortal } from 'react-dom';
import { addressLines, customerPhone, fulfilmentTexts, sizeText, type Shipment } from './fulfilmentText.ts';
import * as styles from './packingSlip.css.ts';

export interface PackingSlipProps {
  readonly order: Pick<OrderSummary, 'order_number' | 'created_at'>;
  /** The items the viewer ships: a vendor's own, every item for Admin. */
  readonly items: readonly OrderItemDetail[];
  readonly shipment: Shipment;
}

/**
 * Issue 35: the packing slip that goes in the box: the order's number and date (§9 MM.DD.YYYY),
 * where it goes, whom to ask, and each item's name, SKU, size and quantity. Plain black on white
 * in the page's own type, for any printer.
 */
export function PackingSlip({ order, items, shipment }: PackingSlipProps) {
  const [street, city] = addressLines(shipment.ship_to);
  const { customer } = shipment;
  return (
    <article className={styles.slip} aria-label={`${fulfilmentTexts.slipTitle} for order ${order.order_number}`}>
      <header className={styles.header}>
        <h2 className={styles.title}>{fulfilmentTexts.slipTitle}</h2>
        <dl className={styles.orderFacts}>
          <div>
            <dt>Order</dt>
            <dd>{order.order_number}</dd>
          </div>
          <div>
            <dt>Date</dt>
            <dd>{formatShopDate(order.created_at)}</dd>
          </div>
        </dl>
      </header>
      <div className={styles.parties}>
        <section>
          <h3 className={styles.partyHeading}>{fulfilmentTexts.shipTo}</h3>
          <address className={styles.address}>
            {customer.name}
            <br />
            {street}
            <br />
            {city}
          </address>
        </section>
        <section>
          <h3 className={styles.partyHeading}>{fulfilmentTexts.customer}</h3>
          <p className={styles.contact}>
            {customer.name}
            {customer.email ? (
              <>
                <br />
                {customer.email}
              </>
            ) : null}
            {customer.phone_number ? (
              <>
                <br />
                {customerPhone(customer)}
              </>
            ) : null}
          </p>
        </section>
      </div>
      <table className={styles.items}>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">{fulfilmentTexts.sku}</th>
            <th scope="col">{fulfilmentTexts.size}</th>
            <th scope="col" className={styles.qty}>
              Qty
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td>{item.product_name}</td>
              <td className={styles.code}>{item.fulfilment?.sku ?? fulfilmentTexts.unknown}</td>
              <td>{(item.fulfilment && sizeText(item.fulfilment)) ?? fulfilmentTexts.unknown}</td>
              <td className={styles.qty}>{item.qty}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}

/**
 * The slip for `window.print()`: out of sight on screen, and on paper the only thing printed
 * (packingSlip.css.ts hides the rest of the page while this is in it). Put straight into the
 * body, outside the app and the dialog, so no scrolling box or fixed position cuts it.
 */
export function PrintedPackingSlip(props: PackingSlipProps) {
  return createPortal(
    <div className={styles.printRoot} data-testid="packing-slip-print">
      <PackingSlip {...props} />
    </div>,
    document.body,
  );
}
