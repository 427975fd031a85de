import { useEffect, useState } from 'react';
import type { SessionActor } from '../../services/sessionService.ts';
import { useServices } from '../../services/ServicesContext.tsx';
import { oneTimeCodeStepOf, type OneTimeCodeStepName } from './oneTimeCode.ts';
import { useOptionalSnapshot } from '../../services/useOptionalSnapshot.ts';

/**
 * The session machine, once the runtime has loaded. A sign-in screen loads the runtime when it
 * opens: the person is about to need it, and an Admin's one-time code lives there.
 */
export function useSessionActor(): SessionActor | null {
  const services = useServices();
  const [actor, setActor] = useState<SessionActor | null>(() => services.loadedRuntime()?.sessionActor ?? null);
  useEffect(() => {
    if (actor) return;
    let live = true;
    services.runtime().then(
      (runtime) => live && setActor(runtime.sessionActor),
      // The services already said the part of the page could not load (toast).
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [actor, services]);
  return actor;
}

/** The session's one-time-code step, or null when it asks for none. */
export function useOneTimeCodeStep(actor: SessionActor | null): OneTimeCodeStepName | null {
  const snapshot = useOptionalSnapshot(actor);
  return snapshot ? oneTimeCodeStepOf(snapshot) : null;
}
