import {
  type PaymentDetails,
  type Profile,
  type ShippingAddress,
  cartShippingChargeCents,
  profileMessages,
  usStateCode,
  validateProfileUpdate,
} from '@showroom/api';
import type { Kysely } from 'kysely';
import { toUserView } from '../accounts/userView.ts';
import { accessibleCart, latestCartOf, shopperOf } from '../cart/cartAccess.ts';
import { cartLines, pricingOfCart } from '../cart/cartView.ts';
import type { Database, UserRow } from '../db/schema.ts';
import { HttpError, validationError } from '../http/errors.ts';
import type { RouteTable } from '../http/routes.ts';
import { shippingChargeCents } from '../orders/shippingCharge.ts';

function signedInUser(user: UserRow | null): UserRow {
  // authorize() guarantees a user for signedIn endpoints; this only narrows the type.
  if (!user) throw new HttpError(401, 'Unauthenticated.');
  return user;
}

async function shippingAddressOf(db: Kysely<Database>, userId: number): Promise<ShippingAddress | null> {
  const row = await db
    .selectFrom('shipping_addresses')
    .select(['street', 'city', 'state', 'zip_code', 'apartment'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ?? null;
}

/** The saved card as checkout shows it: brand, last four, expiry (never the number or the CVV). */
async function paymentDetailsOf(db: Kysely<Database>, userId: number): Promise<PaymentDetails | null> {
  const card = await db
    .selectFrom('payment_cards')
    .selectAll()
    .where('user_id', '=', userId)
    .where('on_file', '=', 1)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!card) return null;
  return {
    card_brand: card.brand ?? 'Card',
    card_last4: card.last4,
    name_on_Card: card.name_on_card ?? '',
    exp_date: `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year % 100).padStart(2, '0')}`,
    street: card.pay_street ?? '',
    state: card.pay_state ?? '',
    city: card.pay_city ?? '',
    zip_code: card.pay_zip_code ?? '',
  };
}

/**
 * The lines a checkout ships, at the customer's prices: the cart of `cartId` (which the caller must be able to open),
 * else the customer's current cart; none means nothing to ship.
 */
async function checkoutLines(db: Kysely<Database>, user: UserRow, cartId: string | undefined) {
  const shopper = shopperOf(user);
  const cart =
    cartId !== undefined
      ? await accessibleCart(db, cartId, shopper)
      : shopper
        ? await latestCartOf(db, shopper.id)
        : undefined;
  // Priced as the cart shows it and as checkout charges it: what the customer pays per vendor
  // decides whether its delivery is free.
  return cart ? cartLines(db, cart.id, await pricingOfCart(db, cart)) : [];
}

async function profileOf(
  db: Kysely<Database>,
  user: UserRow,
  checkout: { cartId: string | undefined } | null,
): Promise<Profile> {
  const [view, shipping_address, payment_details, lines] = await Promise.all([
    toUserView(db, user),
    shippingAddressOf(db, user.id),
    paymentDetailsOf(db, user.id),
    checkout ? checkoutLines(db, user, checkout.cartId) : Promise.resolve(null),
  ]);
  let shippingCents: number | null = null;
  if (lines) {
    // A stored address from before the US-only check still gets its charge; PUT refuses a new one.
    shippingCents =
      shipping_address && usStateCode(shipping_address.state) !== null
        ? shippingChargeCents(lines, shipping_address)
        : cartShippingChargeCents(lines);
  }
  return {
    user: view,
    shipping_address,
    payment_details,
    shipping_charge: shippingCents === null ? null : shippingCents / 100,
  };
}

/** GET and PUT /api/profile, with the checkout=1 variant's shipping charge. */
export const profileRoutes: RouteTable = {
  getProfile: {
    async handle({ query, caller }, { db }) {
      const user = signedInUser(caller.user);
      const checkout = query.checkout === '1' ? { cartId: query.cart_id } : null;
      return { data: await profileOf(db, user, checkout), message: profileMessages.loaded };
    },
  },
  updateProfile: {
    async handle({ body, caller }, { db, clock }) {
      const user = signedInUser(caller.user);
      const problems = validateProfileUpdate(body, user);
      if (Object.keys(problems).length > 0) {
        throw validationError(Object.fromEntries(Object.entries(problems).map(([field, text]) => [field, [text]])));
      }
      const checkout = body.checkout === undefined ? null : { cartId: body.cart_id };
      const now = clock().toISOString();
      const updated = await db.transaction().execute(async (trx) => {
        // An unknown cart refuses the update before anything changes.
        if (checkout?.cartId !== undefined) await accessibleCart(trx, checkout.cartId, shopperOf(user));
        const changes = {
          ...(body.first_name === undefined ? {} : { first_name: body.first_name.trim() }),
          ...(body.last_name === undefined ? {} : { last_name: body.last_name.trim() }),
          ...(body.country_code === undefined ? {} : { country_code: body.country_code.trim() }),
          ...(body.phone_number === undefined ? {} : { phone_number: body.phone_number.trim() }),
        };
        const row =
          Object.keys(changes).length === 0
            ? user
            : await trx
                .updateTable('users')
                .set({ ...changes, updated_at: now })
                .where('id', '=', user.id)
                .returningAll()
                .executeTakeFirstOrThrow();
        if (body.shipping_address) {
          const address = body.shipping_address;
          const apartment = address.apartment?.trim() ?? '';
          const values = {
            street: address.street.trim(),
            city: address.city.trim(),
            // validateProfileUpdate has refused anything that is not a US state.
            state: usStateCode(address.state) ?? address.state.trim(),
            zip_code: address.zip_code.trim(),
            apartment: apartment === '' ? null : apartment,
          };
          const current = await trx
            .selectFrom('shipping_addresses')
            .select('id')
            .where('user_id', '=', user.id)
            .orderBy('id', 'desc')
            .executeTakeFirst();
          if (current) await trx.updateTable('shipping_addresses').set(values).where('id', '=', current.id).execute();
          else
            await trx
              .insertInto('shipping_addresses')
              .values({ ...values, user_id: user.id, created_at: now })
              .execute();
        }
        return row;
      });
      return { data: await profileOf(db, updated, checkout), message: profileMessages.updated };
    },
  },
};
