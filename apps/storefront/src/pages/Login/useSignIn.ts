import type { SignInScreen } from '@showroom/machines';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAppStore, useServices } from '../../services/ServicesContext.tsx';
import { createSignInActor, type SignInActor } from '../../services/signInService.ts';

/**
 * The sign-in machine of one screen, started once the session is known (a signed-in visitor
 * is sent on by the machine at once) and stopped with the page. Null until then.
 */
export function useSignInActor(screen: SignInScreen, enabled = true): SignInActor | null {
  const services = useServices();
  const [params] = useSearchParams();
  const redirectQuery = params.get('redirect');
  const known = useAppStore('session', (state) => state.status !== 'loading') && enabled;
  const [actor, setActor] = useState<SignInActor | null>(null);

  useEffect(() => {
    if (!known) return;
    const started = createSignInActor(services, screen, redirectQuery);
    started.start();
    setActor(started);
    return () => {
      started.stop();
      setActor(null);
    };
  }, [known, services, screen, redirectQuery]);

  return actor;
}
