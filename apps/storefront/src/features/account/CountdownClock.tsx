import { createContext, useContext } from 'react';
import type { ActorClock } from '../../services/verificationService.ts';

/**
 * The clock the resend countdown runs on: undefined is the real one. Stories provide xstate's
 * SimulatedClock, so a countdown holds still for its screenshot and steps when told.
 */
export const CountdownClockContext = createContext<ActorClock | undefined>(undefined);

export function useCountdownClock(): ActorClock | undefined {
  return useContext(CountdownClockContext);
}
