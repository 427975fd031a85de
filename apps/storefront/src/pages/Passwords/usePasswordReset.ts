import { passwordMessages, validateNewPassword } from '@showroom/api/client';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  failureMessage,
  fieldErrorsOf,
  firstInvalidField,
  focusControl,
  serverFieldMessages,
  type FieldMessages,
} from '../../features/account/accountForms.ts';
import { signInPath } from '../../features/account/accountLinks.ts';
import { newPasswordControlId, type NewPasswordField } from '../../features/account/NewPasswordFields.tsx';
import { useServices } from '../../services/ServicesContext.tsx';
import { resetPassword } from '../../services/passwordService.ts';
import { useLatest } from '../../state/useLatest.ts';

export const RESET_ID_PREFIX = 'password-reset';
const fields: readonly NewPasswordField[] = ['password', 'password_confirmation'];

/** The reset link's problem: unknown, used or expired (the server's message says which). */
export type TokenProblem = { readonly message: string; readonly kind: 'unknown' | 'used' | 'expired' };

export type PasswordResetStatus =
  | { readonly kind: 'editing'; readonly other?: readonly string[] }
  | { readonly kind: 'saving' }
  | { readonly kind: 'failed'; readonly message: string }
  /** The link cannot be used: the form gives way to the reason and a way to a new link. */
  | { readonly kind: 'linkRefused'; readonly problem: TokenProblem };

function tokenProblemOf(message: string): TokenProblem {
  if (message === passwordMessages.tokenUsed) return { message, kind: 'used' };
  if (message === passwordMessages.tokenExpired) return { message, kind: 'expired' };
  return { message, kind: 'unknown' };
}

/** Said on Login, in the success toast, after the reset. */
export const SIGNED_OUT_EVERYWHERE = 'Every device that was signed in to your account has been signed out.';

/**
 * /password_reset's form: the new password twice (kept through failures), its checks, and the
 * request with the link's token and e-mail. Success goes to Login with the news in a toast.
 */
export function usePasswordReset(link: { token: string; email: string }) {
  const services = useServices();
  const navigate = useNavigate();
  const [form, setForm] = useState({ password: '', password_confirmation: '' });
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldMessages<NewPasswordField>>({});
  const [status, setStatus] = useState<PasswordResetStatus>({ kind: 'editing' });
  const latest = useLatest(form);

  const errors: FieldMessages<NewPasswordField> = { ...serverErrors, ...(checked ? validateNewPassword(form) : {}) };

  const change = (field: NewPasswordField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const focusFirst = (found: FieldMessages<NewPasswordField>) => {
    const first = firstInvalidField(found, fields);
    focusControl(first === null ? null : newPasswordControlId(RESET_ID_PREFIX, first));
  };

  const submit = async () => {
    if (status.kind === 'saving') return;
    const typed = latest.current;
    setChecked(true);
    const found = validateNewPassword(typed);
    if (Object.keys(found).length > 0) {
      setStatus({ kind: 'editing' });
      focusFirst(found);
      return;
    }
    setServerErrors({});
    setStatus({ kind: 'saving' });
    try {
      const outcome = await resetPassword(services, { ...link, ...typed });
      services.notify('success', `${outcome.message} ${SIGNED_OUT_EVERYWHERE}`);
      // A session of this account here was ended, and the session machine went to Login already.
      if (!outcome.endedLocalSession) navigate(signInPath());
    } catch (error) {
      const refused = fieldErrorsOf(error);
      if (refused === null) {
        setStatus({ kind: 'failed', message: failureMessage(error) });
        return;
      }
      const { fields: placed, other } = serverFieldMessages(refused, [...fields, 'token', 'email'] as const);
      const linkMessage = placed.token ?? placed.email;
      if (linkMessage !== undefined) {
        setStatus({ kind: 'linkRefused', problem: tokenProblemOf(linkMessage) });
        return;
      }
      const { token: _token, email: _email, ...passwordErrors } = placed;
      setServerErrors(passwordErrors);
      setStatus({ kind: 'editing', other });
      focusFirst(passwordErrors);
    }
  };

  return { form, errors, status, change, submit };
}
