import { cartShowroomOf } from '@showroom/api/client';
import { getDemoDataset } from '@showroom/api/demo';
import { createDemoHandlers, createMockState, mockTokenFor } from '@showroom/api/mocks';
import { getResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { memoryCookieJar, memoryStorage } from '../state/persistence.ts';
import { storageKeys } from '../state/storageKeys.ts';
import { cartServiceMessages, cartServiceOf } from './cartService.ts';
import { createAppServices } from './createAppServices.ts';
import { servicesSettled } from './servicesSettled.ts';

// The real stores, without the design system's index (its stylesheets need the vanilla-extract plugin).
vi.mock('@showroom/ui', async () => ({
  createProgressStore: (await import('../../../../packages/ui/src/components/TopProgressBar/TopProgressBar.store.ts'))
    .createProgressStore,
  createToastStore: (await import('../../../../packages/ui/src/components/Toast/Toast.store.ts')).createToastStore,
}));

interface SentRequest {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

/**
 * The storefront's services against the demo handlers, with a hook to hold or refuse cart
 * updates, so the tests can click faster than the server answers.
 */
function shop(storage: Record<string, string> = {}) {
  const handlers = createDemoHandlers({ state: createMockState() });
  const sent: SentRequest[] = [];
  let open = 0;
  let mostAtOnce = 0;
  let refuseNext: number | null = null;
  const held: (() => void)[] = [];
  let holding = false;
  const fetchThroughMocks: typeof fetch = async (input, init) => {
    const request = new Request(new URL(String(input), 'http://shop.test'), init);
    const url = new URL(request.url);
    const body: unknown =
      request.method === 'GET'
        ? null
        : await request
            .clone()
            .json()
            .catch(() => null);
    const isUpdate = url.pathname.includes('update_cart') || url.pathname.includes('/cart/destroy');
    if (isUpdate) {
      sent.push({ method: request.method, path: url.pathname, body });
      open += 1;
      mostAtOnce = Math.max(mostAtOnce, open);
      if (holding) await new Promise<void>((resolve) => held.push(resolve));
      open -= 1;
      if (refuseNext !== null) {
        const status = refuseNext;
        refuseNext = null;
        return Response.json({ success: false, message: 'Only 3 left in stock.', errors: {} }, { status });
      }
    }
    return (await getResponse(handlers, request)) ?? new Response(null, { status: 404 });
  };
  const services = createAppServices({
    storage: memoryStorage(storage),
    cookies: memoryCookieJar({}),
    meta: { apiBaseUrl: 'http://shop.test', shopId: null },
    fetch: fetchThroughMocks,
    initialPath: () => '/',
    scrollToTop: () => undefined,
  });
  return {
    services,
    sent,
    mostAtOnce: () => mostAtOnce,
    hold: () => {
      holding = true;
    },
    release: async () => {
      holding = false;
      for (const resolve of held.splice(0)) resolve();
      await servicesSettled(services);
    },
    refuseNextWith: (status: number) => {
      refuseNext = status;
    },
  };
}

const someProduct = () => {
  const product = getDemoDataset().products[3];
  if (!product) throw new Error('The demo data has too few products.');
  return product;
};

async function idleQueue(service: Awaited<ReturnType<typeof cartServiceOf>>) {
  return service.flush();
}

describe('cart service', () => {
  it("creates a guest's cart on the first add and keeps its §3 keys; a second add goes to the same cart", async () => {
    const { services } = shop();
    const service = await cartServiceOf(services);
    const product = someProduct();
    const first = await service.add({ id: product.id }, 2);
    expect(first.Project_tans.map((line) => [line.product_id, line.qty])).toEqual([[product.id, 2]]);
    expect(services.persistence.read(storageKeys.cartId)).toBe(first.cart_id);
    expect(services.persistence.read(storageKeys.tempProjectId)).toBe(String(first.temp_project_id));
    expect(services.cart.getState().count).toBe(2);

    const second = await service.add({ id: product.id }, 3, { toast: false });
    expect(second.cart_id).toBe(first.cart_id);
    expect(services.cart.getState().count).toBe(5);
    expect(services.toasts.getSnapshot().map((toast) => toast.tone)).toEqual(['success']);
  });

  it('never makes two guest carts from a double click', async () => {
    const { services } = shop();
    const service = await cartServiceOf(services);
    const product = someProduct();
    const [a, b] = await Promise.all([service.add({ id: product.id }, 1), service.add({ id: product.id }, 1)]);
    expect(b.cart_id).toBe(a.cart_id);
    expect(b.Project_tans[0]?.qty).toBe(2);
  });

  it('shows ten quick changes at once, sends them one at a time and ends at the last value', async () => {
    const world = shop();
    const service = await cartServiceOf(world.services);
    const cart = await service.add({ id: someProduct().id }, 1, { toast: false });
    const lineId = cart.Project_tans[0]?.id as number;
    world.hold();
    for (let quantity = 2; quantity <= 11; quantity += 1) service.setQuantity(lineId, quantity);
    // Shown at once: the header badge counts 11 before the server has answered anything.
    expect(world.services.cart.getState().count).toBe(11);
    await world.release();
    await idleQueue(service);
    const bodies = world.sent.map((request) => (request.body as { quantity: number }).quantity);
    // The first went out at once; the other nine were coalesced into their latest value.
    expect(bodies).toEqual([2, 11]);
    expect(world.mostAtOnce()).toBe(1);
    const server = await (await world.services.runtime()).api.getCart({ query: { cart_id: cart.cart_id } });
    expect(server.data.Project_tans[0]?.qty).toBe(11);
    expect(world.services.cart.getState().count).toBe(11);
  });

  it('rolls a refused change back to the server’s value with a toast, and reports it to a waiting checkout', async () => {
    const world = shop();
    const service = await cartServiceOf(world.services);
    const cart = await service.add({ id: someProduct().id }, 2, { toast: false });
    const lineId = cart.Project_tans[0]?.id as number;
    world.refuseNextWith(422);
    service.setQuantity(lineId, 40);
    expect(world.services.cart.getState().count).toBe(40);
    await servicesSettled(world.services);
    expect(world.services.cart.getState().count).toBe(2);
    // The refusal came before the checkout asked: nothing it waits for failed.
    expect(await service.flush()).toBe(true);
    const toasts = world.services.toasts.getSnapshot().map((toast) => toast.message);
    expect(toasts).toContain(cartServiceMessages.restored(cart.Project_tans[0]?.product_name as string, 2));

    world.refuseNextWith(500);
    service.setQuantity(lineId, 5);
    // A checkout waiting when a change is refused hears so.
    expect(await service.flush()).toBe(false);
    expect(world.services.cart.getState().count).toBe(2);
  });

  it('removes a line', async () => {
    const world = shop();
    const service = await cartServiceOf(world.services);
    const product = getDemoDataset().products[10];
    await service.add({ id: someProduct().id }, 2, { toast: false });
    const cart = await service.add({ id: product?.id as number }, 1, { toast: false });
    service.remove(cart.Project_tans[0]?.id as number);
    expect(world.services.cart.getState().count).toBe(1);
    await idleQueue(service);
    expect(world.sent.map((request) => request.method)).toEqual(['DELETE']);
    const shown = world.services.cart.getState().cart;
    expect(shown.status === 'ready' && shown.data.Project_tans.map((line) => line.product_id)).toEqual([product?.id]);
  });

  it('forgets the lines of a cleared cart (logout): a late change to one sends nothing', async () => {
    const world = shop();
    const service = await cartServiceOf(world.services);
    const cart = await service.add({ id: someProduct().id }, 2, { toast: false });
    world.services.cart.getState().clear();
    service.setQuantity(cart.Project_tans[0]?.id as number, 5);
    expect(await service.flush()).toBe(true);
    expect(world.sent).toEqual([]);
    expect(world.services.cart.getState().count).toBe(0);
  });

  it('adds in the showroom the page priced the product in; a cart of another showroom refuses, naming it', async () => {
    const { services } = shop({
      [storageKeys.showroom]: JSON.stringify({ id: 1, vsd_id: 'DEMO0001', company_name: 'Demo Showroom' }),
    });
    const service = await cartServiceOf(services);
    // A product address naming OAKS2026 priced the page there, whatever showroom is active.
    const cart = await service.add({ id: someProduct().id }, 1, { toast: false, showroom: 'OAKS2026' });
    expect(cart.showroom).toBe('OAKS2026');
    const refused = await service
      .add({ id: getDemoDataset().products[10]?.id as number }, 1, { toast: false })
      .catch((error: unknown) => error);
    expect(cartShowroomOf(refused)).toBe('OAKS2026');
    const shown = services.cart.getState().cart;
    expect(shown.status === 'ready' && shown.data.Project_tans).toHaveLength(1);
  });

  it("adds to a signed-in customer's project cart", async () => {
    const customer = getDemoDataset().users.find((user) => user.email === 'customer@demo.test');
    if (!customer) throw new Error('The demo data has no customer@demo.test.');
    // Project 701's cart holds lines of DEMO0001, the showroom the customer is in.
    const { services } = shop({
      [storageKeys.authToken]: mockTokenFor(customer),
      [storageKeys.project]: '701',
      [storageKeys.showroom]: JSON.stringify({ id: 1, vsd_id: 'DEMO0001', company_name: 'Demo Showroom' }),
    });
    const service = await cartServiceOf(services);
    const cart = await service.add({ id: someProduct().id }, 1, { toast: false });
    expect(cart.project_id).toBe(701);
    expect(cart.showroom).toBe('DEMO0001');
    expect(services.persistence.read(storageKeys.cartId)).toBeNull();
    expect(services.persistence.read(storageKeys.project)).toBe('701');
  });
});
