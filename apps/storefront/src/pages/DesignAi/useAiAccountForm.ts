import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { aiFailureTextOf, signInToAi, signUpToAi } from '../../services/aiService.ts';
import { useServices } from '../../services/ServicesContext.tsx';
import {
  aiAccountFields,
  checkAiAccountForm,
  firstAccountError,
  type AiAccountErrors,
  type AiAccountField,
  type AiAccountMode,
} from './aiForms.ts';
import { splitServerErrors } from '../../features/forms/formErrors.ts';

export type AiAccountStatus =
  | { readonly kind: 'editing' }
  | { readonly kind: 'submitting' }
  /** Refused or failed: the server's fields are under them, anything else is `message`. */
  | { readonly kind: 'refused'; readonly message: string | null }
  /** Signed in: on the way to the next page. */
  | { readonly kind: 'done' };

/** Where each form goes once the AI session is open. */
export const aiAccountDestination: Record<AiAccountMode, string> = {
  signIn: '/design-ai',
  signUp: '/design-ai/welcome',
};

export const aiAccountFailure: Record<AiAccountMode, string> = {
  signIn: 'You could not be signed in. Please try again.',
  signUp: 'Your account could not be created. Please try again.',
};

export const controlIdOf = (mode: AiAccountMode, field: AiAccountField) => `ai-${mode}-${field}`;

/**
 * The AI sign-in or sign-up form's state: what is typed (never lost on an error), the client's
 * checks, the server's first message per field (each cleared when its field changes), and the
 * request. The session itself is the session machine's (`signInToAi` tells it).
 */
export function useAiAccountForm(mode: AiAccountMode) {
  const services = useServices();
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<AiAccountField, string>>({ name: '', email: '', password: '' });
  const [clientErrors, setClientErrors] = useState<AiAccountErrors>({});
  const [serverErrors, setServerErrors] = useState<AiAccountErrors>({});
  const [status, setStatus] = useState<AiAccountStatus>({ kind: 'editing' });
  const emailRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);

  const errors: AiAccountErrors = { ...serverErrors, ...clientErrors };

  // Focused once React has committed the messages (the message box may not exist before), so
  // the focused control is read with its error. Every caller also changes state, so a commit follows.
  const pendingFocus = useRef<AiAccountField | 'message' | null>(null);
  useEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    pendingFocus.current = null;
    if (target === 'message') messageRef.current?.focus();
    else document.getElementById(controlIdOf(mode, target))?.focus();
  });
  const focus = (target: AiAccountField | 'message') => {
    pendingFocus.current = target;
  };

  const change = (field: AiAccountField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (serverErrors[field] !== undefined) setServerErrors(({ [field]: _dropped, ...rest }) => rest);
    if (clientErrors[field] !== undefined) setClientErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'submitting' || status.kind === 'done') return;
    const found = checkAiAccountForm(mode, {
      ...values,
      emailMismatch: emailRef.current?.validity.typeMismatch ?? false,
    });
    setClientErrors(found);
    const first = firstAccountError(found);
    if (first !== null) return focus(first);
    setServerErrors({});
    setStatus({ kind: 'submitting' });
    try {
      const credentials = { email: values.email.trim(), password: values.password };
      if (mode === 'signIn') await signInToAi(services, credentials);
      else await signUpToAi(services, { ...credentials, name: values.name.trim() });
      setStatus({ kind: 'done' });
      navigate(aiAccountDestination[mode], { replace: true });
    } catch (error) {
      const fieldErrors = (error as { fieldErrors?: Readonly<Record<string, readonly string[]>> }).fieldErrors ?? {};
      const formFields = mode === 'signIn' ? aiAccountFields.filter((field) => field !== 'name') : aiAccountFields;
      const { fields, other } = splitServerErrors(fieldErrors, formFields);
      setServerErrors(fields);
      const fieldless = Object.keys(fields).length === 0;
      const message = other[0] ?? (fieldless ? (aiFailureTextOf(error) ?? aiAccountFailure[mode]) : null);
      setStatus({ kind: 'refused', message });
      const firstField = firstAccountError(fields);
      focus(firstField ?? 'message');
    }
  };

  return { values, errors, status, change, submit, emailRef, messageRef };
}
