import type { ApiClient, ShoppingCart as Cart } from '@showroom/api';
import {
  cartQueueMachine,
  shownQuantity,
  unconfirmedLineIds,
  type CartLineId,
  type CartUpdate,
  type CartUpdateResult,
} from '@showroom/machines';
import { createActor, fromPromise } from 'xstate';
import type { CartStore, UnconfirmedQuantities } from '../state/cartStore.ts';
import type { Persistence } from '../state/persistence.ts';
import type { SessionStore } from '../state/sessionStore.ts';
import type { ShowroomStore } from '../state/showroomStore.ts';
import { storageKeys } from '../state/storageKeys.ts';
import type { AppServices } from './createAppServices.ts';
import type { Notifier } from './notifier.ts';

/** What the product page hands to `add`: the product (its id) and, when it has several, the chosen size. */
export interface CartProduct {
  readonly id: number;
  readonly sizeId?: number | null;
}

export interface AddToCartOptions {
  /** §7 sync_to_cart: a success toast with the server's message (default true). */
  readonly toast?: boolean;
  /**
   * The showroom the page priced the product in (a product address may name one, or the shop
   * this storefront runs for): the add is made there, so the price charged is the one shown.
   * Left out, the active showroom's; null, none.
   */
  readonly showroom?: string | null;
}

export interface CartService {
  /**
   * Adds `quantity` of a product (§7 sync_to_cart). A guest's first add creates the cart, whose
   * cart_id and temp_project_id are kept (§3); a signed-in customer's goes to their project's
   * cart. Waits for pending quantity changes first, and adds run one after another, so a
   * double click never makes two guest carts. Resolves with the server's cart; rejects with the
   * client's error (the client has already shown its §8 toast).
   */
  add(product: CartProduct, quantity: number, options?: AddToCartOptions): Promise<Cart>;
  /**
   * Adds several products at once (§7 sync_to_bulk_cart): all of them or none, merged with the
   * lines already in the cart; the same cart choice as `add`. Resolves with the server's cart.
   */
  addMany(items: readonly { product: CartProduct; quantity: number }[], options?: AddToCartOptions): Promise<Cart>;
  /** Shown at once; sent in order through the cart queue. Whole numbers ≥ 1, else ignored. */
  setQuantity(lineId: number, quantity: number): void;
  remove(lineId: number): void;
  /** Checkout: resolves once nothing waits; false when a change it waited for was refused. */
  flush(): Promise<boolean>;
  /** The queue itself, for screens that show which lines are being saved. */
  readonly queue: CartQueueActor;
  stop(): void;
}

export interface CartServiceDependencies {
  readonly api: ApiClient;
  readonly cart: CartStore;
  readonly persistence: Persistence;
  readonly session: SessionStore;
  readonly showroom: ShowroomStore;
  readonly notify: Notifier;
}

export const cartServiceMessages = {
  added: 'Product added to cart.',
  addedMany: 'Products added to cart.',
  noCart: 'Your cart could not be found. Please reload the page.',
  restored: (name: string, quantity: number) =>
    quantity > 0
      ? `Your change to ${name} was not saved; its quantity is back to ${quantity}.`
      : `Your change to ${name} was not saved.`,
} as const;

function linesOf(cart: Cart | null) {
  return (cart?.Project_tans ?? []).map((line) => ({ lineId: line.id, quantity: line.qty }));
}

function quantityOf(cart: Cart, lineId: CartLineId): number {
  return cart.Project_tans.find((line) => line.id === lineId)?.qty ?? 0;
}

function createQueue(deps: CartServiceDependencies) {
  const { api, cart, showroom } = deps;
  const currentCart = (): Cart | null => {
    const state = cart.getState().cart;
    return state.status === 'idle' ? null : state.data;
  };
  const machine = cartQueueMachine.provide({
    actors: {
      sendUpdate: fromPromise<CartUpdateResult, CartUpdate>(async ({ input }) => {
        const cartId = currentCart()?.cart_id;
        if (!cartId) throw new Error(cartServiceMessages.noCart);
        const lineId = Number(input.lineId);
        cart.getState().invalidateLoads();
        const answer =
          input.kind === 'remove'
            ? await api.removeCartLine({
                params: { id: lineId },
                query: { cart_id: cartId, ...showroomQuery(showroom) },
              })
            : await api.updateCart({ body: { cart_id: cartId, line_id: lineId, quantity: input.quantity } });
        cart.getState().receive(answer.data);
        return { quantity: quantityOf(answer.data, lineId) };
      }),
    },
  });
  return createActor(machine, { input: { lines: linesOf(currentCart()) } });
}

export type CartQueueActor = ReturnType<typeof createQueue>;

function showroomQuery(showroom: ShowroomStore): { showroom?: string } {
  const vsdId = showroom.getState().active?.vsd_id;
  return vsdId ? { showroom: vsdId } : {};
}

