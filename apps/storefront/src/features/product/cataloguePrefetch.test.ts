import { describe, expect, it, vi } from 'vitest';
import { createAppServices } from '../../services/createAppServices.ts';
import { memoryCookieJar, memoryStorage } from '../../state/persistence.ts';
import { prefetchCatalogueData } from './cataloguePrefetch.ts';

// The real stores, without the design system's index (its stylesheets need the vanilla-extract plugin).
vi.mock('@showroom/ui', async () => ({
  createProgressStore: (
    await import('../../../../../packages/ui/src/components/TopProgressBar/TopProgressBar.store.ts')
  ).createProgressStore,
  createToastStore: (await import('../../../../../packages/ui/src/components/Toast/Toast.store.ts')).createToastStore,
}));

function servicesAnswering() {
  const requests: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test');
    requests.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search} ${String(init?.body ?? '')}`.trim());
    return Response.json({ success: true, message: '', data: null });
  });
  const services = createAppServices({
    storage: memoryStorage(),
    cookies: memoryCookieJar(),
    meta: { apiBaseUrl: '', shopId: 'DEMO0001' },
    fetch,
    initialPath: () => '/',
    scrollToTop: () => undefined,
  });
  return { services, requests, settle: () => vi.waitFor(() => expect(requests.length).toBeGreaterThan(0)) };
}

describe('catalogue data started with the page code', () => {
  it('starts a product page’s product', async () => {
    const { services, requests, settle } = servicesAnswering();
    prefetchCatalogueData(services, '/product/abc123/DEMO0001');
    await settle();
    // The product's prices are the showroom's: the one in the address.
    expect(requests).toEqual(['GET /api/public?pid=abc123&showroom=DEMO0001']);
  });

  it('starts a product list’s page from the address, and the showroom’s category tree', async () => {
    const { services, requests, settle } = servicesAnswering();
    prefetchCatalogueData(services, '/category/tile-flooring/product?page=2');
    await settle();
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    expect(requests).toContain(
      'POST /api/visualization/products {"category":"tile-flooring","page":2,"per_page":10,"showroom":"DEMO0001"}',
    );
    expect(requests).toContain('GET /api/visualization/shop_profile?vsd_id=DEMO0001');
  });

  it('starts /product-details by its pid, a department’s pictures, and nothing for other pages', async () => {
    const { services, requests, settle } = servicesAnswering();
    prefetchCatalogueData(services, '/about_us');
    prefetchCatalogueData(services, '/product-details');
    prefetchCatalogueData(services, '/product-details?pid=42');
    prefetchCatalogueData(services, '/department/flooring');
    await settle();
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    expect(requests).toEqual([
      'GET /api/public?pid=42&showroom=DEMO0001',
      'GET /api/visualization/shop_profile?vsd_id=DEMO0001',
    ]);
  });
});
