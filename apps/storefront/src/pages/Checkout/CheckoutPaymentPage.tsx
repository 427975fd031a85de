import { formatUsd, roundToCents } from '@showroom/domain';
import { Button, CardBrandMark, Checkbox, Icon, cardBrandLabels, toCardBrand } from '@showroom/ui';
import type { FormEvent } from 'react';
import { AddressFields } from '../../features/addressFields/AddressFields.tsx';
import { CardFields } from '../../features/cardFields/CardFields.tsx';
import { CheckoutSkeleton } from '../../features/checkout/CheckoutSkeleton.tsx';
import { CheckoutLoadError, EmptyCheckout } from '../../features/checkout/CheckoutStates.tsx';
import { CheckoutSteps } from '../../features/checkout/CheckoutSteps.tsx';
import { OrderSummary } from '../../features/checkout/OrderSummary.tsx';
import { saveCardLabel } from '../../features/checkout/paymentForm.ts';
import { SavedAddress } from '../../features/checkout/SavedAddress.tsx';
import { useCheckout, type CheckoutState } from '../../features/checkout/useCheckout.ts';
import { BILLING_ID_PREFIX, cardControlIds, usePayment } from '../../features/checkout/usePayment.ts';
import * as styles from '../../features/checkout/checkout.css.ts';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import type { PageProps } from '../../routes/pageModules.ts';

export const paymentPageTexts = {
  title: 'Payment',
  loading: 'Loading your payment details',
  placeOrder: 'Place order',
  placing: 'Placing your order…',
  cardKept: 'We keep only the brand, last four digits and expiry date of a card, never its full number or CVV.',
  billingSame: 'Billing address is the same as the shipping address',
} as const;

/**
 * `/checkout-payment` (§2, auth required): the saved card (brand and last four) or a new one with
 * registration's card fields and rules, its billing address, and Place order (POST /api/checkout,
 * one idempotency key per attempt). A declined card says the provider's message at the card and
 * keeps everything typed; on success the cart is emptied and /thankyou shows the order.
 */
export function CheckoutPaymentPage(_props: PageProps) {
  const state = useCheckout();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{paymentPageTexts.title}</h1>
      <CheckoutSteps current={2} />
      {(() => {
        switch (state.kind) {
          case 'loading':
            return <CheckoutSkeleton label={paymentPageTexts.loading} />;
          case 'empty':
            return <EmptyCheckout />;
          case 'error':
            return <CheckoutLoadError message={state.message} retry={state.retry} />;
          case 'ready':
            return <PaymentStep ready={state} />;
        }
      })()}
    </div>
  );
}

