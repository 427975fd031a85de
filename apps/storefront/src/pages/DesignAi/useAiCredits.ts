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
  const [view, setView] = useState<AiCreditsView>(() => ({ kind: 'loading', stored: storedAiCredits(services) }));

  const reload = useCallback(() => {
    setView({ kind: 'loading', stored: storedAiCredits(services) });
    loadAiCredits(services).then(
      (credits) => setView({ kind: 'loaded', credits: credits.credits, used: credits.used }),
      (error: unknown) =>
        setView({
          kind: 'failed',
          message: aiFailureTextOf(error) ?? CREDITS_NOT_LOADED,
          stored: storedAiCredits(services),
        }),
    );
  }, [services]);

  useEffect(() => {
    if (aiUserId !== null) reload();
  }, [aiUserId, reload]);

  /** A generated design's answer carries the new balance: no second request for it. */
  const update = useCallback((credits: number, used: number) => setView({ kind: 'loaded', credits, used }), []);

  return { view, reload, update };
}

/** The balance to judge by now: the fresh one, else the one kept from before, else unknown. */
export function knownCredits(view: AiCreditsView): number | null {
  return view.kind === 'loaded' ? view.credits : view.stored;
}
