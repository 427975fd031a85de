import { isEmailVerified, safeRedirectPath, type SessionUser } from '@showroom/machines';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { failureMessage } from '../../features/account/accountForms.ts';
import { useServices } from '../../services/ServicesContext.tsx';
import { refreshSessionUser } from '../../services/verificationService.ts';

export type VerificationCheck =
  | { readonly kind: 'idle' }
  | { readonly kind: 'checking' }
  | { readonly kind: 'notYet' }
  | { readonly kind: 'failed'; readonly message: string };

export const NOT_VERIFIED_YET =
  'Your e-mail address is not verified yet. Open the link in the e-mail we sent you, or ask for a new one.';

/** §4: a verified user goes on to the redirect query, or home. */
export function useGoOn() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirectPath(params.get('redirect')) ?? '/';
  return { target, goOn: useCallback(() => navigate(target, { replace: true }), [navigate, target]) };
}

/**
 * "I have verified": reads the user again, and goes on once the address is verified. The same
 * check runs quietly when the person comes back to the tab (from the mail, say).
 */
export function useVerificationCheck() {
  const services = useServices();
  const { goOn } = useGoOn();
  const [check, setCheck] = useState<VerificationCheck>({ kind: 'idle' });

  const run = useCallback(
    async (quietly: boolean) => {
      if (!quietly) setCheck({ kind: 'checking' });
      try {
        const user = await refreshSessionUser(services);
        if (user && isEmailVerified(user as unknown as SessionUser)) goOn();
        else if (!quietly) setCheck({ kind: 'notYet' });
      } catch (error) {
        if (!quietly) setCheck({ kind: 'failed', message: failureMessage(error) });
      }
    },
    [services, goOn],
  );

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void run(true);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [run]);

  return { check, recheck: () => void run(false) };
}
