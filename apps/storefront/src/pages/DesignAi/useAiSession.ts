import type { AiUser } from '@showroom/api';
import { isTokenValid } from '@showroom/machines';
import { useState } from 'react';
import { useServices } from '../../services/ServicesContext.tsx';
import { storageKeys } from '../../state/storageKeys.ts';
import { useSessionActor } from '../Login/useSessionActor.ts';
import { useOptionalSnapshot } from '../../services/useOptionalSnapshot.ts';

/** The states of the session machine's `ai` region (§1: the AI area's own session). */
export type AiSessionState = 'initializing' | 'loadingUser' | 'signedOut' | 'signedIn';

export interface AiSessionView {
  /** null until the session machine has loaded (the page loads it when it opens). */
  readonly state: AiSessionState | null;
  readonly user: AiUser | null;
}

/**
 * The AI area's session, read from the session machine's `ai` region: nothing of it lives in
 * React. The page loads the machine on opening, as the sign-in screens do. Until it has, a
 * visitor with no valid AI token stored is already known to be signed out: the machine starts
 * there (its `initializing` state only checks the token), so their form shows at once.
 */
export function useAiSession(): AiSessionView {
  const { persistence } = useServices();
  const snapshot = useOptionalSnapshot(useSessionActor());
  // Read once: the machine takes over the token's changes once it has loaded.
  const [noStoredToken] = useState(() => !isTokenValid(persistence.read(storageKeys.aiToken)));
  if (!snapshot) return { state: noStoredToken ? 'signedOut' : null, user: null };
  const value = snapshot.value as { readonly ai: AiSessionState };
  return { state: value.ai, user: (snapshot.context.aiUser as AiUser | null) ?? null };
}

/** The session is known: signed in or out (not yet loaded, or loading the AI user, is not known). */
export const isAiSessionKnown = (state: AiSessionState | null): state is 'signedIn' | 'signedOut' =>
  state === 'signedIn' || state === 'signedOut';
