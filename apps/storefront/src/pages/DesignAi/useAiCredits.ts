import { useCallback, useEffect, useState } from 'react';
import { aiFailureTextOf, loadAiCredits, storedAiCredits } from '../../services/aiService.ts';
import { useServices } from '../../services/ServicesContext.tsx';

export type AiCreditsView =
  /** Asking the server; `stored` is the last balance kept (`ai_credits`), shown meanwhile. */
  | { readonly kind: 'loading'; readonly stored: number | null }
  | { readonly kind: 'loaded'; readonly credits: number; readonly used: number }
  | { readonly kind: 'failed'; readonly message: string; readonly stored: number | null };

export const CREDITS_NOT_LOADED = 'Your credits could not be loaded.';

/** The signed-in AI user's balance (`POST /api/AI/get_credits`), loaded when the page opens. */
export function useAiCredits(aiUserId: number | null) {
  const services = useServices();
  // The last balance kept (`ai_credits`), shown while the server is asked.
  const [storedAtOpen] = useState(() => storedAiCredits(services));
  // The last answer, with the user it is for: another user's balance is never shown.
  const [answer, setAnswer] = useState<{ readonly aiUserId: number | null; readonly view: AiCreditsView } | null>(null);

  // Asks for the balance; only its answer sets state (whoever asks says it is loading).
  const fetchCredits = useCallback(
    (forUser: number | null) => {
      loadAiCredits(services).then(
        (credits) =>
          setAnswer({ aiUserId: forUser, view: { kind: 'loaded', credits: credits.credits, used: credits.used } }),
        (error: unknown) =>
          setAnswer({
            aiUserId: forUser,
            view: {
              kind: 'failed',
              message: aiFailureTextOf(error) ?? CREDITS_NOT_LOADED,
              stored: storedAiCredits(services),
            },
          }),
      );
    },
    [services],
  );

  useEffect(() => {
    if (aiUserId !== null) fetchCredits(aiUserId);
  }, [aiUserId, fetchCredits]);

  const reload = useCallback(() => {
    setAnswer({ aiUserId, view: { kind: 'loading', stored: storedAiCredits(services) } });
    fetchCredits(aiUserId);
  }, [aiUserId, fetchCredits, services]);

  /** A generated design's answer carries the new balance: no second request for it. */
  const update = useCallback(
    (credits: number, used: number) => setAnswer({ aiUserId, view: { kind: 'loaded', credits, used } }),
    [aiUserId],
  );

  const view: AiCreditsView =
    answer !== null && answer.aiUserId === aiUserId ? answer.view : { kind: 'loading', stored: storedAtOpen };
  return { view, reload, update };
}

/** The balance to judge by now: the fresh one, else the one kept from before, else unknown. */
export function knownCredits(view: AiCreditsView): number | null {
  return view.kind === 'loaded' ? view.credits : view.stored;
}
