import type { ShoppingCart } from '@showroom/api';
import type { CartService } from '../../services/cartService.ts';
import type { CartStore } from '../../state/cartStore.ts';
import type { Persistence } from '../../state/persistence.ts';
import { storageKeys } from '../../state/storageKeys.ts';
import { bulkItemsOf } from './projectCartLines.ts';

/** What "Add all to cart" did. */
export type AddProjectToCartResult =
  /** Every line went into the shopper's cart in one sync_to_bulk_cart (the cart service toasts the server's message). */
  | { readonly kind: 'added'; readonly cart: ShoppingCart }
  /** The project's cart is the cart /cart shows: nothing to copy, the cart was reloaded. */
  | { readonly kind: 'alreadyInCart' };

export interface AddProjectToCartDependencies {
  readonly cartService: () => Promise<CartService>;
  readonly cart: CartStore;
  readonly persistence: Persistence;
}

/**
 * "Add all to cart": every line of the project's cart, as the server last answered it, goes
 * into the cart /cart shows, in one sync_to_bulk_cart (all or none). The cart is the one the
 * cart service adds to (the cart the store shows, by its cart_id; else the stored project; else
 * the customer's current cart), so the store is loaded first to pin it: a customer's current
 * cart is their most recently changed one, which after editing may be this very project's.
 * When the cart /cart shows is the project's own, copying would double every line: the cart is
 * reloaded instead and kept as the one /cart shows. Rejects with the server's refusal.
 */
export async function addProjectToCart(
  deps: AddProjectToCartDependencies,
  projectId: number,
  project: ShoppingCart,
): Promise<AddProjectToCartResult> {
  const service = await deps.cartService();
  // Changes waiting in the cart itself go first (the add would wait for them anyway).
  await service.flush();
  let known = deps.cart.getState().cart;
  if (known.status !== 'ready') {
    await deps.cart.getState().load();
    known = deps.cart.getState().cart;
  }
  const current = known.status === 'idle' ? null : known.data;
  if (current !== null && current.cart_id === project.cart_id) {
    deps.persistence.write(storageKeys.project, String(projectId));
    await deps.cart.getState().load();
    return { kind: 'alreadyInCart' };
  }
  const items = bulkItemsOf(project).map((item) => ({
    product: { id: item.product_id, sizeId: item.size_id },
    quantity: item.quantity,
  }));
  // Priced in the project's showroom, as the panel showed them (none: the catalogue's prices).
  const cart = await service.addMany(items, { showroom: project.showroom });
  return { kind: 'added', cart };
}
