import { formatUsd, roundToCents, statusLabel } from '@showroom/domain';
import type { PlacedOrder } from '@showroom/api';
import {
  Button,
  CardBrandMark,
  Skeleton,
  SkeletonGroup,
  StateMessage,
  cardBrandLabels,
  toCardBrand,
} from '@showroom/ui';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useShowroomHome } from '../../features/checkout/CheckoutStates.tsx';
import { CheckoutSteps } from '../../features/checkout/CheckoutSteps.tsx';
import { SavedAddress } from '../../features/checkout/SavedAddress.tsx';
import * as styles from '../../features/checkout/checkout.css.ts';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import type { PageProps } from '../../routes/pageModules.ts';
import { checkoutServiceOf } from '../../services/checkoutService.ts';
import { useAppStore, useServices } from '../../services/ServicesContext.tsx';

export const thankYouTexts = {
  title: 'Thank you for your order',
  /** Without an order to show, the page does not thank anyone for one. */
  noOrderTitle: 'Order confirmation',
  notFoundTitle: 'We cannot show this order here',
  notFoundDescription:
    'The order confirmation is shown once, in the tab the order was placed from. If you placed an order, it is safe: you can find it in your account.',
  continueShopping: 'Continue shopping',
  account: 'Go to my account',
} as const;

/**
 * `/thankyou` (§2, auth required): the order just placed (number, items, shipping, total, the
 * card charged), from the checkout service, which keeps it for this tab so a reload shows it
 * again. Opened without one (another tab, another account, a made-up address) it says so, with
 * the ways on: never a blank page or a made-up order.
 */
export function ThankYouPage(_props: PageProps) {
  const services = useServices();
  const [params] = useSearchParams();
  const user = useAppStore('session', (state) => state.user);
  const sessionStatus = useAppStore('session', (state) => state.status);
  const orderId = Number(params.get('order'));
  const placed =
    user && Number.isInteger(orderId) && orderId > 0 ? checkoutServiceOf(services).placedOrder(orderId, user.id) : null;
  const waitingForUser = user === null && sessionStatus === 'loading';

  return (
    <div className={styles.page}>
      {waitingForUser ? (
        <SkeletonGroup label="Loading your order" className={styles.skeletonColumn}>
          <Skeleton variant="text" width="50%" />
          <Skeleton variant="block" height="12rem" />
        </SkeletonGroup>
      ) : placed ? (
        <Confirmation placed={placed} />
      ) : (
        <NoOrder />
      )}
    </div>
  );
}

function Confirmation({ placed }: { placed: PlacedOrder }) {
  const home = useShowroomHome();
  const heading = useRef<HTMLHeadingElement>(null);
  const { order, items, payment } = placed;
  // The page replaces the form the shopper was on: their place is the confirmation's heading.
  useEffect(() => heading.current?.focus(), []);
  const brand = toCardBrand(payment?.card_brand);
  const quantity = items.reduce((sum, item) => sum + item.qty, 0);
  return (
    <>
      <h1 className={styles.title} ref={heading} tabIndex={-1}>
        {thankYouTexts.title}
      </h1>
      <CheckoutSteps current={3} />
      <div className={styles.layout}>
        <div className={styles.main}>
          <section className={styles.section} aria-labelledby="thankyou-order-title">
            <h2 className={styles.sectionTitle} id="thankyou-order-title">
              Order {order.order_number}
            </h2>
            <p className={styles.success} role="status">
              Your order has been placed. Each vendor approves and ships its own items; their status starts as{' '}
              {statusLabel('Waiting for approval')}.
            </p>
            <p className={styles.note}>
              Orders are processed within 48 hours. To change the address or cancel, contact us within 60 minutes.
            </p>
            <ul className={styles.lines} aria-label="Items ordered">
              {items.map((item) => (
                <li key={item.id} className={styles.line}>
                  <span className={styles.lineName}>
                    {item.product_name}
                    <span className={styles.muted}>
                      {' '}
                      × {item.qty} at {formatUsd(item.final_price)}
                    </span>
                  </span>
                  <span className={styles.money}>{formatUsd(roundToCents(item.final_price * item.qty))}</span>
                </li>
              ))}
            </ul>
          </section>
          <section className={styles.section} aria-labelledby="thankyou-shipping-title">
            <h2 className={styles.sectionTitle} id="thankyou-shipping-title">
              Shipping to
            </h2>
            <SavedAddress address={order.shipping_address} />
          </section>
        </div>
        <aside className={styles.summary} aria-labelledby="thankyou-summary-title">
          <h2 className={styles.sectionTitle} id="thankyou-summary-title">
            Payment
          </h2>
          <dl className={styles.totals}>
            <div className={styles.totalRow}>
              <dt>Subtotal ({quantity === 1 ? '1 item' : `${quantity} items`})</dt>
              <dd className={styles.money}>{formatUsd(order.subtotal)}</dd>
            </div>
            <div className={styles.totalRow}>
              <dt>Shipping</dt>
              <dd className={styles.money}>
                {order.shipping_charge === 0 ? 'Free delivery' : formatUsd(order.shipping_charge)}
              </dd>
            </div>
            <div className={`${styles.totalRow} ${styles.grandTotal}`}>
              <dt>Total charged</dt>
              <dd className={styles.money}>{formatUsd(order.total)}</dd>
            </div>
          </dl>
          {payment ? (
            <p className={styles.line}>
              <span className={styles.actions}>
                <CardBrandMark brand={brand} size="md" decorative />
                {cardBrandLabels[brand]} ending in {payment.card_last4}
              </span>
            </p>
          ) : null}
          <Button asChild>
            <PrefetchLink to={home}>{thankYouTexts.continueShopping}</PrefetchLink>
          </Button>
          <Button asChild variant="outline">
            <PrefetchLink to="/account">{thankYouTexts.account}</PrefetchLink>
          </Button>
        </aside>
      </div>
    </>
  );
}

function NoOrder() {
  const home = useShowroomHome();
  return (
    <>
      <h1 className={styles.title}>{thankYouTexts.noOrderTitle}</h1>
      <StateMessage
        tone="info"
        title={thankYouTexts.notFoundTitle}
        description={thankYouTexts.notFoundDescription}
        action={
          <div className={styles.centredActions}>
            <Button asChild>
              <PrefetchLink to="/account">{thankYouTexts.account}</PrefetchLink>
            </Button>
            <Button asChild variant="outline">
              <PrefetchLink to={home}>{thankYouTexts.continueShopping}</PrefetchLink>
            </Button>
          </div>
        }
      />
    </>
  );
}
