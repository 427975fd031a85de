import type { EmailResendState } from '@showroom/machines';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useServices } from '../../services/ServicesContext.tsx';
import { createEmailResendActor, type EmailResendActor } from '../../services/verificationService.ts';
import { useCountdownClock } from './CountdownClock.tsx';

/**
 * The resend button's machine (emailResend) for this page: started with the page, stopped when
 * it goes. Created in an effect, so React's development double start gets a fresh actor.
 */
export function useEmailResend() {
  const services = useServices();
  const clock = useCountdownClock();
  const [actor, setActor] = useState<EmailResendActor | null>(null);
  useEffect(() => {
    const created = createEmailResendActor(services, clock);
    created.start();
    setActor(created);
    return () => {
      created.stop();
    };
  }, [services, clock]);

  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return () => undefined;
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const read = () => actor?.getSnapshot() ?? null;
  const snapshot = useSyncExternalStore(subscribe, read, read);
  return {
    state: (snapshot?.value as EmailResendState | undefined) ?? null,
    context: snapshot?.context ?? null,
    resend: () => actor?.send({ type: 'RESEND' }),
  };
}