function PaymentStep({ ready }: { ready: Extract<CheckoutState, { kind: 'ready' }> }) {
  const payment = usePayment(ready);
  const { form, savedCard, errors, status } = payment;
  const placing = status.kind === 'placing';
  const total = roundToCents(ready.view.subtotal + ready.shippingCharge);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    payment.place();
  };

  const declined =
    status.kind === 'declined' ? (
      <p className={styles.alert} role="alert">
        {status.message} Nothing was charged. Please check the card or use another one.
      </p>
    ) : null;

  return (
    <form className={styles.layout} noValidate onSubmit={onSubmit} aria-busy={placing} aria-label="Payment">
      <div className={styles.main}>
        <section className={styles.section} aria-labelledby="payment-shipping-title">
          <div className={styles.sectionHeader}>
            <h2 className={styles.sectionTitle} id="payment-shipping-title">
              Shipping to
            </h2>
            <PrefetchLink className={styles.link} to="/checkout">
              Change
            </PrefetchLink>
          </div>
          {ready.profile.shipping_address ? (
            <SavedAddress address={ready.profile.shipping_address} />
          ) : (
            <p className={styles.alert}>
              Please add your shipping address on the <PrefetchLink to="/checkout">checkout page</PrefetchLink> first.
            </p>
          )}
        </section>

        <section className={styles.section} aria-labelledby="payment-card-title">
          <h2 className={styles.sectionTitle} id="payment-card-title">
            Payment method
          </h2>
          {savedCard ? (
            <div role="radiogroup" aria-label="Payment method" className={styles.fieldset}>
              <label className={styles.choice}>
                <input
                  className={styles.radio}
                  type="radio"
                  name="payment-method"
                  value="saved"
                  checked={form.method === 'saved'}
                  disabled={placing}
                  onChange={() => payment.chooseMethod('saved')}
                />
                <CardBrandMark brand={toCardBrand(savedCard.card_brand)} size="md" decorative />
                <span className={styles.choiceText}>
                  <span>
                    {cardBrandLabels[toCardBrand(savedCard.card_brand)]} ending in {savedCard.card_last4}
                  </span>
                  <span className={styles.note}>
                    Expires {savedCard.exp_date}
                    {savedCard.name_on_Card ? ` · ${savedCard.name_on_Card}` : ''}
                  </span>
                </span>
              </label>
              {form.method === 'saved' ? declined : null}
              <label className={styles.choice}>
                <input
                  className={styles.radio}
                  type="radio"
                  name="payment-method"
                  value="new"
                  checked={form.method === 'new'}
                  disabled={placing}
                  onChange={() => payment.chooseMethod('new')}
                />
                <Icon name="plus" size="sm" />
                <span>A new card</span>
              </label>
            </div>
          ) : null}
          {form.method === 'new' ? (
            <fieldset className={styles.fieldset}>
              <legend className={savedCard ? styles.visuallyHidden : styles.legend}>Card details</legend>
              {declined}
              <CardFields
                values={form.card}
                errors={errors.card}
                ids={cardControlIds}
                busy={placing}
                cvvLength={payment.cvvLength}
                required
                rowClassName={styles.row}
                onChange={payment.changeCard}
                onNumberComplete={() => document.getElementById(cardControlIds.name_on_Card)?.focus()}
                onExpiryComplete={() => document.getElementById(cardControlIds.cvv)?.focus()}
              />
              <p className={styles.note}>{paymentPageTexts.cardKept}</p>
              <Checkbox
                label={saveCardLabel(
                  savedCard
                    ? { brandLabel: cardBrandLabels[toCardBrand(savedCard.card_brand)], last4: savedCard.card_last4 }
                    : null,
                )}
                checked={form.saveCard}
                disabled={placing}
                onCheckedChange={payment.setSaveCard}
              />
              <Checkbox
                label={paymentPageTexts.billingSame}
                checked={form.billingSameAsShipping}
                disabled={placing}
                onCheckedChange={payment.setBillingSame}
              />
              {form.billingSameAsShipping ? null : (
                <fieldset className={styles.fieldset}>
                  <legend className={styles.legend}>Billing address</legend>
                  <AddressFields
                    idPrefix={BILLING_ID_PREFIX}
                    section="billing"
                    values={form.billing}
                    errors={errors.billing}
                    busy={placing}
                    onChange={payment.changeBilling}
                  />
                </fieldset>
              )}
            </fieldset>
          ) : null}
        </section>
        <PrefetchLink className={styles.link} to="/checkout">
          <Icon name="chevron-left" size="sm" /> Back to shipping
        </PrefetchLink>
      </div>
      <OrderSummary view={ready.view} shippingCharge={ready.shippingCharge}>
        {status.kind === 'refused' ? (
          <div className={styles.alert} role="alert">
            {[...status.shipping, ...status.other].map((message) => (
              <p key={message} className={styles.line}>
                {message}
              </p>
            ))}
            {status.shipping.length > 0 ? (
              <PrefetchLink to="/checkout">Change the shipping address</PrefetchLink>
            ) : null}
            {status.shipping.length === 0 && status.other.length === 0 ? 'Please check the fields marked.' : null}
          </div>
        ) : null}
        {status.kind === 'failed' ? (
          <p className={styles.alert} role="alert">
            {status.message}
          </p>
        ) : null}
        {placing ? (
          <p className={styles.note} role="status">
            {paymentPageTexts.placing} Please keep this page open.
          </p>
        ) : null}
        <Button type="submit" fullWidth size="lg" loading={placing} disabled={placing}>
          {placing ? paymentPageTexts.placing : `${paymentPageTexts.placeOrder} · ${formatUsd(total)}`}
        </Button>
      </OrderSummary>
    </form>
  );
}
