import { cartMessages, cartShowroomDetails } from '@showroom/api';
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

/** Counts a new project on the customer's account. */
async function countProject(db: Kysely<Database>, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ total_projects: eb('total_projects', '+', 1) }))
    .where('id', '=', userId)
    .execute();
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
  await countProject(db, values.userId);
  return project;
}

/** The name of the project made for a customer who shops before having any. */
export const DEFAULT_CART_PROJECT_NAME = 'My cart';

/**
 * The 'My cart' project of a customer who shops before having a cart: made once, whatever
 * number of requests ask at the same moment. The partial unique index of migration 011 lets
 * one in; the others' inserts do nothing (on PostgreSQL they wait for the first to commit) and
 * they read the one that exists.
 */
async function firstCartProject(db: Kysely<Database>, userId: number, now: string) {
  const made = await db
    .insertInto('projects')
    .values({
      user_id: userId,
      shop_id: null,
      name: DEFAULT_CART_PROJECT_NAME,
      extra_info: null,
      holds_first_cart: 1,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.doNothing())
    .returning(['id', 'user_id', 'shop_id'])
    .executeTakeFirst();
  if (made) {
    await countProject(db, userId);
    return made;
  }
  return db
    .selectFrom('projects')
    .select(['id', 'user_id', 'shop_id'])
    .where('user_id', '=', userId)
    .where('holds_first_cart', '=', 1)
    .executeTakeFirstOrThrow();
}

/**
 * A signed-in customer's current cart: their most recently changed one; a customer without
 * any gets the cart of their 'My cart' project (made on first use, once).
 */
export async function currentCart(db: Kysely<Database>, shopper: UserRow, now: string): Promise<CartRow> {
  const latest = await latestCartOf(db, shopper.id);
  if (latest) return latest;
  return projectCart(db, await firstCartProject(db, shopper.id, now), now);
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
 * Locks the cart's row for the rest of the transaction (an update that changes only its
 * `updated_at`, which the current-cart rule orders by anyway) and reads it again: a request
 * that changes a cart's showroom or lines waits here for any other one on the same cart to
 * commit, on both engines (SQLite serialises writers; PostgreSQL holds the row lock). A cart
 * deleted meanwhile (attached, by a simultaneous sign-in) is 404.
 */
export async function lockCart(db: Kysely<Database>, cart: CartRow, now: string): Promise<CartRow> {
  const locked = await db
    .updateTable('carts')
    .set({ updated_at: now })
    .where('id', '=', cart.id)
    .returning('id')
    .executeTakeFirst();
  if (!locked) throw cartNotFound();
  const fresh = await cartQuery(db).where('carts.id', '=', cart.id).executeTakeFirst();
  if (!fresh) throw cartNotFound();
  return fresh;
}

async function holdsLines(db: Kysely<Database>, cartId: number): Promise<boolean> {
  const line = await db.selectFrom('cart_items').select('id').where('cart_id', '=', cartId).limit(1).executeTakeFirst();
  return line !== undefined;
}

/** A cart ready for an add, and whether taking the add's showroom changed its lines' prices. */
export interface CartForAdding {
  readonly cart: CartRow;
  readonly repriced: boolean;
}

/**
 * The one pricing rule of a cart (docs/architecture.md): a cart is priced in one showroom,
 * or in none (the 10 % minimum), and the catalogue a shopper adds from is priced in the
 * showroom they are in (the request's `showroom`; none when absent). So:
 * - a cart in the same showroom, or an empty one, takes the add (an empty one takes its showroom);
 * - a cart without a showroom takes the add's showroom: its lines leave the 10 % minimum for the
 *   showroom's markup, no contractor loses a sale, and the answer says so (`repriced`);
 * - a cart with lines from another showroom refuses the add (409, naming its showroom), rather
 *   than charging the product at a price the shopper never saw or handing one contractor's sale
 *   to another.
 * The cart is locked first (`lockCart`), so two adds from two showrooms cannot both see it empty.
 */
export async function cartInShowroom(
  db: Kysely<Database>,
  cart: CartRow,
  showroom: string | undefined,
  now: string,
): Promise<CartForAdding> {
  return cartInShop(db, cart, await shopIdOfShowroom(db, showroom), now);
}

async function cartInShop(
  db: Kysely<Database>,
  cart: CartRow,
  shopId: number | null,
  now: string,
): Promise<CartForAdding> {
  const locked = await lockCart(db, cart, now);
  if (locked.shop_id === shopId) return { cart: locked, repriced: false };
  const hasLines = await holdsLines(db, locked.id);
  if (hasLines && locked.shop_id !== null) {
    const showroom = locked.showroom ?? '';
    throw new HttpError(409, cartMessages.otherShowroom(showroom), undefined, undefined, cartShowroomDetails(showroom));
  }
  await db.updateTable('carts').set({ shop_id: shopId }).where('id', '=', locked.id).execute();
  // A project joins the showroom its cart moves into, so sharing it with "the showroom's
  // contractor" finds them; an add made outside any showroom leaves the project's own.
  if (locked.project_id !== null && shopId !== null) {
    await db.updateTable('projects').set({ shop_id: shopId }).where('id', '=', locked.project_id).execute();
  }
  const moved = (await cartQuery(db).where('carts.id', '=', locked.id).executeTakeFirst()) ?? locked;
  return { cart: moved, repriced: hasLines };
}

/**
 * Before a guest cart's lines move into a customer's cart at sign-in: claims the guest cart
 * (locks its row; a simultaneous attach of the same cart waits, then finds it gone: 404, so
 * it is consumed exactly once), and puts the customer's cart in the guest cart's showroom
 * (by `cartInShowroom`'s rule), so the lines keep the prices the guest saw and the showroom's
 * contractor keeps the sale.
 */
export async function claimGuestCart(
  db: Kysely<Database>,
  source: CartRow,
  target: CartRow,
  now: string,
): Promise<CartRow> {
  const claimed = await lockCart(db, source, now);
  // A guest cart without a showroom joins the customer's cart in whatever showroom that one is.
  if (claimed.shop_id === null || !(await holdsLines(db, claimed.id))) return target;
  return (await cartInShop(db, target, claimed.shop_id, now)).cart;
}
