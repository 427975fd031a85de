import { describe, expect, it, vi } from 'vitest';
import { createAppServices } from '../../services/createAppServices.ts';
import { memoryCookieJar, memoryStorage } from '../../state/persistence.ts';
import {
  keepAnswers,
  keptAnswers,
  prefetchQuery,
  productListQuery,
  productQuery,
  runQuery,
} from './catalogueQueries.ts';
import { NO_FILTERS } from './listingFilters.ts';

// The real stores, without the design system's index (its stylesheets need the vanilla-extract plugin).
vi.mock('@showroom/ui', async () => ({
  createProgressStore: (
    await import('../../../../../packages/ui/src/components/TopProgressBar/TopProgressBar.store.ts')
  ).createProgressStore,
  createToastStore: (await import('../../../../../packages/ui/src/components/Toast/Toast.store.ts')).createToastStore,
}));

function servicesAnswering(product: unknown) {
  return servicesWith(vi.fn(async () => Response.json({ success: true, message: '', data: product })));
}

function servicesWith<F extends typeof globalThis.fetch>(fetch: F) {
  const services = createAppServices({
    storage: memoryStorage(),
    cookies: memoryCookieJar(),
    meta: { apiBaseUrl: '', shopId: null },
    fetch,
    initialPath: () => '/',
    scrollToTop: () => undefined,
  });
  return { services, fetch };
}

describe('answers handed from a server render to the browser', () => {
  it('lists what the server asked, and the browser keeps it without asking again', async () => {
    const product = { id: 7, name: 'Tile' };
    const server = servicesAnswering(product);
    await runQuery(server.services, productQuery('abc', null));
    const answers = JSON.parse(JSON.stringify(keptAnswers(server.services))) as unknown;
    expect(answers).toEqual([['product:abc:', product]]);

    const browser = servicesAnswering({ id: 8 });
    keepAnswers(browser.services, answers);
    await expect(runQuery(browser.services, productQuery('abc', null))).resolves.toEqual({ ok: true, data: product });
    expect(browser.fetch).not.toHaveBeenCalled();
  });

  it('ignores what is not a list of [key, answer] pairs, and then asks', async () => {
    const browser = servicesAnswering({ id: 8 });
    for (const junk of [null, 'text', { key: 1 }, [['only-key']], [[1, 'answer']]]) keepAnswers(browser.services, junk);
    expect(keptAnswers(browser.services)).toEqual([]);
    await expect(runQuery(browser.services, productQuery('abc', null))).resolves.toEqual({ ok: true, data: { id: 8 } });
    expect(browser.fetch).toHaveBeenCalledTimes(1);
  });
});

describe('a prefetch that failed', () => {
  const servicesFailing = () =>
    servicesWith(vi.fn(async () => Response.json({ success: false, message: 'Database is busy.' }, { status: 500 })));

  it('is shown by the page that opens next without asking (and toasting) again; the next page asks', async () => {
    const { services, fetch } = servicesFailing();
    prefetchQuery(services, productQuery('abc', null));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));

    await expect(runQuery(services, productQuery('abc', null))).resolves.toEqual({
      ok: false,
      message: 'Database is busy.',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(services.toasts.getSnapshot()).toHaveLength(1);

    await runQuery(services, productQuery('abc', null));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('is asked again when it failed longer ago than a moment', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { services, fetch } = servicesFailing();
      prefetchQuery(services, productQuery('abc', null));
      await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
      await new Promise((resolve) => setTimeout(resolve, 0));
      vi.setSystemTime(Date.now() + 11_000);
      await runQuery(services, productQuery('abc', null));
      expect(fetch).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a page of products of another size', () => {
  it('asks for that many and is kept apart from the ten-a-page list', async () => {
    const page = { data: [], total: 0, per_page: 6, current_page: 1, last_page: 1, facets: {} };
    const { services, fetch } = servicesAnswering(page);
    const six = productListQuery('12', 1, 'DEMO0001', NO_FILTERS, 6);
    const ten = productListQuery('12', 1, 'DEMO0001');
    expect(six.key).not.toBe(ten.key);
    // The default size keeps the key a prerendered page hands over.
    expect(ten.key).toBe(productListQuery('12', 1, 'DEMO0001', NO_FILTERS, 10).key);
    await runQuery(services, six);
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const body = JSON.parse(String(init.body)) as { per_page: number };
    expect(body.per_page).toBe(6);
  });
});
