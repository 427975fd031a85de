import type { EmailResendState } from '@showroom/machines';
import { useCallback } from 'react';
import { createAiEmailResendActor } from '../../services/aiService.ts';
import { useServices } from '../../services/ServicesContext.tsx';
import { useOptionalStartedActor } from '../../services/useStartedActor.ts';
import { useOptionalSnapshot } from '../../services/useOptionalSnapshot.ts';
import { useAiResendClock } from './aiResendClock.ts';

/** Resend of the AI verification e-mail: the emailResend machine, started with the panel. */
export function useAiEmailResend() {
  const services = useServices();
  const clock = useAiResendClock();
  const create = useCallback(() => createAiEmailResendActor(services, clock), [services, clock]);
  const actor = useOptionalStartedActor(create);
  const snapshot = useOptionalSnapshot(actor);
  return {
    state: (snapshot?.value as EmailResendState | undefined) ?? null,
    context: snapshot?.context ?? null,
    resend: () => {
      // Ignored while sending or counting down: the button stays focusable and says why.
      if (snapshot?.value === 'ready' || snapshot?.value === 'failed') actor?.send({ type: 'RESEND' });
    },
  };
}
