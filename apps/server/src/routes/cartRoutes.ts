import { cartMessages } from '@showroom/api';
import type { Kysely } from 'kysely';
import {
  type CartForAdding,
  type CartRow,
  type Shopper,
  accessibleCart,
  cartInShowroom,
  cartNotFound,
  currentCart,
  newGuestCart,
  ownProject,
  projectCart,
  shopIdOfShowroom,
  shopperOf,
  touchCart,
} from '../cart/cartAccess.ts';
import { addLine, priceLines, refuseDuplicates, removeLine, replaceLines, setLineQuantity } from '../cart/cartLines.ts';
import { cartView } from '../cart/cartView.ts';
import type { Database } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import type { RouteTable } from '../http/routes.ts';

/**
 * The cart that an add goes to: the cart of `cart_id` (if the shopper may use it), else the
 * shopper's project's cart (`project`), else a signed-in customer's current cart, else a new
 * guest cart whose cart_id and temp_project_id come back in the answer.
 */
async function cartForAdding(
  db: Kysely<Database>,
  shopper: Shopper,
  body: { cart_id?: string | undefined; project?: number | undefined; showroom?: string | undefined },
  now: string,
): Promise<CartForAdding> {
  let cart: CartRow;
  if (body.cart_id !== undefined) cart = await accessibleCart(db, body.cart_id, shopper);
  else if (body.project !== undefined) cart = await projectCart(db, await ownProject(db, shopper, body.project), now);
  else if (shopper) cart = await currentCart(db, shopper, now);
  else return { cart: await newGuestCart(db, await shopIdOfShowroom(db, body.showroom), now), repriced: false };
  // The catalogue the shopper added from was priced in the showroom they are in: the cart must be too.
  return cartInShowroom(db, cart, body.showroom, now);
}

/** An add's message; one that moved the cart's other lines to the showroom's prices says so. */
function addedMessage(added: string, repriced: boolean, showroom: string | null): string {
  return repriced && showroom !== null ? `${added} ${cartMessages.repriced(showroom)}` : added;
}

/** Cart endpoints: a guest's cart by its cart_id, a customer's by their project (cart/cartAccess.ts). */
export const cartRoutes: RouteTable = {
  getProjectCart: {
    identifiesCaller: true,
    async handle({ query, caller, request }, { db, clock, pictures }) {
      // The router ignores trailing slashes, so `/api/projectCart/` (a project with an empty
      // id) would land here and answer a cart; it asks for a project that cannot exist.
      if (request.url.split('?', 1)[0]!.endsWith('/')) throw notFound();
      const shopper = shopperOf(caller.user);
      let cart: CartRow;
      if (query.cart_id !== undefined) {
        cart = await accessibleCart(db, query.cart_id, shopper);
        // The temporary project id only narrows: it never opens a cart by itself.
        if (query.temp_project_id !== undefined && cart.temp_project_id !== query.temp_project_id) {
          throw cartNotFound();
        }
      } else if (query.project !== undefined) {
        const project = await ownProject(db, shopper, query.project);
        cart = await db.transaction().execute((trx) => projectCart(trx, project, clock().toISOString()));
      } else if (shopper) {
        cart = await db.transaction().execute((trx) => currentCart(trx, shopper, clock().toISOString()));
      } else {
        throw cartNotFound();
      }
      return { data: await cartView(db, cart, pictures), message: cartMessages.loaded };
    },
  },
  getCart: {
    identifiesCaller: true,
    async handle({ query, caller }, { db, pictures }) {
      const shopper = shopperOf(caller.user);
      const cart = await accessibleCart(db, query.cart_id, shopper);
      return { data: await cartView(db, cart, pictures), message: cartMessages.loaded };
    },
  },
  syncToCart: {
    identifiesCaller: true,
    async handle({ body, caller }, { db, clock, pictures }) {
      const now = clock().toISOString();
      const { data, repriced } = await db.transaction().execute(async (trx) => {
        const [line] = await priceLines(trx, [body], () => '');
        const { cart, repriced } = await cartForAdding(trx, shopperOf(caller.user), body, now);
        if (line) await addLine(trx, cart.id, line, { now });
        return { data: await cartView(trx, cart, pictures), repriced };
      });
      return { data, message: addedMessage(cartMessages.added, repriced, data.showroom) };
    },
  },
  syncToBulkCart: {
    identifiesCaller: true,
    async handle({ body, caller }, { db, clock, pictures }) {
      const now = clock().toISOString();
      const { data, repriced } = await db.transaction().execute(async (trx) => {
        const lines = await priceLines(trx, body.items, (index) => `items.${index}.`);
        const { cart, repriced } = await cartForAdding(trx, shopperOf(caller.user), body, now);
        for (const line of lines) await addLine(trx, cart.id, line, { now });
        return { data: await cartView(trx, cart, pictures), repriced };
      });
      return { data, message: addedMessage(cartMessages.addedMany, repriced, data.showroom) };
    },
  },
  updateCart: {
    identifiesCaller: true,
    async handle({ body, caller }, { db, clock, pictures }) {
      const now = clock().toISOString();
      const data = await db.transaction().execute(async (trx) => {
        const cart = await accessibleCart(trx, body.cart_id, shopperOf(caller.user));
        await setLineQuantity(trx, cart.id, body.line_id, body.quantity);
        await touchCart(trx, cart.id, now);
        return cartView(trx, cart, pictures);
      });
      return { data, message: cartMessages.updated };
    },
  },
  updateProjectCart: {
    async handle({ body, caller }, { db, clock, pictures }) {
      const now = clock().toISOString();
      const data = await db.transaction().execute(async (trx) => {
        const project = await ownProject(trx, shopperOf(caller.user), body.project_id);
        const lines = await priceLines(trx, body.items, (index) => `items.${index}.`);
        refuseDuplicates(lines);
        const cart = await projectCart(trx, project, now);
        await replaceLines(trx, cart.id, lines, now);
        await touchCart(trx, cart.id, now);
        return cartView(trx, cart, pictures);
      });
      return { data, message: cartMessages.updated };
    },
  },
  removeCartLine: {
    identifiesCaller: true,
    async handle({ params, query, caller }, { db, clock, pictures }) {
      const now = clock().toISOString();
      const data = await db.transaction().execute(async (trx) => {
        const cart = await accessibleCart(trx, query.cart_id, shopperOf(caller.user));
        await removeLine(trx, cart.id, params.id);
        await touchCart(trx, cart.id, now);
        return cartView(trx, cart, pictures);
      });
      return { data, message: cartMessages.removed };
    },
  },
};
