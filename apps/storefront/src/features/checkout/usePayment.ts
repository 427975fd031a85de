import {
  checkCardNumber,
  roundToCents,
  type CheckoutPaymentContext,
  type CheckoutPaymentEvent,
  type CheckoutPaymentFailure,
} from '@showroom/machines';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLatest } from '../../state/useLatest.ts';
import { checkoutServiceMessages, checkoutServiceOf, newIdempotencyKey } from '../../services/checkoutService.ts';
import type {
  CheckoutOrder,
  CheckoutPaymentActor,
  CheckoutPaymentPage,
} from '../../services/checkoutPaymentService.ts';
import { useServices } from '../../services/ServicesContext.tsx';
import { addressControlId } from '../addressFields/AddressFields.tsx';
import { addressFields, emptyAddressForm, type AddressField } from '../addressFields/addressForm.ts';
import { firstInvalidField, focusControl } from '../forms/formErrors.ts';
import type { CardField } from '../cardFields/cardForm.ts';
import {
  emptyCardForm,
  hasPaymentErrors,
  paymentErrorsOf,
  paymentInputOf,
  saveCardByDefault,
  saveCardOf,
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

/** What the page shows of the machine: its state and the messages it keeps. */
interface MachineView {
  readonly state: string;
  readonly fieldErrors: CheckoutPaymentContext['fieldErrors'];
  readonly failure: CheckoutPaymentFailure | null;
}

/** The machine's initial state, shown until its chunk has loaded (no event changes it before then). */
const idleView: MachineView = { state: 'idle', fieldErrors: {}, failure: null };

/** The card's fields come first on the page, then the billing address's. */
function focusFirst(found: PaymentErrors) {
  const card = firstInvalidField(found.card, cardFieldOrder);
  const billing = firstInvalidField(found.billing, addressFields);
  focusControl(card ? cardControlIds[card] : billing ? addressControlId(BILLING_ID_PREFIX, billing) : null);
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
    saveCard: saveCardByDefault(savedCard !== null),
  }));
  const [checked, setChecked] = useState(false);

  // An account whose card was removed meanwhile has nothing saved to choose.
  const method: PaymentMethod = savedCard ? form.method : 'new';
  const current: PaymentForm = { ...form, method };
  // The machine's effects run later than this render: they read the page as it is then.
  const latest = useLatest({ ready, method });

  const [view, setView] = useState<MachineView>(idleView);
  const loading = useRef<Promise<CheckoutPaymentActor> | null>(null);

  /**
   * The machine and xstate come in their own chunk, loaded as the page opens: the page's own
   * JavaScript stays within its budget, and before the first PLACE every event is a no-op.
   */
  const loadActor = useCallback(() => {
    loading.current ??= import('../../services/checkoutPaymentService.ts').then(({ createCheckoutPaymentActor }) => {
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
      const actor = createCheckoutPaymentActor(services, page);
      actor.subscribe(({ value, context }) =>
        setView({ state: String(value), fieldErrors: context.fieldErrors, failure: context.failure }),
      );
      return actor.start();
    });
    return loading.current;
  }, [services, latest]);

  // Loaded once per page: loadActor reads the page through refs and keeps its promise.
  useEffect(() => {
    void loadActor().catch(() => undefined);
  }, [loadActor]);

  const send = (event: CheckoutPaymentEvent) =>
    loadActor().then(
      (actor) => actor.send(event),
      () => {
        // The chunk did not load (offline): the next press tries again, and nothing was sent.
        loading.current = null;
        if (event.type === 'PLACE') services.notify('error', checkoutServiceMessages.notPlaced);
      },
    );

  const status = statusOf(view.state, view.failure);
  const serverErrors = paymentErrorsIn(view.fieldErrors);

  const clientErrors = checked ? validatePaymentForm(current) : noErrors;
  const errors: PaymentErrors = {
    card: { ...serverErrors.card, ...clientErrors.card },
    billing: { ...serverErrors.billing, ...clientErrors.billing },
  };
  const cvvLength: 3 | 4 = checkCardNumber(form.card.card_number).brand?.code.size === 4 ? 4 : 3;

  const chooseMethod = (next: PaymentMethod) => {
    setForm((now) => ({ ...now, method: next }));
    void send({ type: 'METHOD.CHOSEN' });
  };

  const changeCard = (field: CardField, value: string) => {
    setForm((now) => ({ ...now, card: { ...now.card, [field]: value } }));
    void send({ type: 'CARD.CHANGED', field });
  };

  const changeBilling = (field: AddressField, value: string) => {
    setForm((now) => ({ ...now, billing: { ...now.billing, [field]: value } }));
    void send({ type: 'BILLING.CHANGED', field });
  };

  const setBillingSame = (same: boolean) => setForm((now) => ({ ...now, billingSameAsShipping: same }));
  const setSaveCard = (save: boolean) => setForm((now) => ({ ...now, saveCard: save }));

  const place = () => {
    // A second click while the first is on its way changes nothing (the machine ignores it while
    // placing; the button is also disabled).
    if (!ready || view.state === 'placing') return;
    const shipping = ready.profile.shipping_address;
    if (!shipping) {
      void send({ type: 'PLACE.NO_SHIPPING' });
      return;
    }
    setChecked(true);
    const found = validatePaymentForm(current);
    if (hasPaymentErrors(found)) {
      void send({ type: 'PLACE.INVALID' });
      focusFirst(found);
      return;
    }
    const payment = paymentInputOf(current, shipping);
    // The total on the Place order button: the server charges it or, if it has changed, nothing (409).
    const shownTotal = roundToCents(ready.view.subtotal + ready.shippingCharge);
    void send({
      type: 'PLACE',
      attempt: JSON.stringify([
        ready.cart.cart_id,
        ready.view.subtotal,
        ready.shippingCharge,
        shipping,
        payment ?? 'saved',
        saveCardOf(current),
      ]),
      order: {
        cart_id: ready.cart.cart_id,
        shipping_address: shipping,
        ...(payment ? { payment, ...saveCardOf(current) } : {}),
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
    setSaveCard,
    place,
  };
}
