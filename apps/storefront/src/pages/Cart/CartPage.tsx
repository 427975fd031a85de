import { formatUsd } from '@showroom/domain';
import { Button, Icon, Skeleton, SkeletonGroup, StateMessage } from '@showroom/ui';
import { useEffect, useRef, useState } from 'react';
import { CartLineRow } from '../../features/cart/CartLineRow.tsx';
import type { CartVendorView, CartView } from '../../features/cart/cartView.ts';
import { useCartPage } from '../../features/cart/useCartPage.ts';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import type { PageProps } from '../../routes/pageModules.ts';
import type { CartService } from '../../services/cartService.ts';
import { useAppStore, useServices } from '../../services/ServicesContext.tsx';
import * as styles from './CartPage.css.ts';

/** Where the empty cart and "Continue shopping" lead: the active showroom's catalogue, else home. */
const SHOWROOM_CATALOGUE = '/visualize/contractor/all';

export const cartPageTexts = {
  title: 'Your cart',
  emptyTitle: 'Your cart is empty',
  emptyDescription: 'Find materials in the showroom and add them here.',
  shippingNote: 'We ship within the United States only. All prices are in U.S. dollars.',
  freeDelivery: 'Free delivery',
  checkout: 'Checkout',
  checkoutSaving: 'Saving your changes…',
  checkoutWaiting: 'Saving your changes before checkout…',
  checkoutFailed: 'Some of your changes could not be saved. Check the quantities above, then try again.',
  loadFailed: 'Your cart could not be loaded',
  serviceFailed: 'Changes to your cart cannot be saved right now. Please check your connection and reload the page.',
} as const;

/**
 * `/cart` (§2, auth not required): the lines grouped by vendor, with quantity boxes, remove,
 * line and order totals and the US-only shipping note. Changes show at once and go to the
 * server one at a time through the cart queue; Checkout waits for them (§2 guards send a guest
 * to Login, then back to /checkout).
 */
export function CartPage(_props: PageProps) {
  const { state, service, serviceFailed } = useCartPage();
  const showroom = useAppStore('showroom', (value) => value.active?.vsd_id ?? null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');

  const remove = (lineId: number, name: string) => {
    service?.remove(lineId);
    setAnnouncement(`${name} removed from your cart.`);
    // The row and its button are gone: focus goes to the page heading, not to the document.
    headingRef.current?.focus();
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title} ref={headingRef} tabIndex={-1}>
        {cartPageTexts.title}
      </h1>
      {serviceFailed ? (
        <p className={styles.alert} role="alert">
          {cartPageTexts.serviceFailed}
        </p>
      ) : null}
      {(() => {
        switch (state.kind) {
          case 'loading':
            return <CartSkeleton />;
          case 'error':
            return (
              <StateMessage
                tone="error"
                title={cartPageTexts.loadFailed}
                description={state.message}
                action={
                  <Button variant="outline" onClick={state.retry}>
                    Try again
                  </Button>
                }
              />
            );
          case 'empty':
            return (
              <StateMessage
                tone="empty"
                icon="cart"
                title={cartPageTexts.emptyTitle}
                description={cartPageTexts.emptyDescription}
                action={
                  <Button asChild>
                    <PrefetchLink to={showroom ? SHOWROOM_CATALOGUE : '/'}>Back to the showroom</PrefetchLink>
                  </Button>
                }
              />
            );
          case 'ready':
            return (
              <div className={styles.layout}>
                <div className={styles.vendors}>
                  {state.refreshError ? (
                    <p className={styles.alert} role="alert">
                      {state.refreshError} The cart below may not be up to date.
                    </p>
                  ) : null}
                  {state.view.vendors.map((vendor) => (
                    <VendorSection
                      key={vendor.vendorId}
                      vendor={vendor}
                      showroom={showroom}
                      disabled={service === null}
                      onQuantityChange={(lineId, quantity) => service?.setQuantity(lineId, quantity)}
                      onRemove={remove}
                    />
                  ))}
                  <PrefetchLink className={styles.continueLink} to={showroom ? SHOWROOM_CATALOGUE : '/'}>
                    <Icon name="chevron-left" size="sm" /> Continue shopping
                  </PrefetchLink>
                </div>
                <OrderSummary view={state.view} service={service} />
              </div>
            );
        }
      })()}
      <p className={styles.visuallyHidden} role="status" aria-live="polite">
        {announcement}
      </p>
      {state.kind === 'ready' ? <TotalsAnnouncer view={state.view} /> : null}
    </div>
  );
}

