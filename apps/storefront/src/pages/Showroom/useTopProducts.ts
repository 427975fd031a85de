import type { ProductSummary } from '@showroom/api';
import { useEffect, useState } from 'react';
import { useServices } from '../../services/ServicesContext.tsx';
import { messageOf, type Loadable } from '../../state/loadable.ts';

export interface TopProducts {
  readonly products: Loadable<readonly ProductSummary[]>;
  retry(): void;
}

/** `POST /api/top_products/` for a showroom, loaded when its page shows; retry loads it again. */
export function useTopProducts(vsdId: string): TopProducts {
  const services = useServices();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; products: Loadable<readonly ProductSummary[]> } | null>(null);
  const key = `${vsdId}:${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    services
      .runtime()
      .then(({ api }) => api.topProducts({ body: { showroom: vsdId } }, { signal: controller.signal }))
      .then(
        (answer) => setResult({ key, products: { status: 'ready', data: answer.data } }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const message = messageOf(error, 'The top products could not be loaded.');
          setResult({ key, products: { status: 'error', data: null, message } });
        },
      );
    return () => controller.abort();
  }, [services, vsdId, key]);

  // A result for another showroom or an earlier attempt is not this one's: still loading.
  const products: Loadable<readonly ProductSummary[]> =
    result?.key === key ? result.products : { status: 'loading', data: null };
  return { products, retry: () => setAttempt((count) => count + 1) };
}
