import { useState } from 'react';
import {
  emailError,
  failureMessage,
  fieldErrorsOf,
  focusControl,
  serverFieldMessages,
} from '../../features/account/accountForms.ts';
import { useServices } from '../../services/ServicesContext.tsx';
import { requestPasswordReset } from '../../services/passwordService.ts';
import { useLatest } from '../../state/useLatest.ts';

export type ResetRequestStatus =
  | { readonly kind: 'editing' }
  | { readonly kind: 'sending' }
  /** Nothing was sent (no answer, a server error, too many requests): `message` says why. */
  | { readonly kind: 'failed'; readonly message: string }
  /** The server's answer, the same whether or not the address has an account. */
  | { readonly kind: 'sent'; readonly message: string; readonly email: string };

export const RESET_EMAIL_ID = 'reset-password-email';

/** /reset_password's form: the e-mail typed (kept through every failure), its check, the request. */
export function useResetRequest(initialEmail: string) {
  const services = useServices();
  const [email, setEmail] = useState(initialEmail);
  const [checked, setChecked] = useState(false);
  const [serverError, setServerError] = useState<string | undefined>(undefined);
  const [status, setStatus] = useState<ResetRequestStatus>({ kind: 'editing' });
  const typed = useLatest(email);

  const clientError = checked ? emailError(email) : undefined;
  const error = clientError ?? serverError;

  const change = (value: string) => {
    setEmail(value);
    setServerError(undefined);
  };

  const submit = async () => {
    if (status.kind === 'sending') return;
    const address = typed.current.trim();
    setChecked(true);
    if (emailError(address) !== undefined) {
      setStatus({ kind: 'editing' });
      focusControl(RESET_EMAIL_ID);
      return;
    }
    setServerError(undefined);
    setStatus({ kind: 'sending' });
    try {
      const message = await requestPasswordReset(services, address);
      setStatus({ kind: 'sent', message, email: address });
    } catch (failure) {
      const refused = serverFieldMessages(fieldErrorsOf(failure) ?? {}, ['email'] as const);
      if (refused.fields.email !== undefined) {
        setServerError(refused.fields.email);
        setStatus({ kind: 'editing' });
        focusControl(RESET_EMAIL_ID);
      } else {
        setStatus({ kind: 'failed', message: refused.other[0] ?? failureMessage(failure) });
      }
    }
  };

  /** From the confirmation back to the form, the address kept, to send again or to another one. */
  const again = () => {
    setChecked(false);
    setStatus({ kind: 'editing' });
    focusControl(RESET_EMAIL_ID);
  };

  return { email, error, status, change, submit, again };
}