/** The cart's writes: adds, and quantity changes and removals through the cart queue machine. */
export function createCartService(deps: CartServiceDependencies): CartService {
  const { api, cart, persistence, session, showroom, notify } = deps;
  const queue = createQueue(deps);

  // The server's cart, whoever read it (a load, an add, an update), is what the queue confirms.
  let lastCart = cart.getState().cart;
  const unsubscribeStore = cart.subscribe((state) => {
    if (state.cart === lastCart) return;
    lastCart = state.cart;
    if (state.cart.status === 'ready') queue.send({ type: 'SYNC', lines: linesOf(state.cart.data) });
    // Cleared (logout): no line is left to change.
    else if (state.cart.status === 'idle') queue.send({ type: 'SYNC', lines: [] });
  });

  // What waits or is on its way is shown at once: the cart page and the header badge read it.
  let lastUnconfirmed = '';
  const subscription = queue.subscribe((snapshot) => {
    const unconfirmed: Record<number, number> = {};
    for (const lineId of unconfirmedLineIds(snapshot.context)) {
      unconfirmed[Number(lineId)] = shownQuantity(snapshot.context, lineId);
    }
    const key = JSON.stringify(unconfirmed);
    if (key === lastUnconfirmed) return;
    lastUnconfirmed = key;
    cart.getState().showUnconfirmed(unconfirmed as UnconfirmedQuantities);
  });

  const refusals = queue.on('updateRefused', ({ lineId, restored }) => {
    const state = cart.getState().cart;
    const line = state.status === 'idle' ? undefined : state.data?.Project_tans.find((item) => item.id === lineId);
    notify('warning', cartServiceMessages.restored(line?.product_name ?? 'this item', restored));
  });
  queue.start();

  const flush = () =>
    new Promise<boolean>((resolve) => {
      const answer = queue.on('flushed', ({ ok }) => {
        answer.unsubscribe();
        resolve(ok);
      });
      queue.send({ type: 'FLUSH' });
    });

  /** Which cart an add goes to (the guest's cart, else the customer's project) and in which showroom. */
  async function addTarget(options: AddToCartOptions) {
    await flush();
    const signedIn = session.getState().token !== '';
    const known = cart.getState().cart;
    const cartId = (known.status === 'idle' ? null : known.data?.cart_id) ?? persistence.read(storageKeys.cartId);
    const project = signedIn ? Number(persistence.read(storageKeys.project)) : Number.NaN;
    cart.getState().invalidateLoads();
    return {
      signedIn,
      body: {
        ...(cartId ? { cart_id: cartId } : Number.isInteger(project) && project > 0 ? { project } : {}),
        ...(options.showroom === undefined
          ? showroomQuery(showroom)
          : options.showroom === null
            ? {}
            : { showroom: options.showroom }),
      },
    };
  }

  /** Keeps what the server answered an add with: the cart, and the keys that find it again. */
  function keepAdded(received: Cart, signedIn: boolean): void {
    if (received.project_id === null && received.temp_project_id !== null) {
      // §3: a guest's cart is found again (and attached at sign-in) by these two keys.
      persistence.write(storageKeys.cartId, received.cart_id);
      persistence.write(storageKeys.tempProjectId, String(received.temp_project_id));
    } else if (received.project_id !== null && signedIn) {
      persistence.write(storageKeys.project, String(received.project_id));
    }
    cart.getState().receive(received);
  }

  async function sendAdd(product: CartProduct, quantity: number, options: AddToCartOptions): Promise<Cart> {
    const target = await addTarget(options);
    const answer = await api.syncToCart({
      body: {
        product_id: product.id,
        ...(product.sizeId ? { size_id: product.sizeId } : {}),
        quantity,
        action: 'cart',
        ...target.body,
        toast: options.toast ?? true,
      },
    });
    keepAdded(answer.data, target.signedIn);
    if (options.toast ?? true) notify('success', answer.message ?? cartServiceMessages.added);
    return answer.data;
  }

  async function sendAddMany(
    items: readonly { product: CartProduct; quantity: number }[],
    options: AddToCartOptions,
  ): Promise<Cart> {
    const target = await addTarget(options);
    const answer = await api.syncToBulkCart({
      body: {
        ...target.body,
        items: items.map(({ product, quantity }) => ({
          product_id: product.id,
          ...(product.sizeId ? { size_id: product.sizeId } : {}),
          quantity,
        })),
      },
    });
    keepAdded(answer.data, target.signedIn);
    if (options.toast ?? true) notify('success', answer.message ?? cartServiceMessages.addedMany);
    return answer.data;
  }

  let adds: Promise<unknown> = Promise.resolve();
  return {
    add(product, quantity, options = {}) {
      const next = adds.then(() => sendAdd(product, quantity, options));
      adds = next.catch(() => undefined);
      return next;
    },
    addMany(items, options = {}) {
      const next = adds.then(() => sendAddMany(items, options));
      adds = next.catch(() => undefined);
      return next;
    },
    setQuantity: (lineId, quantity) => queue.send({ type: 'SET', lineId, quantity }),
    remove: (lineId) => queue.send({ type: 'REMOVE', lineId }),
    flush,
    queue,
    stop() {
      unsubscribeStore();
      subscription.unsubscribe();
      refusals.unsubscribe();
      queue.stop();
    },
  };
}

const services = new WeakMap<AppServices, Promise<CartService>>();

/**
 * The app's one cart service, created on first need with the runtime's API client (its own
 * chunk: a page that never touches the cart does not load the queue).
 */
export function cartServiceOf(app: AppServices): Promise<CartService> {
  let service = services.get(app);
  if (!service) {
    service = app.runtime().then(({ api }) =>
      createCartService({
        api,
        cart: app.cart,
        persistence: app.persistence,
        session: app.session,
        showroom: app.showroom,
        notify: app.notify,
      }),
    );
    // A failed load (offline) may be retried by the next call.
    service.catch(() => services.delete(app));
    services.set(app, service);
  }
  return service;
}
