import { describe, expect, it } from 'vitest';
import { cartShowroomDetails } from '../contract/cart.rules.ts';
import { cartShowroomOf } from './cartShowroom.ts';
import { ApiHttpError } from './errors.ts';

const request = { endpoint: 'syncToCart', method: 'POST', path: '/api/projectCart/sync_to_cart' } as const;
const refusal = (status: number, body: unknown) => new ApiHttpError(request, { status, userMessage: 'Refused.', body });

describe('cartShowroomOf', () => {
  it("reads the cart's showroom from an add refused for another showroom", () => {
    expect(cartShowroomOf(refusal(409, { success: false, message: 'x', ...cartShowroomDetails('DEMO0001') }))).toBe(
      'DEMO0001',
    );
    expect(cartShowroomOf(refusal(409, { cart_showroom: 'demo0001' }))).toBe('DEMO0001');
  });

  it('is null for any other failure or a body without a Showroom ID', () => {
    expect(cartShowroomOf(refusal(422, { cart_showroom: 'DEMO0001' }))).toBeNull();
    expect(cartShowroomOf(refusal(409, { message: 'Conflict.' }))).toBeNull();
    expect(cartShowroomOf(refusal(409, { cart_showroom: 'DEMO' }))).toBeNull();
    expect(cartShowroomOf(refusal(409, null))).toBeNull();
    expect(cartShowroomOf(new Error('offline'))).toBeNull();
  });
});
