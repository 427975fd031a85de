import type { ShoppingCart, ShoppingCartLine } from '@showroom/api';
import { describe, expect, it } from 'vitest';
import { cartCount, cartSourceOf, createCartStore, shownLines } from './cartStore.ts';
import { createPersistence, memoryCookieJar, memoryStorage } from './persistence.ts';
import { cookieNames, storageKeys } from './storageKeys.ts';

const line = (id: number, qty: number) => ({ id, qty, price: 10, amount: 10 * qty }) as ShoppingCartLine;
const cart = (cartId: string, lines: ReturnType<typeof line>[]) =>
  ({ cart_id: cartId, Project_tans: lines }) as unknown as ShoppingCart;

function persistenceWith(storage: Record<string, string>, cookies: Record<string, string> = {}) {
  return createPersistence(memoryStorage(storage), memoryCookieJar(cookies));
}

describe('cart store', () => {
  it('finds the cart by stored cart id, then project, then (a signed-in customer) the current one', () => {
    const token = 'a-token-longer-than-ten';
    expect(cartSourceOf(persistenceWith({ [storageKeys.cartId]: 'c1', [storageKeys.project]: '7' }))).toEqual({
      cartId: 'c1',
    });
    expect(cartSourceOf(persistenceWith({ [storageKeys.project]: '7' }))).toEqual({ project: '7' });
    expect(
      cartSourceOf(persistenceWith({ [storageKeys.authToken]: token }, { [cookieNames.userType]: 'User' })),
    ).toEqual({ currentOfUser: true });
    // A pro has no cart; a short token is no session; a guest with nothing stored has none.
    expect(
      cartSourceOf(persistenceWith({ [storageKeys.authToken]: token }, { [cookieNames.userType]: 'Contractor' })),
    ).toBeNull();
    expect(
      cartSourceOf(persistenceWith({ [storageKeys.authToken]: 'short' }, { [cookieNames.userType]: 'User' })),
    ).toBeNull();
    expect(cartSourceOf(persistenceWith({}))).toBeNull();
  });

  it('shows unconfirmed quantities over the server’s lines and leaves removed ones out', () => {
    const lines = [line(1, 2), line(2, 5)];
    expect(shownLines(lines, { 1: 4, 2: 0 })).toEqual([{ ...line(1, 2), qty: 4 }]);
    expect(shownLines(lines, { 1: 2 })[0]).toBe(lines[0]);
    expect(cartCount(cart('c', lines), { 2: 1 })).toBe(3);
    expect(cartCount(null)).toBe(0);
  });

  it('keeps a received cart over a load that started before the write', async () => {
    let answer: (value: ShoppingCart) => void = () => undefined;
    const loaders = {
      byCartId: () => new Promise<ShoppingCart>((resolve) => (answer = resolve)),
      byProject: () => Promise.reject(new Error('not used')),
    };
    const store = createCartStore(persistenceWith({ [storageKeys.cartId]: 'c' }), loaders);
    const loading = store.getState().load();
    store.getState().invalidateLoads();
    store.getState().receive(cart('c', [line(1, 3)]));
    answer(cart('c', [line(1, 1)]));
    await loading;
    expect(store.getState().count).toBe(3);
    store.getState().showUnconfirmed({ 1: 9 });
    expect(store.getState().count).toBe(9);
    store.getState().clear();
    expect(store.getState().count).toBe(0);
    expect(store.getState().unconfirmed).toEqual({});
  });

  it('a write drops a first load that has nothing to show yet', async () => {
    const store = createCartStore(persistenceWith({ [storageKeys.cartId]: 'c' }), {
      byCartId: () => new Promise<ShoppingCart>(() => undefined),
      byProject: () => Promise.reject(new Error('not used')),
    });
    void store.getState().load();
    expect(store.getState().cart.status).toBe('loading');
    store.getState().invalidateLoads();
    expect(store.getState().cart.status).toBe('idle');
  });

  it('forgets a stored guest cart the server no longer has (404), and keeps it on other failures', async () => {
    const persistence = persistenceWith({ [storageKeys.cartId]: 'gone', [storageKeys.tempProjectId]: '5' });
    let failure: unknown = { status: 500, userMessage: 'Internal Server error please try again.' };
    const store = createCartStore(persistence, {
      byCartId: () => Promise.reject(failure),
      byProject: () => Promise.reject(new Error('not used')),
    });
    await store.getState().load();
    expect(store.getState().cart).toEqual({
      status: 'error',
      data: null,
      message: 'Internal Server error please try again.',
    });
    expect(persistence.read(storageKeys.cartId)).toBe('gone');
    failure = { status: 404, userMessage: 'Cart not found.' };
    await store.getState().load();
    expect(store.getState().cart.status).toBe('idle');
    expect(persistence.read(storageKeys.cartId)).toBeNull();
    expect(persistence.read(storageKeys.tempProjectId)).toBeNull();
  });
});
