import { storageKeys } from '../../state/storageKeys.ts';

/** The cart calls the cart and checkout stories hold, fail or refuse in their `parameters.world`. */
export const cartPaths = {
  cart: '/api/cart',
  projectCart: '/api/projectCart',
  update: '/api/projectCart/update_cart',
} as const;

/** What the server says when it refuses a quantity (the client shows it as its §8 toast). */
export const cartStoryRefusal = 'Only 8 are in stock.';

/** The demo's guest cart (one vendor) and the customer's project cart (several vendors). */
export const guestCart = { storage: { [storageKeys.cartId]: 'demo-guest-cart' } } as const;
export const customerCart = {
  signedInAs: 'customer@demo.test',
  storage: { [storageKeys.project]: '701' },
} as const;
