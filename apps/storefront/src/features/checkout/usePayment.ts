import { checkCardNumber, roundToCents } from '@showroom/machines';
import { useRef, useState } from 'react';
import { checkoutServiceOf, createPlaceOrderAttempts, placeOrderFailureOf } from '../../services/checkoutService.ts';
import { useServices } from '../../services/ServicesContext.tsx';
import { addressControlId } from '../addressFields/AddressFields.tsx';
import { emptyAddressForm, firstInvalidAddressField, type AddressField } from '../addressFields/addressForm.ts';
import type { CardField } from '../cardFields/cardForm.ts';
import {
  emptyCardForm,
  hasPaymentErrors,
  paymentErrorsOf,
  paymentInputOf,
  validatePaymentForm,
  type PaymentErrors,
  type PaymentForm,
  type PaymentMethod,
} from './paymentForm.ts';
import type { CheckoutState } from './useCheckout.ts';

export const BILLING_ID_PREFIX = 'checkout-billing';
export const cardControlIds: Readonly<Record<CardField, string>> = {
  card_number: 'checkout-card-number',
  name_on_Card: 'checkout-name-on-card',
  exp_date: 'checkout-exp-date',
  cvv: 'checkout-cvv',
};
const cardFieldOrder: readonly CardField[] = ['card_number', 'name_on_Card', 'exp_date', 'cvv'];

export type PlaceStatus =
  | { readonly kind: 'idle' }
  | { readonly kind: 'placing' }
  /** 402: the card was declined; the provider's message, shown at the card. */
  | { readonly kind: 'declined'; readonly message: string }
  /** 422 or another failure: messages said above the button (the field ones are under their fields). */
  | { readonly kind: 'refused'; readonly shipping: readonly string[]; readonly other: readonly string[] }
  | { readonly kind: 'failed'; readonly message: string };

type Ready = Extract<CheckoutState, { kind: 'ready' }>;

const noErrors: PaymentErrors = { card: {}, billing: {} };

/**
 * /checkout-payment: the saved card or a new one (with its billing address), and Place order.
 * One idempotency key per attempt (the same cart, total, address and card): a double click or
 * a retry after a failure answers the same order; a changed card or address is a new attempt.
 * The card lives in this form only, never in storage. On success the client's cart is
 * cleared, the order kept for /thankyou, and the shopper taken there.
 */
export function usePayment(ready: Ready | null) {
  const services = useServices();
  const checkout = checkoutServiceOf(services);
  const [attempts] = useState(() => createPlaceOrderAttempts());
  const savedCard = ready?.profile.payment_details ?? null;
  const [form, setForm] = useState<PaymentForm>(() => ({
    method: savedCard ? 'saved' : 'new',
    card: emptyCardForm,
    billingSameAsShipping: true,
    billing: emptyAddressForm,
  }));
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<PaymentErrors>(noErrors);
  const [status, setStatus] = useState<PlaceStatus>({ kind: 'idle' });
  const placing = useRef(false);

  // An account whose card was removed meanwhile has nothing saved to choose.
  const method: PaymentMethod = savedCard ? form.method : 'new';
  const current: PaymentForm = { ...form, method };
  const clientErrors = checked ? validatePaymentForm(current) : noErrors;
  const errors: PaymentErrors = {
    card: { ...serverErrors.card, ...clientErrors.card },
    billing: { ...serverErrors.billing, ...clientErrors.billing },
  };
  const cvvLength: 3 | 4 = checkCardNumber(form.card.card_number).brand?.code.size === 4 ? 4 : 3;

  const clearDeclined = () =>
    setStatus((now) => (now.kind === 'declined' || now.kind === 'refused' ? { kind: 'idle' } : now));

  const chooseMethod = (next: PaymentMethod) => {
    setForm((now) => ({ ...now, method: next }));
    clearDeclined();
  };

  const changeCard = (field: CardField, value: string) => {
    setForm((now) => ({ ...now, card: { ...now.card, [field]: value } }));
    setServerErrors((now) => {
      if (!(field in now.card)) return now;
      const { [field]: _dropped, ...card } = now.card;
      return { ...now, card };
    });
    clearDeclined();
  };

  const changeBilling = (field: AddressField, value: string) => {
    setForm((now) => ({ ...now, billing: { ...now.billing, [field]: value } }));
    setServerErrors((now) => {
      if (!(field in now.billing)) return now;
      const { [field]: _dropped, ...billing } = now.billing;
      return { ...now, billing };
    });
  };

  const setBillingSame = (same: boolean) => setForm((now) => ({ ...now, billingSameAsShipping: same }));

  const focusFirst = (found: PaymentErrors) => {
    const card = cardFieldOrder.find((field) => found.card[field] !== undefined);
    const billing = firstInvalidAddressField(found.billing);
    const id = card ? cardControlIds[card] : billing ? addressControlId(BILLING_ID_PREFIX, billing) : null;
    if (id) requestAnimationFrame(() => document.getElementById(id)?.focus());
  };

  const place = async () => {
    // A second click while the first is on its way changes nothing: the button is also disabled.
    if (!ready || placing.current) return;
    const shipping = ready.profile.shipping_address;
    if (!shipping) {
      setStatus({ kind: 'refused', shipping: ['Please add your shipping address first.'], other: [] });
      return;
    }
    setChecked(true);
    const found = validatePaymentForm(current);
    if (hasPaymentErrors(found)) {
      setStatus({ kind: 'idle' });
      focusFirst(found);
      return;
    }
    const payment = paymentInputOf(current, shipping);
    // The total on the Place order button: the server charges it or, if it has changed, nothing (409).
    const shownTotal = roundToCents(ready.view.subtotal + ready.shippingCharge);
    const key = attempts.keyFor(
      JSON.stringify([ready.cart.cart_id, ready.view.subtotal, ready.shippingCharge, shipping, payment ?? 'saved']),
    );
    placing.current = true;
    setServerErrors(noErrors);
    setStatus({ kind: 'placing' });
    try {
      const placed = await checkout.place({
        cart_id: ready.cart.cart_id,
        idempotency_key: key,
        shipping_address: shipping,
        ...(payment ? { payment } : {}),
        expected_total: shownTotal,
      });
      checkout.rememberPlaced(placed, placed.order.user_id);
      // The server emptied the cart with the order: the client forgets it too (header badge, cart_id).
      services.cart.getState().clear();
      services.router.navigate(`/thankyou?order=${placed.order.id}`, { replace: true });
    } catch (error) {
      const failure = placeOrderFailureOf(error);
      if (failure.kind === 'declined') {
        setStatus({ kind: 'declined', message: failure.message });
        if (method === 'new') focusFirst({ card: { card_number: failure.message }, billing: {} });
      } else if (failure.kind === 'refused') {
        const { errors: fields, shipping: shippingMessages, other } = paymentErrorsOf(failure.fields);
        setServerErrors(fields);
        setStatus({ kind: 'refused', shipping: shippingMessages, other });
        focusFirst(fields);
      } else {
        if (failure.toast) services.notify('error', failure.toast);
        setStatus({ kind: 'failed', message: failure.message });
        // The total moved (a price or the shipping): the page shows the new one before the next press.
        if (failure.totalChanged) {
          void services.cart.getState().load();
          checkout.load(ready.cart.cart_id).then(ready.update, () => undefined);
        }
      }
    } finally {
      placing.current = false;
    }
  };

  return {
    form: current,
    savedCard,
    errors,
    status,
    cvvLength,
    chooseMethod,
    changeCard,
    changeBilling,
    setBillingSame,
    place,
  };
}
