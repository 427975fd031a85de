import type { ShoppingCart } from '@showroom/api';
import { useEffect, useState } from 'react';
import { useAppStore, useServices } from '../../services/ServicesContext.tsx';
import type { CartService } from '../../services/cartService.ts';
import { loadCartService } from './cartActions.ts';
import { cartView, type CartView } from './cartView.ts';

export type CartPageState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'empty' }
  | { readonly kind: 'error'; readonly message: string; retry(): void }
  | {
      readonly kind: 'ready';
      readonly cart: ShoppingCart;
      readonly view: CartView;
      /** The cart is there but a refresh failed: say so above it. */
      readonly refreshError: string | null;
    };

/**
 * What the cart page shows, from the cart store (the server's cart with the unconfirmed changes
 * over it), and the cart service once it has loaded (its queue keeps the store's cart in step).
 */
export function useCartPage(): { state: CartPageState; service: CartService | null; serviceFailed: boolean } {
  const services = useServices();
  const cart = useAppStore('cart', (state) => state.cart);
  const unconfirmed = useAppStore('cart', (state) => state.unconfirmed);
  const [service, setService] = useState<CartService | null>(null);
  const [serviceFailed, setServiceFailed] = useState(false);

  useEffect(() => {
    let live = true;
    loadCartService(services).then(
      (loaded) => {
        if (!live) return;
        setService(loaded);
        // A fresh look at the cart (prices, stock) unless changes of the shopper's are on their way.
        const state = services.cart.getState();
        if (Object.keys(state.unconfirmed).length === 0 && state.cart.status !== 'loading') void state.load();
      },
      () => {
        if (live) setServiceFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [services]);

  const state = ((): CartPageState => {
    switch (cart.status) {
      case 'idle':
        // Nothing stored to load (§3: no cart id, no project): the cart is empty.
        return { kind: 'empty' };
      case 'loading':
        return cart.data ? ready(cart.data, null) : { kind: 'loading' };
      case 'error':
        return cart.data
          ? ready(cart.data, cart.message)
          : { kind: 'error', message: cart.message, retry: () => void services.cart.getState().load() };
      case 'ready':
        return ready(cart.data, null);
    }
  })();

  function ready(data: ShoppingCart, refreshError: string | null): CartPageState {
    const view = cartView(data, unconfirmed);
    return view.vendors.length === 0 ? { kind: 'empty' } : { kind: 'ready', cart: data, view, refreshError };
  }

  return { state, service, serviceFailed };
}
