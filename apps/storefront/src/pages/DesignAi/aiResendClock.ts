import { createContext, useContext } from 'react';
import type { AiActorClock } from '../../services/aiService.ts';

/**
 * The clock the resend countdown runs on: undefined is the real one. Stories provide xstate's
 * SimulatedClock, so a countdown holds still for its screenshot and steps when told.
 */
export const AiResendClockContext = createContext<AiActorClock | undefined>(undefined);

export function useAiResendClock(): AiActorClock | undefined {
  return useContext(AiResendClockContext);
}
