import { describe, expect, it } from 'vitest';
import { fragmentId } from './inPageFragment.ts';

describe('fragmentId', () => {
  it('reads the id a hash names', () => {
    expect(fragmentId('#terms-liability')).toBe('terms-liability');
    expect(fragmentId('shipping-and-delivery')).toBe('shipping-and-delivery');
    expect(fragmentId('#caf%C3%A9')).toBe('café');
  });

  it('is null for no hash, an empty hash or a malformed escape', () => {
    expect(fragmentId('')).toBeNull();
    expect(fragmentId('#')).toBeNull();
    expect(fragmentId('#%E0%A4%A')).toBeNull();
  });
});