function VendorSection({
  vendor,
  showroom,
  disabled,
  onQuantityChange,
  onRemove,
}: {
  vendor: CartVendorView;
  showroom: string | null;
  disabled: boolean;
  onQuantityChange(lineId: number, quantity: number): void;
  onRemove(lineId: number, name: string): void;
}) {
  const headingId = `cart-vendor-${vendor.vendorId}`;
  return (
    <section className={styles.vendor} aria-labelledby={headingId}>
      <div className={styles.vendorHeader}>
        <h2 className={styles.vendorName} id={headingId}>
          <span className={styles.vendorLabel}>Sold and shipped by </span>
          {vendor.vendorName}
        </h2>
        <VendorDelivery vendor={vendor} />
      </div>
      <ul
        className={styles.lines}
        aria-label={`Items from ${vendor.vendorName}`}
        data-disabled={disabled ? '' : undefined}
      >
        {vendor.lines.map((view) => (
          <CartLineRow
            key={view.line.id}
            view={view}
            showroom={showroom}
            onQuantityChange={onQuantityChange}
            onRemove={onRemove}
          />
        ))}
      </ul>
      <p className={styles.vendorSubtotal}>
        <span>
          Subtotal ({vendor.quantity} {vendor.quantity === 1 ? 'item' : 'items'})
        </span>
        <span className={styles.money}>{formatUsd(vendor.subtotal)}</span>
      </p>
    </section>
  );
}

/** §1 "free nationwide delivery" where the vendor's rule gives it, else the charge and what makes it free. */
function VendorDelivery({ vendor }: { vendor: CartVendorView }) {
  if (vendor.shipping === null) return <p className={styles.delivery}>Delivery: updating…</p>;
  if (vendor.shipping.charge === 0) {
    return (
      <p className={styles.delivery} data-free="">
        <Icon name="check" size="sm" /> {cartPageTexts.freeDelivery}
      </p>
    );
  }
  return (
    <p className={styles.delivery}>
      Delivery {formatUsd(vendor.shipping.charge)}. Add {formatUsd(vendor.shipping.toFreeDelivery)} more from{' '}
      {vendor.vendorName} for free delivery.
    </p>
  );
}

function OrderSummary({ view, service }: { view: CartView; service: CartService | null }) {
  const services = useServices();
  const [checkout, setCheckout] = useState<'idle' | 'waiting' | 'failed'>('idle');

  const goToCheckout = async () => {
    if (!service || checkout === 'waiting') return;
    setCheckout('waiting');
    const saved = await service.flush();
    if (!saved) {
      setCheckout('failed');
      return;
    }
    setCheckout('idle');
    // §2: a guest goes to Login first, and comes back to /checkout after signing in.
    services.router.navigate('/checkout');
  };

  return (
    <aside className={styles.summary} aria-labelledby="cart-summary-title">
      <h2 className={styles.summaryTitle} id="cart-summary-title">
        Order summary
      </h2>
      <dl className={styles.totals}>
        <div className={styles.totalRow}>
          <dt>
            Subtotal ({view.quantity} {view.quantity === 1 ? 'item' : 'items'})
          </dt>
          <dd className={styles.money}>{formatUsd(view.subtotal)}</dd>
        </div>
        <div className={styles.totalRow}>
          <dt>Delivery</dt>
          <dd className={styles.money}>
            {view.shippingCharge === null
              ? 'Updating…'
              : view.shippingCharge === 0
                ? cartPageTexts.freeDelivery
                : formatUsd(view.shippingCharge)}
          </dd>
        </div>
        <div className={`${styles.totalRow} ${styles.grandTotal}`}>
          <dt>Order total</dt>
          <dd className={styles.money} aria-busy={view.total === null}>
            {view.total === null ? 'Updating…' : formatUsd(view.total)}
          </dd>
        </div>
      </dl>
      <p className={styles.note}>{cartPageTexts.shippingNote}</p>
      {checkout === 'waiting' ? (
        <p className={styles.note} role="status">
          {cartPageTexts.checkoutWaiting}
        </p>
      ) : null}
      {checkout === 'failed' ? (
        <p className={styles.alert} role="alert">
          {cartPageTexts.checkoutFailed}
        </p>
      ) : null}
      <Button
        fullWidth
        size="lg"
        loading={checkout === 'waiting'}
        disabled={service === null}
        onClick={() => void goToCheckout()}
      >
        {checkout === 'waiting' ? cartPageTexts.checkoutSaving : cartPageTexts.checkout}
      </Button>
    </aside>
  );
}

/** Says the new totals politely once the server has confirmed them (not on every click). */
function TotalsAnnouncer({ view }: { view: CartView }) {
  const [text, setText] = useState('');
  const previous = useRef<number | null>(view.total);
  useEffect(() => {
    if (view.total === null || view.total === previous.current) return;
    previous.current = view.total;
    setText(
      `Cart updated. ${view.quantity} ${view.quantity === 1 ? 'item' : 'items'}, order total ${formatUsd(view.total)}.`,
    );
  }, [view.total, view.quantity]);
  return (
    <p className={styles.visuallyHidden} role="status" aria-live="polite">
      {text}
    </p>
  );
}

function CartSkeleton() {
  return (
    <SkeletonGroup label="Loading your cart" className={styles.layout}>
      <div className={styles.vendors}>
        {[0, 1, 2].map((index) => (
          <div key={index} className={styles.skeletonRow}>
            <Skeleton variant="block" width="6rem" height="4.5rem" />
            <div className={styles.skeletonText}>
              <Skeleton variant="text" width="70%" />
              <Skeleton variant="text" width="40%" />
            </div>
          </div>
        ))}
      </div>
      <Skeleton variant="block" height="14rem" />
    </SkeletonGroup>
  );
}
