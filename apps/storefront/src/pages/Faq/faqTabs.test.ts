import { describe, expect, it } from 'vitest';
import { faqTabsFor, shownFaqTab } from './faqTabs.ts';

const labels = (userType: string | null) => faqTabsFor(userType).map((tab) => tab.label);
const topics = ['Product Information', 'My Order', 'Shipping and Delivery', 'Returns and Cancelations', 'My Account'];

describe('faqTabsFor', () => {
  it('gives guests and other account types the five topics of §2', () => {
    for (const type of [null, 'Vendor', 'Designer', 'Admin']) expect(labels(type)).toEqual(topics);
  });

  it('adds How it Works for a Contractor and How WeVisu Works for a User', () => {
    expect(labels('Contractor')).toEqual([...topics, 'How it Works']);
    expect(labels('User')).toEqual([...topics, 'How WeVisu Works']);
  });
});

describe('shownFaqTab', () => {
  it('shows the tab the URL names when this person has it', () => {
    expect(shownFaqTab('shipping-and-delivery', faqTabsFor(null))).toBe('shipping-and-delivery');
    expect(shownFaqTab('how-it-works', faqTabsFor('Contractor'))).toBe('how-it-works');
  });

  it('falls back to the first topic for an unknown tab, no tab, or another type’s tab', () => {
    expect(shownFaqTab('nonsense', faqTabsFor(null))).toBe('product-information');
    expect(shownFaqTab(null, faqTabsFor('User'))).toBe('product-information');
    expect(shownFaqTab('how-it-works', faqTabsFor('User'))).toBe('product-information');
    expect(shownFaqTab('how-wevisu-works', faqTabsFor(null))).toBe('product-information');
  });
});
