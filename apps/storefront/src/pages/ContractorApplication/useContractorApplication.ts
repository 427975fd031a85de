import type { ContractorApplication } from '@showroom/api';
import { loadPhoneNumbering, usePhoneNumbering, type PhoneInputProps } from '@showroom/ui';
import { useEffect, useState } from 'react';
import { useAppStore, useServices } from '../../services/ServicesContext.tsx';
import {
  failureMessage,
  firstInvalidField,
  prefilledContractorForm,
  serverFieldErrors,
  toApplicationRequest,
  validateContractorForm,
  type ContractorForm,
  type ContractorFormErrors,
  type ContractorFormField,
} from './contractorApplicationForm.ts';
import { useLatest } from '../../state/useLatest.ts';

export type ApplicationStatus =
  | { readonly kind: 'editing' }
  /** Sent before the numbering plan has arrived: waiting for it to judge the phone number. */
  | { readonly kind: 'checking' }
  | { readonly kind: 'submitting' }
  /** The server refused fields (422): their messages are under them. */
  | { readonly kind: 'refused'; readonly other: readonly string[] }
  /** No answer, a server failure or no numbering plan: nothing was stored, the typing is kept. */
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'submitted'; readonly message: string; readonly application: ContractorApplication };

/** The id of a field's control, so the first invalid one can be focused. */
/** Said when the phone number cannot be judged because its numbering plan did not load. */
export const PHONE_CHECK_NOT_LOADED =
  'Your phone number could not be checked because the check did not load. Please check your connection.';

export const controlIdOf = (field: ContractorFormField) => `contractor-${field.replace(/_/g, '-')}`;

function focusField(field: ContractorFormField | null): void {
  if (field === null) return;
  // After React has painted the messages, so the focused control is read with its error.
  requestAnimationFrame(() => document.getElementById(controlIdOf(field))?.focus());
}

/**
 * The application form's state: what is typed (never lost on an error), the client's checks
 * (shown from the first submit on, then updated as the person types), the server's field
 * messages (each cleared when its field changes), and the request's progress.
 */
export function useContractorApplication() {
  const services = useServices();
  const user = useAppStore('session', (state) => state.user);
  const [form, setForm] = useState<ContractorForm>(() => prefilledContractorForm(user));
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<ContractorFormErrors>({});
  const [status, setStatus] = useState<ApplicationStatus>({ kind: 'editing' });
  const [touched, setTouched] = useState(false);
  const numbering = usePhoneNumbering();
  // What the person has typed by the time an awaited numbering plan arrives.
  const latestForm = useLatest(form);

  // The phone's numbering plan is not part of the page's own JS: fetch it once the page has
  // shown itself, before the person reaches the phone field. (PhoneInput also fetches it on
  // focus, and a submit waits for it.)
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => loadPhoneNumbering().catch(() => undefined));
    return () => cancel(handle);
  }, []);

  // The session may load after the page: fill name and e-mail then, unless the person has typed.
  const [prefilledFor, setPrefilledFor] = useState(user?.id ?? null);
  if ((user?.id ?? null) !== prefilledFor) {
    setPrefilledFor(user?.id ?? null);
    if (user && !touched) setForm(prefilledContractorForm(user));
  }

  // Judged for the country chosen now: switching the country code re-checks the number. Until
  // the plan has arrived the number is not marked; a submit waits for the plan's verdict.
  const phoneValidIn = (plan: typeof numbering, current: ContractorForm) =>
    plan?.isPhoneValid(current.phone_number, current.country as NonNullable<PhoneInputProps['country']>) ?? true;
  const clientErrors = checked ? validateContractorForm(form, phoneValidIn(numbering, form)) : {};
  const errors: ContractorFormErrors = { ...serverErrors, ...clientErrors };

  const change = (field: keyof ContractorForm, value: string) => {
    setTouched(true);
    setForm((current) => ({ ...current, [field]: value }));
    if (field in serverErrors) setServerErrors(({ [field as ContractorFormField]: _dropped, ...rest }) => rest);
  };

  const submit = async () => {
    if (status.kind === 'submitting' || status.kind === 'checking') return;
    let plan = numbering;
    if (!plan && latestForm.current.phone_number.trim() !== '') {
      setStatus({ kind: 'checking' });
      try {
        plan = await loadPhoneNumbering();
      } catch {
        setStatus({ kind: 'failed', message: PHONE_CHECK_NOT_LOADED });
        return;
      }
    }
    const typed = latestForm.current;
    setChecked(true);
    const found = validateContractorForm(typed, phoneValidIn(plan, typed));
    const first = firstInvalidField(found);
    if (first !== null) {
      setStatus({ kind: 'editing' });
      focusField(first);
      return;
    }
    setServerErrors({});
    setStatus({ kind: 'submitting' });
    try {
      const { api } = await services.runtime();
      const answer = await api.contractorApplication({ body: toApplicationRequest(typed) });
      setStatus({ kind: 'submitted', message: answer.message, application: answer.data });
    } catch (error) {
      const fieldErrors = (error as { status?: unknown; fieldErrors?: Record<string, string[]> }).fieldErrors ?? {};
      if ((error as { status?: unknown }).status === 422 && Object.keys(fieldErrors).length > 0) {
        const { fields, other } = serverFieldErrors(fieldErrors);
        setServerErrors(fields);
        setStatus({ kind: 'refused', other });
        focusField(firstInvalidField(fields));
      } else {
        setStatus({ kind: 'failed', message: failureMessage(error) });
      }
    }
  };

  return { form, errors, status, user, change, submit };
}
