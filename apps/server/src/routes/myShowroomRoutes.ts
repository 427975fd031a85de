import { type MyShowroom, myShowroomMessages, showroomPricingProblems } from '@showroom/api';
import type { Kysely } from 'kysely';
import { toShowroomProfile } from '../catalog/catalogQueries.ts';
import type { Database, ShopRow } from '../db/schema.ts';
import { HttpError, notFound, validationError } from '../http/errors.ts';
import type { RouteTable } from '../http/routes.ts';

const signedInUserId = (caller: { user: { id: number } | null }) => {
  if (!caller.user) throw new HttpError(401, 'Unauthenticated.');
  return caller.user.id;
};

/** The showroom the pro owns (the first, should there be several), or the 404. */
async function ownShop(db: Kysely<Database>, userId: number): Promise<ShopRow> {
  const shop = await db
    .selectFrom('shops')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'asc')
    .limit(1)
    .executeTakeFirst();
  if (!shop) throw notFound(myShowroomMessages.noShowroom);
  return shop;
}

function toMyShowroom(shop: ShopRow): MyShowroom {
  return {
    profile: toShowroomProfile(shop),
    // PostgreSQL's `real` arrives as a number; a numeric column would arrive as text.
    markup_percent: Number(shop.markup_percent),
    coupon_percent: shop.coupon_percent === null ? null : Number(shop.coupon_percent),
  };
}

/**
 * The pro's own showroom and its prices (issue 35): Contractors and Designers, as the contract's
 * auth says. The markup and coupon follow @showroom/domain's `showroomPricingProblems` (the
 * contract's schema applies it before the handler runs; the handler checks again, so no other
 * way in can store a price the rule refuses). Every customer price is worked out from the stored
 * markup when asked (orders/showroomPrice.ts), so a new markup prices the catalogue, search, the
 * product page, carts and checkout from the next request on; the catalogue's cached showroom row
 * is forgotten here, so this server never answers with the old markup.
 */
export const myShowroomRoutes: RouteTable = {
  getMyShowroom: {
    async handle({ caller }, { db }) {
      return { message: myShowroomMessages.loaded, data: toMyShowroom(await ownShop(db, signedInUserId(caller))) };
    },
  },

  updateShowroomPricing: {
    async handle({ caller, body }, { db, catalog }) {
      const shop = await ownShop(db, signedInUserId(caller));
      const problems = showroomPricingProblems(body);
      if (Object.keys(problems).length > 0) {
        throw validationError(
          Object.fromEntries(Object.entries(problems).map(([field, message]) => [field, [message]])),
        );
      }
      const updated = await db
        .updateTable('shops')
        .set({ markup_percent: body.markup_percent, coupon_percent: body.coupon_percent })
        .where('id', '=', shop.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      catalog.forgetShop(updated);
      return { message: myShowroomMessages.pricingSaved, data: toMyShowroom(updated) };
    },
  },
};
