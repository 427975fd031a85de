import { useCallback, useState } from 'react';
import { accountServiceOf } from '../../services/accountService.ts';
import { useAppStore, useServices } from '../../services/ServicesContext.tsx';
import { useLoadable } from '../../state/useLoadable.ts';
import { payoutTypes } from './AccountLinks.tsx';
import { controlId, failureMessage } from '../forms/formErrors.ts';
import { useForm } from '../forms/useForm.ts';
import {
  hasSavedAccount,
  payoutFormFields,
  payoutFormMessages,
  payoutFormOf,
  toPayoutRequest,
  validatePayoutForm,
  type PayoutForm,
  type PayoutFormField,
} from './payoutForm.ts';

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
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm({
    initial: null,
    fields: payoutFormFields,
    controlId: payoutControlId,
    validate: validatePayoutForm,
    send: (typed: PayoutForm) => account.savePayoutSettings(toPayoutRequest(typed)),
    sent: (answer) => {
      updateSettings(() => answer.settings);
      setSaved(answer.message);
      // The full number leaves the page's memory with the form.
      return null;
    },
    failure: (error) => failureMessage(error, payoutFormMessages.notSaved),
  });
  const { open, close } = form;

  const isPro = viewer.kind === 'pro';
  const loadSettings = useCallback(
    () =>
      account.loadPayoutSettings().then((data) => {
        // Nothing saved yet: the form is the page.
        if (hasSavedAccount(data)) close();
        else open(payoutFormOf(null));
        return data;
      }),
    [account, open, close],
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

  const replace = () => {
    if (settings.status !== 'ready') return;
    setSaved(null);
    open(payoutFormOf(settings.data), 'account_holder_name');
  };

  return {
    viewer,
    settings,
    reload: load,
    form: form.values,
    errors: form.errors,
    status: form.status,
    summary: form.summary,
    saved,
    replace,
    cancel: form.close,
    change: form.change,
    save: form.submit,
  };
}

export type PayoutSettingsState = ReturnType<typeof usePayoutSettings>;
