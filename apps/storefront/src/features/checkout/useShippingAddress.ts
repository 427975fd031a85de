import { formatUsd } from '@showroom/domain';
import { useState } from 'react';
import { checkoutServiceOf } from '../../services/checkoutService.ts';
import { useServices } from '../../services/ServicesContext.tsx';
import { addressControlId } from '../addressFields/AddressFields.tsx';
import {
  addressFieldOf,
  addressFields,
  addressFormOf,
  toAddressInput,
  validateAddressForm,
  type AddressField,
  type AddressForm,
} from '../addressFields/addressForm.ts';
import { failureMessage } from '../forms/formErrors.ts';
import { useForm } from '../forms/useForm.ts';
import type { CheckoutState } from './useCheckout.ts';

export const SHIPPING_ID_PREFIX = 'checkout-shipping';

export const shippingTexts = {
  notSaved: 'Your address could not be saved. What you typed is kept; please try again.',
  saved: (charge: number) =>
    `Shipping address saved. Shipping for this order: ${charge === 0 ? 'free' : formatUsd(charge)}.`,
} as const;

type Ready = Extract<CheckoutState, { kind: 'ready' }>;

/**
 * The shipping address of /checkout: shown, or edited and saved with PUT /api/profile
 * checkout=1 (whose answer carries the new shipping charge). An account without a US address
 * starts in the form. Checked by the contract's rules from the first save on, then as the
 * shopper types; what is typed is never lost on a failure.
 */
export function useShippingAddress(ready: Ready | null) {
  const services = useServices();
  const checkout = checkoutServiceOf(services);
  const [saved, setSaved] = useState<string | null>(null);

  const stored = ready ? addressFormOf(ready.profile.shipping_address) : null;
  // No address, or one the US-only rule refuses: the form is open from the start.
  const needsAddress = stored !== null && Object.keys(validateAddressForm(stored)).length > 0;
  const form = useForm({
    initial: null,
    base: needsAddress ? stored : null,
    // A stored address the rules refuse says why at once; a new one is judged from the first save on.
    showChecks: needsAddress && ready?.profile.shipping_address != null,
    fields: addressFields,
    controlId: (field: AddressField) => addressControlId(SHIPPING_ID_PREFIX, field),
    validate: validateAddressForm,
    send: (typed: AddressForm) => checkout.saveAddress(ready!.cart.cart_id, toAddressInput(typed)),
    sent: (answer) => {
      ready!.update(answer.profile);
      setSaved(shippingTexts.saved(answer.profile.shipping_charge ?? ready!.shippingCharge));
      return null;
    },
    fieldOf: (serverField) => addressFieldOf(serverField) ?? undefined,
    failure: (error) => failureMessage(error, shippingTexts.notSaved),
  });

  const edit = () => {
    if (!stored) return;
    setSaved(null);
    form.open(stored, 'street');
  };

  /** Saves the form; resolves true once the server has the address (or nothing needed saving). */
  const save = async (): Promise<boolean> => {
    if (!ready || form.values === null) return true;
    return form.submit();
  };

  return {
    /** The form when it is open (editing, or no usable address yet); null shows the saved address. */
    form: form.values,
    /** Whether the shopper may close the form (there is a saved address to go back to). */
    canCancel: form.editing && !needsAddress,
    errors: form.errors,
    status: form.status,
    summary: form.summary,
    saved,
    edit,
    cancel: form.close,
    change: form.change,
    save,
  };
}
