import type { ShoppingCart as Cart } from '@showroom/api';
import { isTokenValid } from '@showroom/machines';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { idle, messageOf, type Loadable } from './loadable.ts';
import type { Persistence } from './persistence.ts';
import { cookieNames, storageKeys } from './storageKeys.ts';

/**
 * Where a cart comes from: a guest's stored cart id, the signed-in user's stored project, or
 * (signed in, nothing stored) the user's current cart, which the server knows.
 */
export type CartSource =
  { readonly cartId: string } | { readonly project: string } | { readonly currentOfUser: true } | null;

/**
 * Quantities the shopper changed that the server has not confirmed yet, by line id (0: removed).
 * They are shown at once, over the server's cart (the cart queue keeps them).
 */
export type UnconfirmedQuantities = Readonly<Record<number, number>>;

export interface CartStoreState {
  /** The cart as the server last sent it. */
  readonly cart: Loadable<Cart>;
  readonly unconfirmed: UnconfirmedQuantities;
  /** §2: the header badge, the sum of the shown quantities of the cart's lines. */
  readonly count: number;
  load(): Promise<void>;
  /** A cart the server just answered with (after an add, an update, a removal). */
  receive(cart: Cart): void;
  /** A write to the server starts: a load already running may answer with the cart from before it. */
  invalidateLoads(): void;
  showUnconfirmed(quantities: UnconfirmedQuantities): void;
  clear(): void;
}

export type CartStore = StoreApi<CartStoreState>;

export interface CartLoaders {
  byCartId(cartId: string): Promise<Cart>;
  /** The signed-in user's cart: of this project, or their current one (null). */
  byProject(project: string | null): Promise<Cart>;
}

/** §3: a stored cart id (guest) wins over the stored project (signed-in user's cart). */
export function cartSourceOf(persistence: Persistence): CartSource {
  const cartId = persistence.read(storageKeys.cartId);
  if (cartId) return { cartId };
  const project = persistence.read(storageKeys.project);
  if (project) return { project };
  // §4: a stored token longer than 10 characters is a session, and a customer's (type User, §6:
  // the only ones with a cart) may have a cart from another device. The type comes from the §3
  // cookie the session writes before it loads the cart, so a pro is never asked for one.
  const customer = persistence.cookie(cookieNames.userType) === 'User';
  return customer && isTokenValid(persistence.read(storageKeys.authToken)) ? { currentOfUser: true } : null;
}

/** The lines the shopper sees: the server's, with unconfirmed quantities over them, removed ones left out. */
export function shownLines<Line extends Cart['Project_tans'][number]>(
  lines: readonly Line[],
  unconfirmed: UnconfirmedQuantities = {},
): Line[] {
  return lines
    .map((line) => {
      const quantity = unconfirmed[line.id];
      return quantity === undefined || quantity === line.qty ? line : { ...line, qty: quantity };
    })
    .filter((line) => line.qty > 0);
}

export function cartCount(cart: Cart | null, unconfirmed: UnconfirmedQuantities = {}): number {
  return cart ? shownLines(cart.Project_tans, unconfirmed).reduce((sum, line) => sum + line.qty, 0) : 0;
}

function statusOf(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : null;
}

export function createCartStore(persistence: Persistence, loaders: CartLoaders): CartStore {
  let generation = 0;
  return createStore<CartStoreState>()((set, get) => ({
    cart: idle,
    unconfirmed: {},
    count: 0,
    async load() {
      const source = cartSourceOf(persistence);
      const current = get().cart;
      if (source === null) {
        set({ cart: idle, count: cartCount(null) });
        return;
      }
      // A later load, a write or a clear supersedes this one; only the newest answer is kept.
      const mine = ++generation;
      set({ cart: { status: 'loading', data: current.status === 'idle' ? null : current.data } });
      try {
        const cart =
          'cartId' in source
            ? await loaders.byCartId(source.cartId)
            : await loaders.byProject('project' in source ? source.project : null);
        if (mine === generation)
          set({ cart: { status: 'ready', data: cart }, count: cartCount(cart, get().unconfirmed) });
      } catch (error) {
        if (mine !== generation) return;
        if ('cartId' in source && statusOf(error) === 404) {
          // The server no longer has this guest cart (checked out, expired): a stored id that opens
          // nothing is forgotten, and the shopper sees an empty cart instead of an error forever.
          persistence.remove(storageKeys.cartId, storageKeys.tempProjectId);
          set({ cart: idle, unconfirmed: {}, count: 0 });
          return;
        }
        const latest = get().cart;
        const data = latest.status === 'idle' ? null : latest.data;
        set({ cart: { status: 'error', data, message: messageOf(error, 'The cart could not be loaded.') } });
      }
    },
    receive(cart) {
      generation += 1;
      set({ cart: { status: 'ready', data: cart }, count: cartCount(cart, get().unconfirmed) });
    },
    invalidateLoads() {
      generation += 1;
      // A load that was running is dropped; what it showed stays.
      const current = get().cart;
      if (current.status === 'loading') {
        set({ cart: current.data ? { status: 'ready', data: current.data } : idle });
      }
    },
    showUnconfirmed(unconfirmed) {
      const cart = get().cart;
      set({ unconfirmed, count: cartCount(cart.status === 'idle' ? null : cart.data, unconfirmed) });
    },
    clear() {
      generation += 1;
      persistence.remove(storageKeys.cartId, storageKeys.tempProjectId);
      set({ cart: idle, unconfirmed: {}, count: 0 });
    },
  }));
}
