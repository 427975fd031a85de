import { getDemoDataset } from '@showroom/api/demo';
import { createDemoHandlers, createMockState, mockTokenFor } from '@showroom/api/mocks';
import type { RouteAccess } from '@showroom/machines';
import { getResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { memoryCookieJar, memoryStorage } from '../state/persistence.ts';
import { storageKeys } from '../state/storageKeys.ts';
import { createAppServices, type AppServices } from './createAppServices.ts';
import { servicesSettled } from './servicesSettled.ts';

// The real stores, without the design system's index (its stylesheets need the vanilla-extract plugin).
vi.mock('@showroom/ui', async () => ({
  createProgressStore: (await import('../../../../packages/ui/src/components/TopProgressBar/TopProgressBar.store.ts'))
    .createProgressStore,
  createToastStore: (await import('../../../../packages/ui/src/components/Toast/Toast.store.ts')).createToastStore,
}));

/**
 * The machines and the API client load on first need (services/runtime.ts is its own chunk).
 * These tests pin down when they load and that no event sent before is lost or reordered.
 */

const publicRoute: RouteAccess = { requiresAuth: false };
const accountRoute: RouteAccess = { requiresAuth: true };

function servicesWith(storage: Record<string, string> = {}) {
  const requests: string[] = [];
  const handlers = createDemoHandlers({ state: createMockState() });
  const fetchThroughMocks: typeof fetch = async (input, init) => {
    const request = new Request(new URL(String(input), 'http://shop.test'), init);
    requests.push(new URL(request.url).pathname);
    return (await getResponse(handlers, request)) ?? new Response(null, { status: 404 });
  };
  const navigations: string[] = [];
  const scrolls: number[] = [];
  const services = createAppServices({
    storage: memoryStorage(storage),
    cookies: memoryCookieJar({}),
    meta: { apiBaseUrl: 'http://shop.test', shopId: null },
    fetch: fetchThroughMocks,
    initialPath: () => '/',
    scrollToTop: () => scrolls.push(Date.now()),
  });
  services.router.attach(
    (to) => navigations.push(to),
    () => navigations.at(-1) ?? '/',
  );
  return { services, requests, navigations, scrolls };
}

function request(services: AppServices, to: string, route = publicRoute, refused = false) {
  const token = services.session.getState().token || null;
  services.navigation.request({ type: 'NAVIGATION.REQUESTED', to, route, token, userType: null }, refused);
}

function activeCustomer() {
  const customer = getDemoDataset().users.find((user) => user.type === 'User' && user.status === 'Active');
  if (!customer) throw new Error('The demo data has no active customer.');
  return customer;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the on-demand runtime', () => {
  it('is not loaded for a first-time guest on a public first page, which settles without it', async () => {
    const { services, requests, scrolls } = servicesWith();
    const stop = services.start();
    request(services, '/');
    services.navigation.complete();
    services.sendSession({ type: 'NAVIGATED', path: '/', redirect: null });
    await tick();
    expect(services.loadedRuntime()).toBeNull();
    expect(requests).toEqual([]);
    expect(services.navigation.currentPath()).toBe('/');
    expect(services.session.getState().status).toBe('signedOut');
    expect(scrolls).toHaveLength(0);
    stop();
  });

  it('settles when the machines start loading while it waits, with no request to follow', async () => {
    const { services } = servicesWith();
    const stop = services.start();
    const settled = servicesSettled(services).then(() => 'settled');
    // Asked for after settled() looked (nothing loading) and before it looked again.
    await Promise.resolve();
    const loaded = services.runtime();
    const late = new Promise((resolve) => setTimeout(() => resolve('still waiting after 2 s'), 2000));
    expect(await Promise.race([settled, late])).toBe('settled');
    expect(services.loadedRuntime()).toBe(await loaded);
    stop();
  });

  it('loads for the second navigation and runs it through the machine, from the settled path', async () => {
    const { services, scrolls } = servicesWith();
    const stop = services.start();
    request(services, '/');
    services.navigation.complete();
    request(services, '/about-us');
    services.navigation.complete();
    const runtime = await services.runtime();
    expect(runtime.navigationActor.getSnapshot().value).toBe('idle');
    expect(runtime.navigationActor.getSnapshot().context.currentPath).toBe('/about-us');
    // The second navigation's effects ran (scroll to top), the first page's did not.
    expect(scrolls).toHaveLength(1);
    await servicesSettled(services);
    expect(services.progress.getSnapshot()).toBe('idle');
    stop();
  });

  it('clears the overlays open when a navigation started, not one opened while the page loaded', async () => {
    const { services } = servicesWith();
    const stop = services.start();
    request(services, '/');
    services.navigation.complete();
    await services.runtime();
    const overlays = services.overlays.getState();
    overlays.setOpen('mobileMenu', true);
    request(services, '/about_us');
    services.navigation.complete();
    expect(services.overlays.getState().open).toBeNull();
    request(services, '/faq');
    services.overlays.getState().setOpen('leadPopup', true);
    services.navigation.complete();
    expect(services.overlays.getState().open).toBe('leadPopup');
    stop();
  });

  it('loads at once when the first page is refused, and the machine redirects to Login', async () => {
    const { services, navigations } = servicesWith();
    const stop = services.start();
    request(services, '/account', accountRoute, true);
    await services.runtime();
    expect(navigations).toEqual([`/login?redirect=${encodeURIComponent('/account')}`]);
    stop();
  });

  it('loads at start with a stored session and signs the user in', async () => {
    const customer = activeCustomer();
    const { services, requests } = servicesWith({ [storageKeys.authToken]: mockTokenFor(customer) });
    expect(services.session.getState().status).toBe('loading');
    const stop = services.start();
    request(services, '/');
    services.navigation.complete();
    services.sendSession({ type: 'NAVIGATED', path: '/', redirect: null });
    await services.runtime();
    await servicesSettled(services);
    expect(services.session.getState().status).toBe('signedIn');
    expect(services.session.getState().user?.email).toBe(customer.email);
    expect(requests).toContain('/api/authuser');
    stop();
  });

  it('loads for a session event other than a page view, and delivers it and the earlier ones in order', async () => {
    const { services } = servicesWith();
    const stop = services.start();
    const customer = activeCustomer();
    services.sendSession({ type: 'NAVIGATED', path: '/', redirect: null });
    expect(services.loadedRuntime()).toBeNull();
    services.sendSession({ type: 'SIGNED_IN', user: customer, token: mockTokenFor(customer) });
    await services.runtime();
    await servicesSettled(services);
    expect(services.session.getState().status).toBe('signedIn');
    expect(services.session.getState().user?.email).toBe(customer.email);
    stop();
  });

  it('loads when a guest has a cart to fetch', async () => {
    const { services, requests } = servicesWith({ [storageKeys.cartId]: 'no-such-cart' });
    const stop = services.start();
    await servicesSettled(services);
    expect(services.loadedRuntime()).not.toBeNull();
    expect(requests).toContain('/api/cart');
    // The stored id opens nothing: it is forgotten quietly, with no "Cart not found." toast (issue 30).
    await vi.waitFor(() => expect(services.cart.getState().cart.status).toBe('idle'));
    expect(services.persistence.read(storageKeys.cartId)).toBeNull();
    expect(services.toasts.getSnapshot().map((toast) => toast.message)).not.toContain('Cart not found.');
    stop();
  });
});
