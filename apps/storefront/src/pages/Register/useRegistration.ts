import type { RegistrationEvent, RegistrationStep } from '@showroom/machines';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppStore, useServices } from '../../services/ServicesContext.tsx';
import { createRegistrationActor, type RegistrationActor } from '../../services/registrationService.ts';
import { useActorSnapshot } from '../../services/useActorSnapshot.ts';
import { useStartedActor } from '../../services/useStartedActor.ts';
import { controlIdOf, firstInvalidFieldOf, stepOfState } from './registrationSteps.ts';
import { useLatest } from '../../state/useLatest.ts';
import { focusControl } from '../../features/forms/formErrors.ts';

/** The success modal (§2, §4 step 2): open, and where the person goes on from it once known. */
export interface SuccessState {
  readonly open: boolean;
  /** Null while the §4 steps after the modal are still running (the saved design's project). */
  readonly landing: string | null;
}

/**
 * After React has painted, so the focused control is read with its message; unless the person
 * has put the focus somewhere else meanwhile (clicked into a field of the new step).
 */
const focusById = (id: string) => focusControl(id, { unlessMoved: true });

export const STEP_HEADING_ID = 'register-step-heading';

/**
 * The registration machine for this visit of /register: a fresh wizard each time the page opens
 * (React's strict mode mounts twice; a stopped actor is replaced, never restarted). The success
 * modal stays until the person leaves it, then they go where §4 sends them.
 */
export function useRegistration(navigateTo: (to: string) => void) {
  const services = useServices();
  const [success, setSuccess] = useState<SuccessState>({ open: false, landing: null });
  const successShown = useRef(false);
  const navigate = useLatest(navigateTo);

  const create = useCallback(
    (): RegistrationActor =>
      createRegistrationActor(services, {
        showSuccessModal: () => {
          successShown.current = true;
          setSuccess({ open: true, landing: null });
        },
        navigate: (to) => {
          // After registering, the modal is read first; a signed-in visitor leaves at once.
          if (successShown.current) setSuccess({ open: true, landing: to });
          else navigate.current(to);
        },
      }),
    [services, navigate],
  );
  const actor = useStartedActor(create);

  useEffect(() => {
    // §5: focus moves to Name on Card and to CVV as the number and the expiry become valid.
    const toName = actor.on('cardNumberBecameValid', () => focusById(controlIdOf('name_on_Card')));
    const toCvv = actor.on('expiryBecameValid', () => focusById(controlIdOf('cvv')));
    // §4: a server refusal shows the step holding the field; focus goes to its first message.
    let previous = actor.getSnapshot();
    const returned = actor.subscribe((snapshot) => {
      const wasSending = previous.matches('registering');
      previous = snapshot;
      if (!wasSending) return;
      const step = stepOfState((state) => snapshot.matches(state as never));
      if (step === null) return;
      const field = firstInvalidFieldOf(step, snapshot.context.errors);
      focusById(field ? controlIdOf(field) : STEP_HEADING_ID);
    });
    return () => {
      toName.unsubscribe();
      toCvv.unsubscribe();
      returned.unsubscribe();
    };
  }, [actor]);

  // §4: someone signed in while the form is open (another tab's sign-in reaching this one).
  const user = useAppStore('session', (state) => state.user);
  useEffect(() => {
    // Only an open form cares; after our own registration the machine has finished.
    if (user && actor.getSnapshot().status === 'active') actor.send({ type: 'USER.APPEARED' });
  }, [user, actor]);

  const snapshot = useActorSnapshot(actor);
  const step = stepOfState((state) => snapshot.matches(state as never));

  /**
   * Sends a step's event, then puts the focus where the person's eyes should go: the first
   * field marked on the step shown, or the new step's heading.
   */
  const send = (event: RegistrationEvent) => {
    const before: RegistrationStep | null = step;
    actor.send(event);
    const after = actor.getSnapshot();
    const shown = stepOfState((state) => after.matches(state as never));
    if (shown === null) return;
    const field = firstInvalidFieldOf(shown, after.context.errors);
    if (field) focusById(controlIdOf(field));
    else if (shown !== before) focusById(STEP_HEADING_ID);
  };

  return { actor, snapshot, step, send, success };
}
