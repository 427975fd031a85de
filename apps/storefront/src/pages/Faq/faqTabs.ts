/**
 * §2 "FAQ with tabs …": the five topics everyone sees, plus one tab by account type (§6
 * "Contractor-only FAQ tab and User-only FAQ tab by type"). Guests, vendors, designers and
 * admins see the five topics only.
 */
export const faqTopicTabs = [
  { value: 'product-information', label: 'Product Information' },
  { value: 'my-order', label: 'My Order' },
  { value: 'shipping-and-delivery', label: 'Shipping and Delivery' },
  { value: 'returns-and-cancelations', label: 'Returns and Cancelations' },
  { value: 'my-account', label: 'My Account' },
] as const;

export const contractorFaqTab = { value: 'how-it-works', label: 'How it Works' } as const;
export const userFaqTab = { value: 'how-wevisu-works', label: 'How WeVisu Works' } as const;

export type FaqTab = (typeof faqTopicTabs)[number] | typeof contractorFaqTab | typeof userFaqTab;
export type FaqTabValue = FaqTab['value'];

/** The tabs a person of this account type sees (null: a guest, or an account still loading). */
export function faqTabsFor(userType: string | null): readonly FaqTab[] {
  if (userType === 'Contractor') return [...faqTopicTabs, contractorFaqTab];
  if (userType === 'User') return [...faqTopicTabs, userFaqTab];
  return faqTopicTabs;
}

/** The tab to show: the one the URL asks for when this person has it, else the first. */
export function shownFaqTab(requested: string | null, tabs: readonly FaqTab[]): FaqTabValue {
  const match = tabs.find((tab) => tab.value === requested);
  return (match ?? tabs[0] ?? faqTopicTabs[0]).value;
}
