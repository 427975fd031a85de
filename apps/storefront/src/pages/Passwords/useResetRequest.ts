import { useState } from 'react';
import { emailError, failureMessage } from '../../features/account/accountForms.ts';
import { useForm } from '../../features/forms/useForm.ts';
import { useServices } from '../../services/ServicesContext.tsx';
import { requestPasswordReset } from '../../services/passwordService.ts';

/** The server's answer, the same whether or not the address has an account. */
export interface ResetLinkSent {
  readonly message: string;
  readonly email: string;
}

export const RESET_EMAIL_ID = 'reset-password-email';

const validate = ({ email }: { email: string }) => {
  const error = emailError(email);
  return error === undefined ? {} : { email: error };
};

/**
 * /reset_password's form: the e-mail typed (kept through every failure), its check, the request.
 * Nothing sent (no answer, a server error, too many requests) is said above the form.
 */
export function useResetRequest(initialEmail: string) {
  const services = useServices();
  const [sent, setSent] = useState<ResetLinkSent | null>(null);
  const form = useForm({
    initial: { email: initialEmail },
    fields: ['email'] as const,
    controlId: () => RESET_EMAIL_ID,
    validate,
    send: async ({ email }) => {
      const address = email.trim();
      return { message: await requestPasswordReset(services, address), email: address };
    },
    sent: (answer) => {
      setSent(answer);
      return undefined;
    },
    failure: failureMessage,
  });

  /** From the confirmation back to the form, the address kept, to send again or to another one. */
  const again = () => {
    setSent(null);
    form.open(undefined, 'email');
  };

  return { ...form, sent, again };
}
