import { ApiHttpError } from './errors.ts';

/**
 * The showroom a refused add's cart is priced in (409, `cartShowroomDetails`), or null for any
 * other error: what a product page offers to enter so the shopper can add there.
 */
export function cartShowroomOf(error: unknown): string | null {
  if (!(error instanceof ApiHttpError) || error.status !== 409) return null;
  const body = error.body;
  if (typeof body !== 'object' || body === null) return null;
  const showroom = (body as { cart_showroom?: unknown }).cart_showroom;
  return typeof showroom === 'string' && /^[A-Za-z0-9]{8}$/.test(showroom) ? showroom.toUpperCase() : null;
}
