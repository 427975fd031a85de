import type { EmailResendState } from '@showroom/machines';
import { useEffect, useState } from 'react';
import { createAiEmailResendActor, type AiEmailResendActor } from '../../services/aiService.ts';
import { useServices } from '../../services/ServicesContext.tsx';
import { useOptionalSnapshot } from '../Login/useOptionalSnapshot.ts';
import { useAiResendClock } from './aiResendClock.ts';

/** Resend of the AI verification e-mail: the emailResend machine, started with the panel. */
export function useAiEmailResend() {
  const services = useServices();
  const clock = useAiResendClock();
  const [actor, setActor] = useState<AiEmailResendActor | null>(null);
  useEffect(() => {
    const started = createAiEmailResendActor(services, clock);
    started.start();
    setActor(started);
    return () => {
      started.stop();
      setActor(null);
    };
  }, [services, clock]);
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
