import { formatUsd } from '@showroom/domain';
import { useRef, useState } from 'react';
import { checkoutServiceOf, placeOrderFailureOf } from '../../services/checkoutService.ts';
import { useServices } from '../../services/ServicesContext.tsx';
import { addressControlId } from '../addressFields/AddressFields.tsx';
import {
  addressFieldOf,
  addressFormOf,
  firstInvalidAddressField,
  toAddressInput,
  validateAddressForm,
  type AddressErrors,
  type AddressField,
  type AddressForm,
} from '../addressFields/addressForm.ts';
import { failureMessage, focusControl } from '../forms/formErrors.ts';
import type { CheckoutState } from './useCheckout.ts';

export const SHIPPING_ID_PREFIX = 'checkout-shipping';

export const shippingTexts = {
  notSaved: 'Your address could not be saved. What you typed is kept; please try again.',
  saved: (charge: number) =>
    `Shipping address saved. Shipping for this order: ${charge === 0 ? 'free' : formatUsd(charge)}.`,
} as const;

export type AddressSaveStatus =
  | { readonly kind: 'editing' }
  | { readonly kind: 'saving' }
  /** The server refused it (422): messages under the fields; `other` for what no field shows. */
  | { readonly kind: 'refused'; readonly other: readonly string[] }
  | { readonly kind: 'failed'; readonly message: string };

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
  const [editing, setEditing] = useState<AddressForm | null>(null);
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<AddressErrors>({});
  const [status, setStatus] = useState<AddressSaveStatus>({ kind: 'editing' });
  const [saved, setSaved] = useState<string | null>(null);
  const saving = useRef(false);

  const stored = ready ? addressFormOf(ready.profile.shipping_address) : null;
  // No address, or one the US-only rule refuses: the form is open from the start.
  const needsAddress = stored !== null && Object.keys(validateAddressForm(stored)).length > 0;
  const form = editing ?? (needsAddress ? stored : null);
  // A stored address the rules refuse says why at once; a new one is judged from the first save on.
  const storedInvalid = needsAddress && ready?.profile.shipping_address != null;
  const clientErrors = form && (checked || storedInvalid) ? validateAddressForm(form) : {};
  const errors: AddressErrors = { ...serverErrors, ...clientErrors };

  const edit = () => {
    if (!stored) return;
    setEditing(stored);
    setChecked(false);
    setServerErrors({});
    setStatus({ kind: 'editing' });
    setSaved(null);
    focusControl(addressControlId(SHIPPING_ID_PREFIX, 'street'));
  };

  const cancel = () => {
    setEditing(null);
    setServerErrors({});
    setChecked(false);
    setStatus({ kind: 'editing' });
  };

  const change = (field: AddressField, value: string) => {
    setEditing((current) => ({ ...(current ?? form ?? addressFormOf(null)), [field]: value }));
    if (field in serverErrors) setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  /** Saves the form; resolves true once the server has the address (or nothing needed saving). */
  const save = async (): Promise<boolean> => {
    if (!ready || form === null) return true;
    if (saving.current) return false;
    setChecked(true);
    const first = firstInvalidAddressField(validateAddressForm(form));
    if (first !== null) {
      setStatus({ kind: 'editing' });
      focusControl(addressControlId(SHIPPING_ID_PREFIX, first));
      return false;
    }
    saving.current = true;
    setServerErrors({});
    setStatus({ kind: 'saving' });
    try {
      const answer = await checkout.saveAddress(ready.cart.cart_id, toAddressInput(form));
      ready.update(answer.profile);
      setEditing(null);
      setChecked(false);
      setStatus({ kind: 'editing' });
      setSaved(shippingTexts.saved(answer.profile.shipping_charge ?? ready.shippingCharge));
      return true;
    } catch (error) {
      const failure = placeOrderFailureOf(error);
      if (failure.kind === 'refused') {
        const fields: AddressErrors = {};
        const other: string[] = [];
        for (const [serverField, message] of Object.entries(failure.fields)) {
          const field = addressFieldOf(serverField);
          if (field) fields[field] ??= message;
          else other.push(message);
        }
        setServerErrors(fields);
        setStatus({ kind: 'refused', other });
        const firstRefused = firstInvalidAddressField(fields);
        focusControl(firstRefused === null ? null : addressControlId(SHIPPING_ID_PREFIX, firstRefused));
      } else {
        setStatus({ kind: 'failed', message: failureMessage(error, shippingTexts.notSaved) });
      }
      return false;
    } finally {
      saving.current = false;
    }
  };

  return {
    /** The form when it is open (editing, or no usable address yet); null shows the saved address. */
    form,
    /** Whether the shopper may close the form (there is a saved address to go back to). */
    canCancel: editing !== null && !needsAddress,
    errors,
    status,
    saved,
    edit,
    cancel,
    change,
    save,
  };
}
