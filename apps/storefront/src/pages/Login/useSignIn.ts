import type { SignInScreen } from '@showroom/machines';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useAppStore, useServices } from '../../services/ServicesContext.tsx';
import { createSignInActor, type SignInActor } from '../../services/signInService.ts';
import { useOptionalStartedActor } from '../../services/useStartedActor.ts';

/**
 * The sign-in machine of one screen, started once the session is known (a signed-in visitor
 * is sent on by the machine at once) and stopped with the page. Null until then.
 */
export function useSignInActor(screen: SignInScreen, enabled = true): SignInActor | null {
  const services = useServices();
  const [params] = useSearchParams();
  const redirectQuery = params.get('redirect');
  const known = useAppStore('session', (state) => state.status !== 'loading') && enabled;
  const create = useCallback(
    () => createSignInActor(services, screen, redirectQuery),
    [services, screen, redirectQuery],
  );
  return useOptionalStartedActor(known ? create : null);
}
