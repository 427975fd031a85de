import type { ShoppingCart } from '@showroom/api';
import { describe, expect, it, vi } from 'vitest';
import { accountServices } from '../../services/accountServicesTestKit.ts';
import type { CartService } from '../../services/cartService.ts';
import { projectsServiceOf } from '../../services/projectsService.ts';
import { storageKeys } from '../../state/storageKeys.ts';
import { addProjectToCart } from './addProjectToCart.ts';

// The real stores, without the design system's index (its stylesheets need the vanilla-extract plugin).
vi.mock('@showroom/ui', async () => ({
  createProgressStore: (
    await import('../../../../../packages/ui/src/components/TopProgressBar/TopProgressBar.store.ts')
  ).createProgressStore,
  createToastStore: (await import('../../../../../packages/ui/src/components/Toast/Toast.store.ts')).createToastStore,
}));

/** The demo customer's services (the demo handlers), with the §3 cookie a sign-in writes. */
function demoCustomer() {
  const world = accountServices({ signedInAs: 'customer@demo.test' });
  world.services.persistence.rememberUserType('User');
  const deps = {
    cartService: () => import('../../services/cartService.ts').then((module) => module.cartServiceOf(world.services)),
    cart: world.services.cart,
    persistence: world.services.persistence,
  };
  return { ...world, deps, projects: projectsServiceOf(world.services) };
}

const linesOf = (cart: ShoppingCart) => cart.Project_tans.map((line) => [line.product_id, line.size_id, line.qty]);
const bulkAdds = (sent: readonly string[]) =>
  sent.filter((call) => call === 'POST /api/projectCart/sync_to_bulk_cart').length;

describe('Add all to cart', () => {
  it('puts every line of the project into the shopper’s cart in one request, and the cart store shows them', async () => {
    const { deps, projects, services, sent } = demoCustomer();
    const kitchen = await projects.loadProjectCart(701);
    // The demo handlers' current cart is the newest project's (the bath's, empty).
    const result = await addProjectToCart(deps, 701, kitchen);
    expect(result.kind).toBe('added');
    expect(bulkAdds(sent)).toBe(1);
    const shown = services.cart.getState().cart;
    expect(shown.status).toBe('ready');
    const cart = shown.status === 'ready' ? shown.data : null;
    expect(cart?.project_id).toBe(702);
    expect(cart && linesOf(cart)).toEqual(linesOf(kitchen));
    // /cart keeps showing that cart: its project is the one stored.
    expect(services.persistence.read(storageKeys.project)).toBe('702');
    expect(services.cart.getState().count).toBe(kitchen.total_qty);
  });

  it('copies nothing when the project’s cart is the cart /cart shows, so no line doubles', async () => {
    const { deps, projects, services, sent } = demoCustomer();
    services.persistence.write(storageKeys.project, '701');
    const kitchen = await projects.loadProjectCart(701);
    const result = await addProjectToCart(deps, 701, kitchen);
    expect(result).toEqual({ kind: 'alreadyInCart' });
    expect(bulkAdds(sent)).toBe(0);
    const shown = services.cart.getState().cart;
    expect(shown.status === 'ready' && linesOf(shown.data)).toEqual(linesOf(kitchen));
  });

  it('rejects with the server’s refusal and leaves the cart as it was', async () => {
    const { deps, projects, services } = demoCustomer();
    const kitchen = await projects.loadProjectCart(701);
    await services.cart.getState().load();
    const before = services.cart.getState().cart;
    const refusal = { status: 409, body: { message: 'Your cart holds products priced in showroom OAKS2026.' } };
    const failing = {
      flush: async () => true,
      addMany: async () => Promise.reject(refusal),
    } as unknown as CartService;
    await expect(addProjectToCart({ ...deps, cartService: async () => failing }, 701, kitchen)).rejects.toBe(refusal);
    expect(services.cart.getState().cart).toBe(before);
  });
});

describe('replacing a project’s lines (update_project_cart)', () => {
  it('sends the full list and answers the cart with it; a line listed twice is refused, nothing changes', async () => {
    const { projects } = demoCustomer();
    const kitchen = await projects.loadProjectCart(701);
    const [first, second] = kitchen.Project_tans;
    if (!first || !second) throw new Error('The demo kitchen has lines.');
    const items = [
      { product_id: first.product_id, size_id: first.size_id, quantity: first.qty + 1 },
      { product_id: second.product_id, size_id: second.size_id, quantity: second.qty },
    ];
    const replaced = await projects.replaceCart(701, items);
    expect(linesOf(replaced)).toEqual(items.map((item) => [item.product_id, item.size_id, item.quantity]));
    const twice = await projects.replaceCart(701, [...items, items[0]!]).catch((error: unknown) => error);
    expect((twice as { status?: number }).status).toBe(422);
    expect(linesOf(await projects.loadProjectCart(701))).toEqual(linesOf(replaced));
  });
});
