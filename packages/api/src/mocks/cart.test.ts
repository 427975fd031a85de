import { describe, expect, it } from 'vitest';
import type { ApiHttpError } from '../client/errors.ts';
import {
  cartMessages,
  FLAT_SHIPPING_PER_VENDOR_CENTS,
  FREE_DELIVERY_FROM_CENTS,
  profileMessages,
} from '../contract/index.ts';
import { useDemoMockServer } from '../testing/demoMockServer.ts';

/** The mocks' cart follows the reference server's rules (apps/server/src/routes/cartRoutes.test.ts). */

const world = useDemoMockServer();
const { clientAs } = world;

async function failure(promise: Promise<unknown>): Promise<ApiHttpError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiHttpError;
  }
  throw new Error('expected the request to fail');
}

const cheapProduct = () => {
  const product = world.state.products.find((candidate) => candidate.price < 50);
  if (!product) throw new Error('no cheap product');
  return product;
};

describe('mock cart', () => {
  it('makes a guest cart on the first add and ignores a price the client sends', async () => {
    const guest = clientAs(null);
    const product = cheapProduct();
    const body = { product_id: product.id, quantity: 2, action: 'cart' as const, price: 0.01, amount: 0.02 };
    const { data } = await guest.syncToCart({ body });
    expect(data.cart_id).toEqual(expect.any(String));
    expect(data.temp_project_id).toEqual(expect.any(Number));
    const line = data.Project_tans[0]!;
    // No showroom: the wholesale price plus the 10 % minimum markup, in whole cents.
    const wholesaleCents = Math.round((product.sizes[0]?.price ?? product.price) * 100);
    expect(line.price).toBe(Math.floor((wholesaleCents * 1000 + 5000) / 10_000 + wholesaleCents) / 100);
    expect(line.amount).toBeCloseTo(line.price * 2, 2);
    // The product's swatch, at the same addresses its card shows (the mocks' picture keys).
    expect(line.picture?.view).toBe('swatch');
    expect(line.picture?.src).toContain(`/media/pictures/demo-${product.id}/swatch-`);
    expect(data.vendors).toEqual([
      expect.objectContaining({
        vendor_id: product.vendor_id,
        line_ids: [line.id],
        shipping_charge: FLAT_SHIPPING_PER_VENDOR_CENTS / 100,
      }),
    ]);
    expect(data.total).toBeCloseTo(data.subtotal + data.shipping_charge, 2);
  });

  it('sets quantities (not adds) and answers 404 for a line the cart does not hold', async () => {
    const guest = clientAs(null);
    const { data: cart } = await guest.syncToCart({
      body: { product_id: cheapProduct().id, quantity: 1, action: 'cart' },
    });
    const body = { cart_id: cart.cart_id, line_id: cart.Project_tans[0]!.id, quantity: 6 };
    await guest.updateCart({ body });
    const { data } = await guest.updateCart({ body });
    expect(data.Project_tans[0]?.qty).toBe(6);
    const removed = await guest.removeCartLine({ params: { id: body.line_id }, query: { cart_id: cart.cart_id } });
    expect(removed.data.Project_tans).toEqual([]);
    const missing = await failure(
      guest.removeCartLine({ params: { id: body.line_id }, query: { cart_id: cart.cart_id } }),
    );
    expect(missing.status).toBe(404);
    expect(missing.userMessage).toBe(cartMessages.lineNotFound);
  });

  it("says the product's minimum unit on its page and refuses less, adding or setting", async () => {
    const guest = clientAs(null);
    const product = cheapProduct();
    product.min_qty = 3;
    const { data: page } = await guest.getProduct({ query: { pid: product.hash } });
    expect(page.min_qty).toBe(3);
    const below = await failure(guest.syncToCart({ body: { product_id: product.id, quantity: 2, action: 'cart' } }));
    expect(below.status).toBe(422);
    expect(below.fieldErrors).toEqual({ quantity: [cartMessages.belowMinimum(3)] });
    const { data: cart } = await guest.syncToCart({ body: { product_id: product.id, quantity: 3, action: 'cart' } });
    const line = cart.Project_tans[0]!;
    expect(line.min_qty).toBe(3);
    const lowered = await failure(guest.updateCart({ body: { cart_id: cart.cart_id, line_id: line.id, quantity: 2 } }));
    expect(lowered.fieldErrors).toEqual({ quantity: [cartMessages.belowMinimum(3)] });
  });

  it("keeps a customer's project cart closed to guests, and opens a guest cart only by its cart id", async () => {
    const guest = clientAs(null);
    expect((await failure(guest.getCart({ query: { cart_id: 'demo-cart-0001' } }))).status).toBe(404);
    expect((await failure(guest.getProjectCart({ query: { temp_project_id: 801 } }))).status).toBe(404);
    const { data } = await guest.getProjectCart({ query: { cart_id: 'demo-guest-cart', temp_project_id: 801 } });
    expect(data.cart_id).toBe('demo-guest-cart');
    const customer = clientAs('customer@demo.test');
    expect((await customer.getCart({ query: { cart_id: 'demo-cart-0001' } })).data.project_id).toBe(701);
  });

  it('attaches the saved guest cart when the project is made at sign-in, merging the lines', async () => {
    const customer = clientAs('customer@demo.test');
    const guestLines = world.state.carts.find((cart) => cart.cart_id === 'demo-guest-cart')!.Project_tans;
    const { data: projectId } = await customer.createProject({
      body: { my_item: { showroom: 'DEMO0001' }, cart_id: 'demo-guest-cart' },
    });
    const { data } = await customer.getProjectCart({ query: { project: projectId } });
    expect(data.Project_tans.map((line) => [line.product_id, line.qty])).toEqual(
      guestLines.map((line) => [line.product_id, line.qty]),
    );
    expect(world.state.carts.some((cart) => cart.cart_id === 'demo-guest-cart')).toBe(false);
    const refused = await failure(customer.addProjectToCart({ body: { re_temp_project_id: 801, project_id: 702 } }));
    expect(refused.status).toBe(422);
  });

  it('moves an empty project cart, and its project, into the showroom of the add (as the server)', async () => {
    const customer = clientAs('customer@demo.test');
    const cart = world.state.carts.find((each) => each.cart_id === 'demo-cart-0001')!;
    Object.assign(cart, { Project_tans: [] });
    const other = cart.showroom === 'OAKS2026' ? 'DEMO0001' : 'OAKS2026';
    const { data } = await customer.syncToCart({
      body: { product_id: cheapProduct().id, quantity: 1, action: 'cart', cart_id: 'demo-cart-0001', showroom: other },
    });
    expect(data.showroom).toBe(other);
    expect((await customer.getProject({ params: { projectId: 701 } })).data.showroom).toBe(other);
  });

  it('answers the checkout shipping charge by the shared rule and refuses a non-US world.state', async () => {
    const customer = clientAs('customer@demo.test');
    const product = cheapProduct();
    const { data: cart } = await customer.syncToCart({
      body: { project: 702, product_id: product.id, quantity: 1, action: 'cart' },
    });
    expect(cart.project_id).toBe(702);
    const charged = await customer.getProfile({ query: { checkout: '1', cart_id: cart.cart_id } });
    expect(charged.data.shipping_charge).toBe(FLAT_SHIPPING_PER_VENDOR_CENTS / 100);
    const quantity = Math.ceil(FREE_DELIVERY_FROM_CENTS / Math.round(cart.Project_tans[0]!.price * 100));
    await customer.updateCart({ body: { cart_id: cart.cart_id, line_id: cart.Project_tans[0]!.id, quantity } });
    const address = { street: '1 Main St', city: 'Austin', state: 'texas', zip_code: '73301', apartment: null };
    const updated = await customer.updateProfile({
      body: { shipping_address: address, checkout: 1, cart_id: cart.cart_id },
    });
    expect(updated.data.shipping_charge).toBe(0);
    expect(updated.data.shipping_address?.state).toBe('TX');
    const refused = await failure(
      customer.updateProfile({ body: { shipping_address: { ...address, state: 'Ontario' }, checkout: 1 } }),
    );
    expect(refused.status).toBe(422);
    expect(refused.fieldErrors).toEqual({ 'shipping_address.state': [profileMessages.stateNotUs] });
    expect((await customer.getProfile()).data.shipping_charge).toBeNull();
  });
});
