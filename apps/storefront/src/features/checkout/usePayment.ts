import { checkCardNumber, roundToCents, type CheckoutPaymentFailure } from '@showroom/machines';
import { useRef, useState } from 'react';
import { checkoutServiceOf, newIdempotencyKey } from '../../services/checkoutService.ts';
import {
  createCheckoutPaymentActor,
  type CheckoutOrder,
  type CheckoutPaymentPage,
} from '../../services/checkoutPaymentService.ts';
import { useServices } from '../../services/ServicesContext.tsx';
import { useActorSnapshot } from '../../services/useActorSnapshot.ts';
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

function focusFirst(found: PaymentErrors) {
  const card = cardFieldOrder.find((field) => found.card[field] !== undefined);
  const billing = firstInvalidAddressField(found.billing);
  const id = card ? cardControlIds[card] : billing ? addressControlId(BILLING_ID_PREFIX, billing) : null;
  if (id) requestAnimationFrame(() => document.getElementById(id)?.focus());
}

/** The machine keeps the server's field messages under the page's own names: card fields, then billing ones. */
function fieldErrorsOf(errors: PaymentErrors): Record<string, string> {
  return { ...errors.billing, ...errors.card };
}

function paymentErrorsIn(fieldErrors: Readonly<Record<string, string>>): PaymentErrors {
  const card: Partial<Record<CardField, string>> = {};
  const billing: Partial<Record<AddressField, string>> = {};
  for (const [field, message] of Object.entries(fieldErrors)) {
    if ((cardFieldOrder as readonly string[]).includes(field)) card[field as CardField] = message;
    else billing[field as AddressField] = message;
  }
  return { card, billing };
}

/** What the page says for the machine's state. `placed` stays busy until /thankyou is shown. */
function statusOf(state: string, failure: CheckoutPaymentFailure | null): PlaceStatus {
  if (state === 'placing' || state === 'placed') return { kind: 'placing' };
  if (failure?.kind === 'declined') return { kind: 'declined', message: failure.message };
  if (failure?.kind === 'refused') return { kind: 'refused', shipping: failure.shipping, other: failure.other };
  if (failure?.kind === 'failed') return { kind: 'failed', message: failure.message };
  return { kind: 'idle' };
}

/**
 * /checkout-payment: the saved card or a new one (with its billing address), and Place order.
 * The form (what is typed) lives here; the flow is the checkoutPayment machine's: one
 * idempotency key per attempt (the same cart, total, address and card: a double click or a retry
 * after a failure answers the same order; a changed card or address is a new attempt), the
 * failures, and on success the cart cleared and the shopper taken to /thankyou. The card lives in
 * this form only, never in storage.
 */
export function usePayment(ready: Ready | null) {
  const services = useServices();
  const savedCard = ready?.profile.payment_details ?? null;
  const [form, setForm] = useState<PaymentForm>(() => ({
    method: savedCard ? 'saved' : 'new',
    card: emptyCardForm,
    billingSameAsShipping: true,
    billing: emptyAddressForm,
  }));
  const [checked, setChecked] = useState(false);

  // An account whose card was removed meanwhile has nothing saved to choose.
  const method: PaymentMethod = savedCard ? form.method : 'new';
  const current: PaymentForm = { ...form, method };
  // The machine's effects run later than this render: they read the page as it is then.
  const latest = useRef({ ready, method });
  latest.current = { ready, method };

  const [actor] = useState(() => {
    const page: CheckoutPaymentPage = {
      refusalOf: (fields) => {
        const { errors, shipping, other } = paymentErrorsOf(fields);
        return { fieldErrors: fieldErrorsOf(errors), shipping, other };
      },
      focusFailure: (failure) => {
        if (failure.kind === 'refused') focusFirst(paymentErrorsIn(failure.fieldErrors));
        else if (failure.kind === 'declined' && latest.current.method === 'new') {
          focusFirst({ card: { card_number: failure.message }, billing: {} });
        }
      },
      reloadTotal: () => {
        const shown = latest.current.ready;
        void services.cart.getState().load();
        if (shown)
          checkoutServiceOf(services)
            .load(shown.cart.cart_id)
            .then(shown.update, () => undefined);
      },
    };
    return createCheckoutPaymentActor(services, page).start();
  });
  const snapshot = useActorSnapshot(actor);
  const status = statusOf(String(snapshot.value), snapshot.context.failure);
  const serverErrors = paymentErrorsIn(snapshot.context.fieldErrors);

  const clientErrors = checked ? validatePaymentForm(current) : noErrors;
  const errors: PaymentErrors = {
    card: { ...serverErrors.card, ...clientErrors.card },
    billing: { ...serverErrors.billing, ...clientErrors.billing },
  };
  const cvvLength: 3 | 4 = checkCardNumber(form.card.card_number).brand?.code.size === 4 ? 4 : 3;

  const chooseMethod = (next: PaymentMethod) => {
    setForm((now) => ({ ...now, method: next }));
    actor.send({ type: 'METHOD.CHOSEN' });
  };

  const changeCard = (field: CardField, value: string) => {
    setForm((now) => ({ ...now, card: { ...now.card, [field]: value } }));
    actor.send({ type: 'CARD.CHANGED', field });
  };

  const changeBilling = (field: AddressField, value: string) => {
    setForm((now) => ({ ...now, billing: { ...now.billing, [field]: value } }));
    actor.send({ type: 'BILLING.CHANGED', field });
  };

  const setBillingSame = (same: boolean) => setForm((now) => ({ ...now, billingSameAsShipping: same }));

  const place = () => {
    // A second click while the first is on its way changes nothing (the machine ignores it while
    // placing; the button is also disabled).
    if (!ready || actor.getSnapshot().value === 'placing') return;
    const shipping = ready.profile.shipping_address;
    if (!shipping) {
      actor.send({ type: 'PLACE.NO_SHIPPING' });
      return;
    }
    setChecked(true);
    const found = validatePaymentForm(current);
    if (hasPaymentErrors(found)) {
      actor.send({ type: 'PLACE.INVALID' });
      focusFirst(found);
      return;
    }
    const payment = paymentInputOf(current, shipping);
    // The total on the Place order button: the server charges it or, if it has changed, nothing (409).
    const shownTotal = roundToCents(ready.view.subtotal + ready.shippingCharge);
    actor.send({
      type: 'PLACE',
      attempt: JSON.stringify([
        ready.cart.cart_id,
        ready.view.subtotal,
        ready.shippingCharge,
        shipping,
        payment ?? 'saved',
      ]),
      order: {
        cart_id: ready.cart.cart_id,
        shipping_address: shipping,
        ...(payment ? { payment } : {}),
        expected_total: shownTotal,
      } satisfies CheckoutOrder,
      freshKey: newIdempotencyKey(),
    });
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
