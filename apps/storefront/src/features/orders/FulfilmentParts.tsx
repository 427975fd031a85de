import type { OrderItemFulfilment } from '@showroom/api';
import { Button } from '@showroom/ui';
import { useId } from 'react';
import { addressLines, customerPhone, fulfilmentTexts, phoneHref, sizeText, type Shipment } from './fulfilmentText.ts';
import * as styles from './fulfilment.css.ts';

/** An item's SKU and size as `dl` entries, for the card's list of facts or the name cell's own. */
export function ItemFactEntries({ fulfilment }: { fulfilment: OrderItemFulfilment }) {
  return (
    <>
      <div>
        <dt>{fulfilmentTexts.sku}</dt>
        <dd className={styles.code}>{fulfilment.sku ?? fulfilmentTexts.unknown}</dd>
      </div>
      <div>
        <dt>{fulfilmentTexts.size}</dt>
        <dd>{sizeText(fulfilment) ?? fulfilmentTexts.unknown}</dd>
      </div>
    </>
  );
}

/** The table's Name cell for one who ships: the product's name with its SKU and size under it. */
export function NameWithFacts({
  name,
  fulfilment,
}: {
  name: string;
  fulfilment: OrderItemFulfilment | null | undefined;
}) {
  if (!fulfilment) return <>{name}</>;
  return (
    <div className={styles.nameCell}>
      <span>{name}</span>
      <dl className={styles.itemFacts}>
        <ItemFactEntries fulfilment={fulfilment} />
      </dl>
    </div>
  );
}

/**
 * Where the order goes and whom to ask, once above the items (every item of an order ships to
 * the order's one address), with the packing slip's print button beside it.
 */
export function ShipmentPanel({ shipment, onPrint }: { shipment: Shipment; onPrint: () => void }) {
  const headingId = useId();
  const [street, city] = addressLines(shipment.ship_to);
  const { customer } = shipment;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.panelHeading}>
        Shipping
      </h3>
      <dl className={styles.panelFacts}>
        <div>
          <dt>{fulfilmentTexts.shipTo}</dt>
          <dd>
            <address className={styles.address}>
              {customer.name}
              <br />
              {street}
              <br />
              {city}
            </address>
          </dd>
        </div>
        <div>
          <dt>{fulfilmentTexts.customer}</dt>
          <dd className={styles.contact}>
            <span>{customer.name}</span>
            {customer.email ? (
              <a className={styles.link} href={`mailto:${customer.email}`}>
                {customer.email}
              </a>
            ) : null}
            {customer.phone_number ? (
              <a className={styles.link} href={phoneHref(customer)}>
                {customerPhone(customer)}
              </a>
            ) : null}
          </dd>
        </div>
      </dl>
      <div className={styles.panelActions}>
        <Button size="sm" variant="outline" onClick={onPrint}>
          {fulfilmentTexts.printSlip}
        </Button>
      </div>
    </section>
  );
}
