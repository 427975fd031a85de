import { describe, expect, it } from 'vitest';
import type { Product } from '../contract/index.ts';
import { useDemoMockServer } from '../testing/demoMockServer.ts';

/**
 * The mocks show what a customer pays in a showroom, as the reference server does
 * (apps/server/src/orders/showroomPrice.ts): the demo catalogue's wholesale price plus the
 * showroom's markup (DEMO0001 12 %, OAKS2026 15 %, TILE4YOU 10 %; none: 10 %), and an order
 * costs exactly what its cart said.
 */

const world = useDemoMockServer();
const { clientAs } = world;

/** Written out here rather than imported: wholesale cents plus the markup, half up. */
function expected(wholesale: number, markupPercent: number): number {
  const cents = Math.round(wholesale * 100);
  return (cents + Math.floor((cents * markupPercent * 100 + 5000) / 10_000)) / 100;
}

const wholesaleOf = (id: number): Product => {
  const product = world.state.products.find((candidate) => candidate.id === id);
  if (!product) throw new Error(`no product ${id}`);
  return product;
};

describe('mock prices are the customer prices of the showroom', () => {
  it.each([
    ['DEMO0001', 12],
    ['OAKS2026', 15],
    ['TILE4YOU', 10],
  ])('lists products in %s at the wholesale price plus %i %%', async (showroom, markup) => {
    const { data } = await clientAs(null).listShowroomProducts({ body: { category: 3, showroom, per_page: 50 } });
    expect(data.data.length).toBeGreaterThan(0);
    for (const product of data.data) expect(product.price).toBe(expected(wholesaleOf(product.id).price, markup));
  });

  it('prices the product page and each size in the showroom named, 10 % without one', async () => {
    const client = clientAs(null);
    const sized =
      world.state.products.find((product) => product.sizes.length > 0 && product.sizes[0]!.price !== product.price) ??
      world.state.products[0]!;
    const inOaks = (await client.getProduct({ query: { pid: String(sized.id), showroom: 'OAKS2026' } })).data;
    expect(inOaks.price).toBe(expected(sized.price, 15));
    expect(inOaks.sizes.map((size) => size.price)).toEqual(sized.sizes.map((size) => expected(size.price, 15)));
    const plain = (await client.getProduct({ query: { pid: String(sized.id) } })).data;
    expect(plain.price).toBe(expected(sized.price, 10));
    // The world.state keeps the wholesale price: a page view does not change it.
    expect(wholesaleOf(sized.id).price).toBe(sized.price);
  });

  it('prices sliders and recently viewed in the showroom', async () => {
    const client = clientAs(null);
    const top = (await client.topProducts({ body: { showroom: 'DEMO0001' } })).data;
    for (const product of top) expect(product.price).toBe(expected(wholesaleOf(product.id).price, 12));
    const ids = top.slice(0, 3).map((product) => product.id);
    const recent = (await client.recentlyViewed({ body: { product_ids: ids, showroom: 'DEMO0001' } })).data;
    expect(recent.map((product) => product.price)).toEqual(top.slice(0, 3).map((product) => product.price));
    const also = (await client.customerAlsoViewed({ body: { product_id: ids[0]!, showroom: 'OAKS2026' } })).data;
    for (const product of also) expect(product.price).toBe(expected(wholesaleOf(product.id).price, 15));
  });

  it('shows the cart at the prices the catalogue showed, and the order costs the cart total', async () => {
    const guest = clientAs(null);
    const listed = (await guest.listShowroomProducts({ body: { category: 3, showroom: 'DEMO0001' } })).data.data;
    const first = listed[0]!;
    const second = listed[1]!;
    const product = wholesaleOf(first.id);
    const { data: cart } = await guest.syncToCart({
      body: {
        product_id: first.id,
        size_id: product.sizes[0]?.id ?? null,
        quantity: 3,
        action: 'cart',
        showroom: 'DEMO0001',
      },
    });
    const { data } = await guest.syncToCart({
      body: { cart_id: cart.cart_id, product_id: second.id, quantity: 1, action: 'cart', showroom: 'DEMO0001' },
    });
    const line = data.Project_tans.find((candidate) => candidate.product_id === first.id)!;
    expect(line.price).toBe(expected(product.sizes[0]?.price ?? product.price, 12));
    expect(line.amount).toBe(Math.round(line.price * 100 * 3) / 100);
    const subtotalCents = data.Project_tans.reduce((sum, each) => sum + Math.round(each.amount * 100), 0);
    expect(Math.round(data.subtotal * 100)).toBe(subtotalCents);

    const customer = clientAs('customer@demo.test');
    const checkout = (await customer.getProfile({ query: { checkout: '1', cart_id: data.cart_id } })).data;
    expect(checkout.shipping_charge).toBe(data.shipping_charge);
    const placed = await customer.placeOrder({
      body: {
        cart_id: data.cart_id,
        idempotency_key: 'mock-price-check-0001',
        shipping_address: { street: '1 A St', city: 'LA', state: 'CA', zip_code: '90012', apartment: null },
      },
    });
    expect(placed.data.order.subtotal).toBe(data.subtotal);
    expect(placed.data.order.shipping_charge).toBe(data.shipping_charge);
    expect(placed.data.order.total).toBe(data.total);
    expect(placed.data.items.map((item) => item.final_price).sort()).toEqual(
      data.Project_tans.map((each) => each.price).sort(),
    );
  });
});
