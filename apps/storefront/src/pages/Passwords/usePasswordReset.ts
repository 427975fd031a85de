import { passwordMessages, validateNewPassword } from '@showroom/api/client';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { failureMessage } from '../../features/account/accountForms.ts';
import { signInPath } from '../../features/account/accountLinks.ts';
import { newPasswordControlId, type NewPasswordField } from '../../features/account/NewPasswordFields.tsx';
import { refusalOf, splitServerErrors } from '../../features/forms/formErrors.ts';
import { useForm } from '../../features/forms/useForm.ts';
import { useServices } from '../../services/ServicesContext.tsx';
import { resetPassword } from '../../services/passwordService.ts';

export const RESET_ID_PREFIX = 'password-reset';
const fields: readonly NewPasswordField[] = ['password', 'password_confirmation'];

/** The reset link's problem: unknown, used or expired (the server's message says which). */
export type TokenProblem = { readonly message: string; readonly kind: 'unknown' | 'used' | 'expired' };

function tokenProblemOf(message: string): TokenProblem {
  if (message === passwordMessages.tokenUsed) return { message, kind: 'used' };
  if (message === passwordMessages.tokenExpired) return { message, kind: 'expired' };
  return { message, kind: 'unknown' };
}

/** Said on Login, in the success toast, after the reset. */
export const SIGNED_OUT_EVERYWHERE = 'Every device that was signed in to your account has been signed out.';

/**
 * /password_reset's form: the new password twice (kept through failures), its checks, and the
 * request with the link's token and e-mail. A link the server refuses gives the form way to the
 * reason (`linkProblem`). Success goes to Login with the news in a toast.
 */
export function usePasswordReset(link: { token: string; email: string }) {
  const services = useServices();
  const navigate = useNavigate();
  const [linkProblem, setLinkProblem] = useState<TokenProblem | null>(null);
  const form = useForm({
    initial: { password: '', password_confirmation: '' },
    fields,
    controlId: (field) => newPasswordControlId(RESET_ID_PREFIX, field),
    validate: validateNewPassword,
    send: (typed) => resetPassword(services, { ...link, ...typed }),
    leavesOnSuccess: true,
    sent: (outcome) => {
      services.notify('success', `${outcome.message} ${SIGNED_OUT_EVERYWHERE}`);
      // A session of this account here was ended, and the session machine went to Login already.
      if (!outcome.endedLocalSession) navigate(signInPath());
      return undefined;
    },
    intercept: (error) => {
      const placed = splitServerErrors(refusalOf(error) ?? {}, ['token', 'email'] as const).fields;
      const message = placed.token ?? placed.email;
      if (message === undefined) return false;
      setLinkProblem(tokenProblemOf(message));
      return true;
    },
    failure: failureMessage,
  });

  return { ...form, linkProblem };
}
