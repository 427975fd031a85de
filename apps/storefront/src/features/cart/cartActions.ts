import type { ShoppingCart as Cart } from '@showroom/api';
import { useMemo } from 'react';
import type { AddToCartOptions, CartProduct, CartService } from '../../services/cartService.ts';
import type { AppServices } from '../../services/createAppServices.ts';
import { useServices } from '../../services/ServicesContext.tsx';

export type { AddToCartOptions, CartProduct, CartService };

/**
 * The app's cart service, loaded on first need: the queue machine and the API client are their
 * own chunks, so a page that only links to the cart does not download them.
 */
export function loadCartService(services: AppServices): Promise<CartService> {
  return import('../../services/cartService.ts').then((module) => module.cartServiceOf(services));
}

export interface CartActions {
  /** Adds `quantity` of a product to the cart; see `CartService.add`. */
  add(product: CartProduct, quantity: number, options?: AddToCartOptions): Promise<Cart>;
  setQuantity(lineId: number, quantity: number): Promise<void>;
  remove(lineId: number): Promise<void>;
  /** Resolves true once every pending change is on the server (false: one was refused). */
  flush(): Promise<boolean>;
}

/** The cart's actions for a component: `const { add } = useCartActions(); await add(product, 2);` */
export function useCartActions(): CartActions {
  const services = useServices();
  return useMemo(() => {
    const service = () => loadCartService(services);
    return {
      add: async (product, quantity, options) => (await service()).add(product, quantity, options),
      setQuantity: async (lineId, quantity) => (await service()).setQuantity(lineId, quantity),
      remove: async (lineId) => (await service()).remove(lineId),
      flush: async () => (await service()).flush(),
    };
  }, [services]);
}
