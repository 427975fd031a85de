import type { Profile, ShoppingCart } from '@showroom/api';
import { useCallback, useEffect, useState } from 'react';
import { checkoutServiceOf } from '../../services/checkoutService.ts';
import { useServices } from '../../services/ServicesContext.tsx';
import type { CartView } from '../cart/cartView.ts';
import { useCartPage } from '../cart/useCartPage.ts';
import { failureMessage } from '../forms/formErrors.ts';

export const checkoutTexts = {
  loadFailed: 'Your checkout could not be loaded',
  loadFailedFallback: 'Please check your connection and try again.',
  emptyTitle: 'Your cart is empty',
  emptyDescription: 'There is nothing to check out. Find materials in the showroom and add them to your cart.',
} as const;

export type CheckoutState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'empty' }
  | { readonly kind: 'error'; readonly message: string; retry(): void }
  | {
      readonly kind: 'ready';
      readonly cart: ShoppingCart;
      readonly view: CartView;
      /** The account's address and saved card, and the shipping charge of this cart. */
      readonly profile: Profile;
      readonly shippingCharge: number;
      /** A saved address answered with a new profile and charge. */
      update(profile: Profile): void;
    };

type ProfileLoad =
  | { readonly status: 'loading'; readonly cartId: string }
  | { readonly status: 'ready'; readonly cartId: string; readonly profile: Profile }
  | { readonly status: 'error'; readonly cartId: string; readonly message: string };

/**
 * What /checkout and /checkout-payment stand on: the cart (the cart store, through the cart
 * service, so pending quantity changes are saved first) and, once its id is known, the profile
 * with checkout=1 for that cart (address, saved card, shipping charge).
 */
export function useCheckout(): CheckoutState {
  const services = useServices();
  const checkout = checkoutServiceOf(services);
  const { state: cart } = useCartPage();
  const cartId = cart.kind === 'ready' ? cart.cart.cart_id : null;
  const [profile, setProfile] = useState<ProfileLoad | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (cartId === null) return;
    let live = true;
    // No 'loading' set here: a profile for another cart (or none) already reads as loading below.
    checkout.load(cartId).then(
      (loaded) => {
        if (live) setProfile({ status: 'ready', cartId, profile: loaded });
      },
      (error: unknown) => {
        if (live) {
          setProfile({ status: 'error', cartId, message: failureMessage(error, checkoutTexts.loadFailedFallback) });
        }
      },
    );
    return () => {
      live = false;
    };
  }, [checkout, cartId, attempt]);

  const retry = useCallback(() => {
    setProfile((current) => (current === null ? current : { status: 'loading', cartId: current.cartId }));
    setAttempt((count) => count + 1);
  }, []);

  switch (cart.kind) {
    case 'loading':
      return { kind: 'loading' };
    case 'empty':
      return { kind: 'empty' };
    case 'error':
      return { kind: 'error', message: cart.message, retry: cart.retry };
    case 'ready':
      break;
  }
  if (profile === null || profile.cartId !== cart.cart.cart_id || profile.status === 'loading') {
    return { kind: 'loading' };
  }
  if (profile.status === 'error') return { kind: 'error', message: profile.message, retry };
  const cartIdOfProfile = profile.cartId;
  return {
    kind: 'ready',
    cart: cart.cart,
    view: cart.view,
    profile: profile.profile,
    shippingCharge: profile.profile.shipping_charge ?? cart.cart.shipping_charge,
    update: (next) => setProfile({ status: 'ready', cartId: cartIdOfProfile, profile: next }),
  };
}
