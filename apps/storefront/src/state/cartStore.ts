import type { Cart } from '@showroom/api';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { idle, messageOf, type Loadable } from './loadable.ts';
import type { Persistence } from './persistence.ts';
import { storageKeys } from './storageKeys.ts';

/** Where a cart comes from: a guest's stored cart id, or the signed-in user's project. */
export type CartSource = { readonly cartId: string } | { readonly project: string } | null;

export interface CartStoreState {
  readonly cart: Loadable<Cart>;
  /** §2: the header badge, the sum of the cart lines' quantities. */
  readonly count: number;
  load(): Promise<void>;
  clear(): void;
}

export type CartStore = StoreApi<CartStoreState>;

export interface CartLoaders {
  byCartId(cartId: string): Promise<Cart>;
  byProject(project: string): Promise<Cart>;
}

/** §3: a stored cart id (guest) wins over the stored project (signed-in user's cart). */
export function cartSourceOf(persistence: Persistence): CartSource {
  const cartId = persistence.read(storageKeys.cartId);
  if (cartId) return { cartId };
  const project = persistence.read(storageKeys.project);
  return project ? { project } : null;
}

export function cartCount(cart: Cart | null): number {
  return cart ? cart.Project_tans.reduce((sum, line) => sum + line.qty, 0) : 0;
}

export function createCartStore(persistence: Persistence, loaders: CartLoaders): CartStore {
  let generation = 0;
  return createStore<CartStoreState>()((set, get) => ({
    cart: idle,
    count: 0,
    async load() {
      const source = cartSourceOf(persistence);
      const current = get().cart;
      if (source === null) {
        set({ cart: idle, count: 0 });
        return;
      }
      // A later load (or a clear) supersedes this one; only the newest answer is kept.
      const mine = ++generation;
      set({ cart: { status: 'loading', data: current.status === 'idle' ? null : current.data } });
      try {
        const cart =
          'cartId' in source ? await loaders.byCartId(source.cartId) : await loaders.byProject(source.project);
        if (mine === generation) set({ cart: { status: 'ready', data: cart }, count: cartCount(cart) });
      } catch (error) {
        if (mine !== generation) return;
        const data = current.status === 'idle' ? null : current.data;
        set({ cart: { status: 'error', data, message: messageOf(error, 'The cart could not be loaded.') } });
      }
    },
    clear() {
      generation += 1;
      persistence.remove(storageKeys.cartId, storageKeys.tempProjectId);
      set({ cart: idle, count: 0 });
    },
  }));
}
