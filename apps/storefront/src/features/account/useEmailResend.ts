import type { EmailResendState } from '@showroom/machines';
import { useCallback } from 'react';
import { useServices } from '../../services/ServicesContext.tsx';
import { useOptionalStartedActor } from '../../services/useStartedActor.ts';
import { createEmailResendActor } from '../../services/verificationService.ts';
import { useOptionalSnapshot } from '../../services/useOptionalSnapshot.ts';
import { useCountdownClock } from './CountdownClock.tsx';

/**
 * The resend button's machine (emailResend) for this page: started with the page, stopped when
 * it goes (React's development double start gets a fresh actor).
 */
export function useEmailResend() {
  const services = useServices();
  const clock = useCountdownClock();
  const create = useCallback(() => createEmailResendActor(services, clock), [services, clock]);
  const actor = useOptionalStartedActor(create);
  const snapshot = useOptionalSnapshot(actor);
  return {
    state: (snapshot?.value as EmailResendState | undefined) ?? null,
    context: snapshot?.context ?? null,
    resend: () => actor?.send({ type: 'RESEND' }),
  };
}
