import { describe, expect, it } from 'vitest';
import { addressLines, customerPhone, phoneHref, sizeText } from './fulfilmentText.ts';

const customer = { name: 'Maya Lopez', email: 'customer@demo.test', country_code: '+1', phone_number: '2135550142' };

describe('fulfilment texts', () => {
  it('names the size by its size set and the width × length, whichever are known', () => {
    const none = { size_label: null, width_size: null, length_size: null };
    expect(sizeText({ size_label: 'Box of 24 sq ft', width_size: '6 in', length_size: '48 in' })).toBe(
      'Box of 24 sq ft (6 in × 48 in)',
    );
    expect(sizeText({ ...none, size_label: 'Standard' })).toBe('Standard');
    expect(sizeText({ ...none, width_size: '6 in', length_size: ' ' })).toBe('6 in');
    expect(sizeText(none)).toBeNull();
  });

  it('prints the address as a label does', () => {
    expect(
      addressLines({
        street: '742 Sunset Blvd',
        apartment: 'Apt 4B',
        city: 'Los Angeles',
        state: 'CA',
        zip_code: '90012',
      }),
    ).toEqual(['742 Sunset Blvd, Apt 4B', 'Los Angeles, CA 90012']);
    expect(
      addressLines({ street: '15 Fulton St', apartment: null, city: 'Fresno', state: 'CA', zip_code: '93721' })[0],
    ).toBe('15 Fulton St');
  });

  it('shows the phone as (xxx) xxx-xxxx and dials it with the country code', () => {
    expect(customerPhone(customer)).toBe('(213) 555-0142');
    expect(phoneHref(customer)).toBe('tel:+12135550142');
  });
});
