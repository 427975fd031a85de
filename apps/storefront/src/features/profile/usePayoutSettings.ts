import { useCallback, useState } from 'react';
import { accountServiceOf } from '../../services/accountService.ts';
import { useAppStore, useServices } from '../../services/ServicesContext.tsx';
import { useLoadable } from '../../state/useLoadable.ts';
import { payoutTypes } from './AccountLinks.tsx';
import { controlId, failureMessage, focusControl, refusalOf, splitServerErrors } from '../forms/formErrors.ts';
import {
  firstInvalidPayoutField,
  hasSavedAccount,
  payoutFormFields,
  payoutFormMessages,
  payoutFormOf,
  toPayoutRequest,
  validatePayoutForm,
  type PayoutForm,
  type PayoutFormErrors,
  type PayoutFormField,
} from './payoutForm.ts';
import { useLatest } from '../../state/useLatest.ts';

export type PayoutSaveStatus =
  | { readonly kind: 'editing' }
  | { readonly kind: 'saving' }
  | { readonly kind: 'refused'; readonly other: readonly string[] }
  | { readonly kind: 'failed'; readonly message: string };

/** Who is looking: still loading, a pro who is paid out, or someone who is not (a customer, an admin). */
export type PayoutViewer =
  { readonly kind: 'loading' } | { readonly kind: 'pro' } | { readonly kind: 'notPaidOut'; readonly type: string };

export const payoutControlId = (field: PayoutFormField) => controlId('payout', field);

/**
 * /payout_setup: the pro's saved bank account (masked) or the form to give one; saving
 * replaces it. Only Vendor, Contractor and Designer are paid out, so nobody else calls the server.
 */
export function usePayoutSettings() {
  const services = useServices();
  const account = accountServiceOf(services);
  const user = useAppStore('session', (state) => state.user);
  const sessionStatus = useAppStore('session', (state) => state.status);
  const viewer: PayoutViewer =
    user === null
      ? sessionStatus === 'signedOut'
        ? { kind: 'notPaidOut', type: 'guest' }
        : { kind: 'loading' }
      : payoutTypes.includes(user.type)
        ? { kind: 'pro' }
        : { kind: 'notPaidOut', type: user.type };
  const [form, setForm] = useState<PayoutForm | null>(null);
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<PayoutFormErrors>({});
  const [status, setStatus] = useState<PayoutSaveStatus>({ kind: 'editing' });
  const [saved, setSaved] = useState<string | null>(null);
  const latest = useLatest(form);

  const isPro = viewer.kind === 'pro';
  const loadSettings = useCallback(
    () =>
      account.loadPayoutSettings().then((data) => {
        // Nothing saved yet: the form is the page.
        setForm(hasSavedAccount(data) ? null : payoutFormOf(null));
        return data;
      }),
    [account],
  );
  // Only a pro has payout settings: nothing is asked for anyone else (idle).
  const {
    state: settings,
    reload: load,
    update: updateSettings,
  } = useLoadable(isPro ? loadSettings : null, {
    describe: failureMessage,
    fallback: payoutFormMessages.notLoaded,
  });

  const clientErrors = form && checked ? validatePayoutForm(form) : {};
  const errors: PayoutFormErrors = { ...serverErrors, ...clientErrors };

  const replace = () => {
    if (settings.status !== 'ready') return;
    setForm(payoutFormOf(settings.data));
    setChecked(false);
    setServerErrors({});
    setStatus({ kind: 'editing' });
    setSaved(null);
    focusControl(payoutControlId('account_holder_name'));
  };

  const cancel = () => {
    setForm(null);
    setServerErrors({});
    setStatus({ kind: 'editing' });
  };

  const change = (field: PayoutFormField, value: string) => {
    setForm((current) => (current ? { ...current, [field]: value } : current));
    if (field in serverErrors) setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const save = async () => {
    const typed = latest.current;
    if (status.kind === 'saving' || !typed) return;
    setChecked(true);
    const first = firstInvalidPayoutField(validatePayoutForm(typed));
    if (first !== null) {
      setStatus({ kind: 'editing' });
      focusControl(payoutControlId(first));
      return;
    }
    setServerErrors({});
    setStatus({ kind: 'saving' });
    try {
      const answer = await account.savePayoutSettings(toPayoutRequest(typed));
      updateSettings(() => answer.settings);
      // The full number leaves the page's memory with the form.
      setForm(null);
      setChecked(false);
      setStatus({ kind: 'editing' });
      setSaved(answer.message);
    } catch (error) {
      const refused = refusalOf(error);
      if (refused) {
        const { fields, other } = splitServerErrors(refused, payoutFormFields);
        setServerErrors(fields);
        setStatus({ kind: 'refused', other });
        const field = firstInvalidPayoutField(fields);
        focusControl(field === null ? null : payoutControlId(field));
      } else {
        setStatus({ kind: 'failed', message: failureMessage(error, payoutFormMessages.notSaved) });
      }
    }
  };

  return { viewer, settings, reload: load, form, errors, status, saved, replace, cancel, change, save };
}

export type PayoutSettingsState = ReturnType<typeof usePayoutSettings>;
