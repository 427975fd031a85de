import type { ContractorApplication } from '@showroom/api';
import { loadPhoneNumbering } from '@showroom/ui';
import { useEffect, useState } from 'react';
import { useAppStore, useServices } from '../../services/ServicesContext.tsx';
import { failureMessage } from '../../features/forms/formErrors.ts';
import { useForm } from '../../features/forms/useForm.ts';
import { usePhonePlan } from '../../features/forms/usePhonePlan.ts';
import {
  APPLICATION_NOT_SENT,
  contractorFormFields,
  emptyContractorForm,
  prefilledContractorForm,
  toApplicationRequest,
  validateContractorForm,
  type ContractorForm,
  type ContractorFormField,
} from './contractorApplicationForm.ts';

/** The application as the server took it. */
export interface ApplicationSubmitted {
  readonly message: string;
  readonly application: ContractorApplication;
}

/** The id of a field's control, so the first invalid one can be focused. */
export const controlIdOf = (field: ContractorFormField) => `contractor-${field.replace(/_/g, '-')}`;

/**
 * The application form's state: what is typed (never lost on an error), the client's checks
 * (shown from the first submit on, then updated as the person types), the server's field
 * messages (each cleared when its field changes), and the request's progress.
 */
export function useContractorApplication() {
  const services = useServices();
  const user = useAppStore('session', (state) => state.user);
  const [submitted, setSubmitted] = useState<ApplicationSubmitted | null>(null);
  const [touched, setTouched] = useState(false);
  const phone = usePhonePlan();

  // The phone's numbering plan is not part of the page's own JS: fetch it once the page has
  // shown itself, before the person reaches the phone field. (PhoneInput also fetches it on
  // focus, and a submit waits for it.)
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => loadPhoneNumbering().catch(() => undefined));
    return () => cancel(handle);
  }, []);

  // Judged for the country chosen now: switching the country code re-checks the number. Until
  // the plan has arrived the number is not marked; a submit waits for the plan's verdict.
  const form = useForm({
    initial: () => prefilledContractorForm(user),
    fields: contractorFormFields,
    controlId: controlIdOf,
    validate: (typed: ContractorForm) =>
      validateContractorForm(typed, phone.isValid(typed.phone_number, typed.country)),
    // An empty phone is judged without the plan (it is required, not invalid).
    before: (typed) => (typed.phone_number.trim() === '' ? null : phone.waitForPlan()),
    send: async (typed) => {
      const { api } = await services.runtime();
      return api.contractorApplication({ body: toApplicationRequest(typed) });
    },
    sent: (answer) => {
      setSubmitted({ message: answer.message, application: answer.data });
      return undefined;
    },
    failure: (error) => failureMessage(error, APPLICATION_NOT_SENT),
  });

  // The session may load after the page: fill name and e-mail then, unless the person has typed.
  const [prefilledFor, setPrefilledFor] = useState(user?.id ?? null);
  if ((user?.id ?? null) !== prefilledFor) {
    setPrefilledFor(user?.id ?? null);
    if (user && !touched) form.replace(prefilledContractorForm(user));
  }

  const change = (field: keyof ContractorForm, value: string) => {
    setTouched(true);
    form.change(field, value);
  };

  return { ...form, form: form.values ?? emptyContractorForm, change, submitted, user };
}
