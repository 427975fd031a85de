import { cartMessages } from '@showroom/api';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/schema.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { newCartId } from './cartIds.ts';

/** A cart as the cart code handles it, with its showroom's public id. */
export interface CartRow {
  id: number;
  public_id: string;
  user_id: number | null;
  shop_id: number | null;
  temp_project_id: number | null;
  project_id: number | null;
  showroom: string | null;
}

/**
 * Who is shopping. Only a customer account (type User) has carts of its own, in its projects;
 * anyone else, signed in or not, shops with a guest cart held by its cart_id.
 */
export type Shopper = UserRow | null;

export function shopperOf(user: UserRow | null): Shopper {
  return user !== null && user.type === 'User' ? user : null;
}

export const cartNotFound = () => notFound(cartMessages.cartNotFound);
export const projectNotFound = () => notFound(cartMessages.projectNotFound);

function cartQuery(db: Kysely<Database>) {
  return db
    .selectFrom('carts')
    .leftJoin('shops', 'shops.id', 'carts.shop_id')
    .select([
      'carts.id',
      'carts.public_id',
      'carts.user_id',
      'carts.shop_id',
      'carts.temp_project_id',
      'carts.project_id',
      'shops.vsd_id as showroom',
    ]);
}

/**
 * The cart of a cart id, if the shopper may use it: a guest cart (no owner) opens for whoever
 * holds its id; an owned cart only for its owner. Anything else is 404, the same answer as an
 * unknown id, so a cart id reveals nothing.
 */
export async function accessibleCart(db: Kysely<Database>, cartId: string, shopper: Shopper): Promise<CartRow> {
  const cart = await cartQuery(db).where('carts.public_id', '=', cartId).executeTakeFirst();
  if (!cart) throw cartNotFound();
  if (cart.user_id !== null && cart.user_id !== shopper?.id) throw cartNotFound();
  return cart;
}

/** The shopper's own project, else 404. */
export async function ownProject(db: Kysely<Database>, shopper: Shopper, projectId: number) {
  if (!shopper) throw projectNotFound();
  const project = await db
    .selectFrom('projects')
    .selectAll()
    .where('id', '=', projectId)
    .where('user_id', '=', shopper.id)
    .executeTakeFirst();
  if (!project) throw projectNotFound();
  return project;
}

async function cartOfProject(db: Kysely<Database>, projectId: number): Promise<CartRow | undefined> {
  return cartQuery(db).where('carts.project_id', '=', projectId).executeTakeFirst();
}

/** A project's cart, made empty when it has none yet (one per project: a unique index). */
export async function projectCart(
  db: Kysely<Database>,
  project: { id: number; user_id: number | null; shop_id: number | null },
  now: string,
): Promise<CartRow> {
  const existing = await cartOfProject(db, project.id);
  if (existing) return existing;
  await db
    .insertInto('carts')
    .values({
      public_id: newCartId(),
      user_id: project.user_id,
      shop_id: project.shop_id,
      temp_project_id: null,
      project_id: project.id,
      created_at: now,
      updated_at: now,
    })
    // Another request made it meanwhile: use theirs.
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  const made = await cartOfProject(db, project.id);
  if (!made) throw new HttpError(500, 'The cart could not be created.');
  return made;
}

/** The customer's most recently changed cart, if any. */
export async function latestCartOf(db: Kysely<Database>, userId: number): Promise<CartRow | undefined> {
  return cartQuery(db)
    .where('carts.user_id', '=', userId)
    .orderBy('carts.updated_at', 'desc')
    .orderBy('carts.id', 'desc')
    .executeTakeFirst();
}

/** Creates a project for the customer and counts it on the account. */
export async function createProjectRow(
  db: Kysely<Database>,
  values: { userId: number; shopId: number | null; name: string; extraInfo: string | null; now: string },
) {
  const project = await db
    .insertInto('projects')
    .values({
      user_id: values.userId,
      shop_id: values.shopId,
      name: values.name,
      extra_info: values.extraInfo,
      created_at: values.now,
      updated_at: values.now,
    })
    .returning(['id', 'user_id', 'shop_id'])
    .executeTakeFirstOrThrow();
  await db
    .updateTable('users')
    .set((eb) => ({ total_projects: eb('total_projects', '+', 1) }))
    .where('id', '=', values.userId)
    .execute();
  return project;
}

/** The name of the project made for a customer who shops before having any. */
export const DEFAULT_CART_PROJECT_NAME = 'My cart';

/**
 * A signed-in customer's current cart: their most recently changed one; a customer without
 * any gets a project ('My cart') and its cart.
 */
export async function currentCart(db: Kysely<Database>, shopper: UserRow, now: string): Promise<CartRow> {
  const latest = await latestCartOf(db, shopper.id);
  if (latest) return latest;
  const project = await createProjectRow(db, {
    userId: shopper.id,
    shopId: null,
    name: DEFAULT_CART_PROJECT_NAME,
    extraInfo: null,
    now,
  });
  return projectCart(db, project, now);
}

/** A new guest cart with its temporary project (§3 temp_project_id). */
export async function newGuestCart(db: Kysely<Database>, shopId: number | null, now: string): Promise<CartRow> {
  const project = await db
    .insertInto('projects')
    .values({
      user_id: null,
      shop_id: shopId,
      name: 'Guest project',
      extra_info: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const publicId = newCartId();
  const cart = await db
    .insertInto('carts')
    .values({
      public_id: publicId,
      user_id: null,
      shop_id: shopId,
      temp_project_id: project.id,
      project_id: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const showroom =
    shopId === null
      ? undefined
      : await db.selectFrom('shops').select('vsd_id').where('id', '=', shopId).executeTakeFirst();
  return {
    id: cart.id,
    public_id: publicId,
    user_id: null,
    shop_id: shopId,
    temp_project_id: project.id,
    project_id: null,
    showroom: showroom?.vsd_id ?? null,
  };
}

/** Marks the cart changed (the current-cart rule orders by it). */
export async function touchCart(db: Kysely<Database>, cartId: number, now: string): Promise<void> {
  await db.updateTable('carts').set({ updated_at: now }).where('id', '=', cartId).execute();
}

/** The shop of a showroom id, or null when it is unknown (the showroom only labels a cart). */
export async function shopIdOfShowroom(db: Kysely<Database>, showroom: string | undefined): Promise<number | null> {
  if (showroom === undefined) return null;
  const shop = await db
    .selectFrom('shops')
    .select('id')
    .where('vsd_id', '=', showroom.toUpperCase())
    .executeTakeFirst();
  return shop?.id ?? null;
}

/**
 * Gives a cart without a showroom the showroom a request names (when it is a known one), so
 * the cart is priced in the showroom its products were added from. Only a cart still without
 * one changes: the update says `shop_id is null`, so two requests cannot both set it.
 */
export async function adoptShowroom(
  db: Kysely<Database>,
  cart: CartRow,
  showroom: string | undefined,
): Promise<CartRow> {
  const shopId = await shopIdOfShowroom(db, showroom);
  if (shopId === null || cart.shop_id !== null) return cart;
  await db
    .updateTable('carts')
    .set({ shop_id: shopId })
    .where('id', '=', cart.id)
    .where('shop_id', 'is', null)
    .execute();
  return (await cartQuery(db).where('carts.id', '=', cart.id).executeTakeFirst()) ?? cart;
}
