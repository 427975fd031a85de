import type { EndpointName } from '@showroom/api';
import type { SampleFor } from './sampleRequests.ts';
import type { TestServer } from './testServer.ts';

/** Demo product 1001 (category 101) and its first size set; the customer owns projects 701 and 702. */
const PRODUCT_ID = 1001;
const OTHER_PRODUCT_ID = 1002;
const CUSTOMER_PROJECT = 701;
const SECOND_CUSTOMER_PROJECT = 702;

interface GuestCart {
  cartId: string;
  tempProjectId: number;
  lineId: number;
}

/** A fresh guest cart with one line, made through the API as a guest would. */
async function guestCart(server: TestServer): Promise<GuestCart> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/projectCart/sync_to_cart',
    payload: { product_id: PRODUCT_ID, quantity: 1, action: 'cart' },
  });
  if (response.statusCode !== 200) throw new Error(`guest cart sample: ${response.statusCode} ${response.body}`);
  const { data } = response.json() as {
    data: { cart_id: string; temp_project_id: number; Project_tans: { id: number }[] };
  };
  return { cartId: data.cart_id, tempProjectId: data.temp_project_id, lineId: data.Project_tans[0]!.id };
}

async function firstSizeOf(server: TestServer, productId: number): Promise<number> {
  const size = await server.database.db
    .selectFrom('size_sets')
    .select('id')
    .where('product_id', '=', productId)
    .orderBy('position')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return size.id;
}

async function accountOf(server: TestServer, userId: number | null) {
  const id = userId ?? (await server.userIdOf('customer@demo.test'));
  return server.database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/**
 * Valid requests for the cart, project and profile endpoints. Guest carts are made fresh, so
 * every caller (guests and each role) can use them; project samples use the demo customer's
 * projects, which only the customer (the matrix's User) may open.
 */
export function cartSampleRequests(server: TestServer): Partial<Record<EndpointName, SampleFor>> {
  return {
    getProjectCart: async () => {
      const cart = await guestCart(server);
      return {
        query: {
          cart_id: cart.cartId,
          temp_project_id: String(cart.tempProjectId),
          is_cart: '1',
          showroom: 'DEMO0001',
        },
      };
    },
    getCart: async () => ({ query: { cart_id: (await guestCart(server)).cartId } }),
    syncToCart: async () => ({
      body: {
        cart_id: (await guestCart(server)).cartId,
        product_id: PRODUCT_ID,
        size_id: await firstSizeOf(server, PRODUCT_ID),
        quantity: 2,
        showroom: 'DEMO0001',
        action: 'cart',
        toast: true,
      },
    }),
    syncToBulkCart: async () => ({
      body: {
        cart_id: (await guestCart(server)).cartId,
        showroom: 'DEMO0001',
        items: [
          { product_id: PRODUCT_ID, size_id: await firstSizeOf(server, PRODUCT_ID), quantity: 1 },
          { product_id: OTHER_PRODUCT_ID, quantity: 2 },
        ],
      },
    }),
    updateCart: async () => {
      const cart = await guestCart(server);
      return { body: { cart_id: cart.cartId, line_id: cart.lineId, quantity: 3 } };
    },
    updateProjectCart: async () => ({
      body: {
        project_id: SECOND_CUSTOMER_PROJECT,
        items: [{ product_id: PRODUCT_ID, size_id: await firstSizeOf(server, PRODUCT_ID), quantity: 2 }],
      },
    }),
    removeCartLine: async () => {
      const cart = await guestCart(server);
      return { params: { id: cart.lineId }, query: { cart_id: cart.cartId, showroom: 'DEMO0001' } };
    },
    createProject: async () => ({
      body: {
        my_item: { showroom: 'DEMO0001', floorplan: 'galley-12x10', floorTemplate: 'modern-white', project: null },
        name: 'Sample kitchen',
        cart_id: (await guestCart(server)).cartId,
      },
    }),
    getProject: () => ({ params: { projectId: CUSTOMER_PROJECT } }),
    updateProject: () => ({
      params: { projectId: CUSTOMER_PROJECT },
      body: { extra_info: { room: 'kitchen', floorplan: 'galley-12x10' } },
    }),
    addProjectToCart: async () => {
      const cart = await guestCart(server);
      return { body: { re_temp_project_id: cart.tempProjectId, project_id: CUSTOMER_PROJECT, cart_id: cart.cartId } };
    },
    getProfile: async () => ({ query: { checkout: '1', cart_id: (await guestCart(server)).cartId } }),
    updateProfile: async ({ userId }) => {
      // The caller's own name and phone, so the sample changes no one's account but its address.
      const account = await accountOf(server, userId);
      return {
        body: {
          first_name: account.first_name,
          last_name: account.last_name,
          country_code: account.country_code,
          phone_number: account.phone_number,
          shipping_address: {
            street: '9 Pine St',
            city: 'Los Angeles',
            state: 'CA',
            zip_code: '90012',
            apartment: 'Unit 2',
          },
          checkout: 1,
          cart_id: (await guestCart(server)).cartId,
        },
      };
    },
  };
}

/** The other way to name a cart: by the signed-in customer's project instead of a cart id. */
export function cartAlternativeSamples(): Partial<Record<EndpointName, SampleFor[]>> {
  return {
    getProjectCart: [() => ({ query: { project: String(CUSTOMER_PROJECT) } })],
    syncToCart: [() => ({ body: { project: CUSTOMER_PROJECT, product_id: PRODUCT_ID, quantity: 1, action: 'cart' } })],
    syncToBulkCart: [() => ({ body: { project: CUSTOMER_PROJECT, items: [{ product_id: PRODUCT_ID, quantity: 1 }] } })],
  };
}
