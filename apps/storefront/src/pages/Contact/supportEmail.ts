/** What a shopper can write to support about; the subject line starts with the topic. */
export const contactTopics = [
  { value: 'order', label: 'An order or a delivery', asksForOrder: true },
  { value: 'return', label: 'A return or a refund', asksForOrder: true },
  { value: 'showroom', label: 'A showroom or a Showroom ID', asksForOrder: false },
  { value: 'account', label: 'My account or signing in', asksForOrder: false },
  { value: 'pro', label: 'Becoming a pro', asksForOrder: false },
  { value: 'other', label: 'Something else', asksForOrder: false },
] as const;

export type ContactTopic = (typeof contactTopics)[number];

/**
 * The `mailto:` link of a topic: a subject support can sort by, and a body that starts the
 * message (with a line for the order number where one helps).
 */
export function supportMailto(address: string, topic: ContactTopic): string {
  const body = [...(topic.asksForOrder ? ['Order number: '] : []), '', 'Hello,', '', ''].join('\n');
  // encodeURIComponent, not URLSearchParams: mail apps read '+' literally, not as a space.
  return `mailto:${address}?subject=${encodeURIComponent(topic.label)}&body=${encodeURIComponent(body)}`;
}
