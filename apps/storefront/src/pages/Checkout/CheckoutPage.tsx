import { Button, Icon } from '@showroom/ui';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { AddressFields } from '../../features/addressFields/AddressFields.tsx';
import { CheckoutSkeleton } from '../../features/checkout/CheckoutSkeleton.tsx';
import { CheckoutLoadError, EmptyCheckout } from '../../features/checkout/CheckoutStates.tsx';
import { CheckoutSteps } from '../../features/checkout/CheckoutSteps.tsx';
import { OrderSummary } from '../../features/checkout/OrderSummary.tsx';
import { SavedAddress } from '../../features/checkout/SavedAddress.tsx';
import { useCheckout, type CheckoutState } from '../../features/checkout/useCheckout.ts';
import { FormSummary } from '../../features/forms/FormSummary.tsx';
import { SHIPPING_ID_PREFIX, useShippingAddress } from '../../features/checkout/useShippingAddress.ts';
import * as styles from '../../features/checkout/checkout.css.ts';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import type { PageProps } from '../../routes/pageModules.ts';
import { useServices } from '../../services/ServicesContext.tsx';

export const checkoutPageTexts = {
  title: 'Checkout',
  shippingTitle: 'Shipping address',
  usOnly: 'We ship within the United States only.',
  continue: 'Continue to payment',
  saveAndContinue: 'Save and continue to payment',
  loading: 'Loading your checkout',
} as const;

/**
 * `/checkout` (§2, auth required): the shipping address from GET /api/profile?checkout=1,
 * editable (PUT /api/profile with checkout=1 answers the new shipping charge; US states only),
 * and the order summary by vendor with the shipping charge and total; then the payment page.
 */
export function CheckoutPage(_props: PageProps) {
  const state = useCheckout();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{checkoutPageTexts.title}</h1>
      <CheckoutSteps current={1} />
      {(() => {
        switch (state.kind) {
          case 'loading':
            return <CheckoutSkeleton label={checkoutPageTexts.loading} />;
          case 'empty':
            return <EmptyCheckout />;
          case 'error':
            return <CheckoutLoadError message={state.message} retry={state.retry} />;
          case 'ready':
            return <ShippingStep ready={state} />;
        }
      })()}
    </div>
  );
}

function ShippingStep({ ready }: { ready: Extract<CheckoutState, { kind: 'ready' }> }) {
  const services = useServices();
  const address = useShippingAddress(ready);
  const [continuing, setContinuing] = useState(false);
  const editButton = useRef<HTMLButtonElement | null>(null);
  const focusEditWhenShown = useRef(false);
  // The form closes: the focus goes to what replaced it rather than to the document, as soon as
  // it is on screen (a frame's wait was not always enough on a busy machine).
  const editButtonRef = useCallback((button: HTMLButtonElement | null) => {
    editButton.current = button;
    if (button && focusEditWhenShown.current) {
      focusEditWhenShown.current = false;
      button.focus();
    }
  }, []);
  const saving = address.status.kind === 'sending';

  const continueToPayment = async () => {
    if (continuing) return;
    setContinuing(true);
    const saved = await address.save();
    setContinuing(false);
    if (saved) services.router.navigate('/checkout-payment');
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void address.save().then((saved) => {
      if (!saved) return;
      if (editButton.current) editButton.current.focus();
      else focusEditWhenShown.current = true;
    });
  };

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <section className={styles.section} aria-labelledby="checkout-shipping-title">
          <div className={styles.sectionHeader}>
            <h2 className={styles.sectionTitle} id="checkout-shipping-title">
              {checkoutPageTexts.shippingTitle}
            </h2>
            {address.form === null ? (
              <Button ref={editButtonRef} variant="outline" size="sm" onClick={address.edit}>
                Change address
              </Button>
            ) : null}
          </div>
          {address.form === null ? (
            <>
              <SavedAddress address={ready.profile.shipping_address} />
              {address.saved ? (
                <p className={styles.success} role="status">
                  {address.saved}
                </p>
              ) : null}
            </>
          ) : (
            <form noValidate onSubmit={onSubmit} aria-busy={saving} aria-label="Shipping address">
              <div className={styles.fieldset}>
                <p className={styles.note}>{checkoutPageTexts.usOnly}</p>
                <FormSummary {...address.summary} />
                <AddressFields
                  idPrefix={SHIPPING_ID_PREFIX}
                  section="shipping"
                  values={address.form}
                  errors={address.errors}
                  busy={saving}
                  onChange={address.change}
                />
                <div className={styles.actions}>
                  <Button type="submit" variant="outline" loading={saving && !continuing}>
                    {saving && !continuing ? 'Saving…' : 'Save address'}
                  </Button>
                  {address.canCancel ? (
                    <Button type="button" variant="ghost" onClick={address.cancel} disabled={saving}>
                      Cancel
                    </Button>
                  ) : null}
                  <p className={styles.note}>Fields marked * are required.</p>
                </div>
              </div>
            </form>
          )}
        </section>
        <PrefetchLink className={styles.link} to="/cart">
          <Icon name="chevron-left" size="sm" /> Back to your cart
        </PrefetchLink>
      </div>
      <OrderSummary view={ready.view} shippingCharge={ready.shippingCharge}>
        <Button fullWidth size="lg" loading={continuing} onClick={() => void continueToPayment()}>
          {address.form === null ? checkoutPageTexts.continue : checkoutPageTexts.saveAndContinue}
        </Button>
      </OrderSummary>
    </div>
  );
}
