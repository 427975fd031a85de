import { FLAT_SHIPPING_PER_VENDOR_CENTS, FREE_DELIVERY_FROM_CENTS, endpoints, profileMessages } from '@showroom/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnshippableAddressError, shippingChargeCents } from '../orders/shippingCharge.ts';
import { type TestServer, createTestServer } from '../testing/testServer.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await createTestServer();
  // A customer with no cart yet, so each test sets the cart it needs.
  token = await server.tokenFor('customer2@demo.test');
});
afterAll(async () => {
  await server.close();
});

async function call(method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
  const response = await server.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() as { data: unknown; errors?: unknown; message: string } };
}

const address = { street: '9 Pine St', city: 'Los Angeles', state: 'CA', zip_code: '90012', apartment: null };

describe('the shipping-charge rule', () => {
  it('charges each vendor below the free-delivery amount a flat fee, and refuses non-US states', () => {
    expect(shippingChargeCents([], address)).toBe(0);
    expect(
      shippingChargeCents(
        [
          { vendorId: 1, lineTotalCents: 10_000 },
          { vendorId: 2, lineTotalCents: FREE_DELIVERY_FROM_CENTS },
          { vendorId: 1, lineTotalCents: 5_000 },
        ],
        address,
      ),
    ).toBe(FLAT_SHIPPING_PER_VENDOR_CENTS);
    expect(
      shippingChargeCents(
        [
          { vendorId: 1, lineTotalCents: FREE_DELIVERY_FROM_CENTS - 1 },
          { vendorId: 2, lineTotalCents: 1 },
        ],
        { state: 'new york' },
      ),
    ).toBe(2 * FLAT_SHIPPING_PER_VENDOR_CENTS);
    expect(() => shippingChargeCents([], { state: 'Ontario' })).toThrow(UnshippableAddressError);
    expect(() => shippingChargeCents([], { state: 'PR' })).toThrow(UnshippableAddressError);
  });
});

describe('GET /api/profile', () => {
  it('gives the account, the address and the card as brand, last four and expiry only', async () => {
    const { status, body } = await call('GET', '/api/profile');
    expect(status).toBe(200);
    const profile = endpoints.getProfile.response.parse(body).data;
    expect(profile.user.email).toBe('customer2@demo.test');
    expect(profile.shipping_charge).toBeNull();
    expect(JSON.stringify(body)).not.toMatch(/card_number|cvv|password/);
    if (profile.payment_details) expect(profile.payment_details.card_last4).toMatch(/^\d{4}$/);
  });

  it('with checkout=1 gives the shipping charge of the current cart', async () => {
    const cheap = await server.database.db
      .selectFrom('products')
      .select(['id', 'price_cents'])
      .where('price_cents', '<', 10_000)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const empty = await call('GET', '/api/profile?checkout=1');
    expect(endpoints.getProfile.response.parse(empty.body).data.shipping_charge).toBe(0);
    const added = await call('POST', '/api/projectCart/sync_to_cart', {
      product_id: cheap.id,
      quantity: 1,
      action: 'cart',
    });
    expect(added.status).toBe(200);
    const charged = await call('GET', '/api/profile?checkout=1');
    expect(endpoints.getProfile.response.parse(charged.body).data.shipping_charge).toBe(
      FLAT_SHIPPING_PER_VENDOR_CENTS / 100,
    );
    // A cart named by id (here a guest cart the customer holds) counts instead.
    const guest = await server.app.inject({
      method: 'POST',
      url: '/api/projectCart/sync_to_cart',
      payload: {
        product_id: cheap.id,
        quantity: Math.ceil(FREE_DELIVERY_FROM_CENTS / cheap.price_cents),
        action: 'cart',
      },
    });
    const guestCartId = (guest.json() as { data: { cart_id: string } }).data.cart_id;
    const free = await call('GET', `/api/profile?checkout=1&cart_id=${guestCartId}`);
    expect(endpoints.getProfile.response.parse(free.body).data.shipping_charge).toBe(0);
    expect((await call('GET', '/api/profile?checkout=1&cart_id=nope')).status).toBe(404);
  });
});

describe('PUT /api/profile', () => {
  it('saves a valid update (state stored as its code) and, with checkout=1, answers the new shipping charge', async () => {
    const { status, body } = await call('PUT', '/api/profile', {
      first_name: ' Lee ',
      last_name: 'Morgan',
      country_code: '+1',
      phone_number: '(213) 555-0188',
      shipping_address: { ...address, state: 'california', apartment: ' ' },
      checkout: 1,
    });
    expect(status, JSON.stringify(body)).toBe(200);
    const profile = endpoints.updateProfile.response.parse(body).data;
    expect(body.message).toBe(profileMessages.updated);
    expect(profile.user).toMatchObject({ first_name: 'Lee', phone_number: '(213) 555-0188' });
    expect(profile.shipping_address).toEqual({ ...address, state: 'CA' });
    expect(profile.shipping_charge).toEqual(expect.any(Number));
    const without = await call('PUT', '/api/profile', { last_name: 'Morgan' });
    expect(endpoints.updateProfile.response.parse(without.body).data.shipping_charge).toBeNull();
  });

  it('refuses a non-US state, a bad ZIP and a phone that does not fit its country, changing nothing', async () => {
    const before = await call('GET', '/api/profile');
    const refused = await call('PUT', '/api/profile', {
      first_name: 'Changed',
      phone_number: '555-0188',
      shipping_address: { ...address, state: 'Ontario', zip_code: 'M5V 2T6' },
      checkout: 1,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      phone_number: [profileMessages.phoneInvalid],
      'shipping_address.state': [profileMessages.stateNotUs],
      'shipping_address.zip_code': [profileMessages.zipInvalid],
    });
    const blankName = await call('PUT', '/api/profile', { first_name: '   ' });
    expect(blankName.body.errors).toEqual({ first_name: [profileMessages.firstNameRequired] });
    const british = await call('PUT', '/api/profile', { country_code: '+44', phone_number: '20 7946 0958' });
    expect(british.status).toBe(200);
    const after = await call('GET', '/api/profile');
    expect((after.body.data as { shipping_address: unknown }).shipping_address).toEqual(
      (before.body.data as { shipping_address: unknown }).shipping_address,
    );
    expect((after.body.data as { user: { first_name: string } }).user.first_name).not.toBe('Changed');
  });
});
