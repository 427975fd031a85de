import { describe, expect, it } from 'vitest';
import {
  FLAT_SHIPPING_PER_VENDOR_CENTS,
  FREE_DELIVERY_FROM_CENTS,
  cartShippingChargeCents,
  usStateCode,
  usStates,
  vendorShipping,
} from './cart.rules.ts';
import { isPhoneNumberFor, profileMessages, validateProfileUpdate } from './profile.rules.ts';

describe('the shipping rule', () => {
  it('charges a flat fee per vendor below the free-delivery amount, nothing from it', () => {
    expect(cartShippingChargeCents([])).toBe(0);
    const lines = [
      { vendorId: 4, lineTotalCents: 20_000 },
      { vendorId: 10, lineTotalCents: FREE_DELIVERY_FROM_CENTS },
      { vendorId: 4, lineTotalCents: 9_000 },
    ];
    expect(vendorShipping(lines)).toEqual([
      {
        vendorId: 4,
        subtotalCents: 29_000,
        chargeCents: FLAT_SHIPPING_PER_VENDOR_CENTS,
        toFreeDeliveryCents: FREE_DELIVERY_FROM_CENTS - 29_000,
      },
      { vendorId: 10, subtotalCents: FREE_DELIVERY_FROM_CENTS, chargeCents: 0, toFreeDeliveryCents: 0 },
    ]);
    expect(cartShippingChargeCents(lines)).toBe(FLAT_SHIPPING_PER_VENDOR_CENTS);
  });
});

describe('US states', () => {
  it('knows the 50 states and DC by code or name, in any case, and nothing else', () => {
    expect(Object.keys(usStates)).toHaveLength(51);
    expect(usStateCode('ca')).toBe('CA');
    expect(usStateCode(' New York ')).toBe('NY');
    expect(usStateCode('district of columbia')).toBe('DC');
    for (const outside of ['PR', 'Guam', 'Ontario', 'XX', '', 'toString', '__proto__']) {
      expect(usStateCode(outside), outside).toBeNull();
    }
  });
});

describe('profile rules', () => {
  it('judges a phone number by its country code', () => {
    expect(isPhoneNumberFor('+1', '(213) 555-0142')).toBe(true);
    expect(isPhoneNumberFor('+1', '+1 213 555 0142')).toBe(true);
    expect(isPhoneNumberFor('+1', '1-213-555-0142')).toBe(true);
    expect(isPhoneNumberFor('+1', '555-0142')).toBe(false);
    expect(isPhoneNumberFor('+1', '(013) 555-0142')).toBe(false);
    expect(isPhoneNumberFor('+44', '20 7946 0958')).toBe(true);
    expect(isPhoneNumberFor('+44', '+1 213 555 0142')).toBe(false);
    expect(isPhoneNumberFor('+44', '12')).toBe(false);
    expect(isPhoneNumberFor('+1', 'call me')).toBe(false);
  });

  it('reports each broken field once, the address fields under shipping_address', () => {
    const stored = { country_code: '+1', phone_number: '2135550142' };
    expect(
      validateProfileUpdate(
        {
          first_name: ' ',
          shipping_address: { street: '', city: 'Austin', state: 'Texas', zip_code: '7330', apartment: null },
        },
        stored,
      ),
    ).toEqual({
      first_name: profileMessages.firstNameRequired,
      'shipping_address.street': profileMessages.streetRequired,
      'shipping_address.zip_code': profileMessages.zipInvalid,
    });
    // A new country code alone is judged against the stored number.
    expect(validateProfileUpdate({ country_code: '+1' }, { country_code: '+44', phone_number: '7946 0958' })).toEqual({
      country_code: profileMessages.phoneInvalid,
    });
    expect(validateProfileUpdate({ country_code: '1' }, stored)).toEqual({
      country_code: profileMessages.countryCodeInvalid,
    });
    expect(validateProfileUpdate({ last_name: 'Morgan' }, stored)).toEqual({});
  });
});
