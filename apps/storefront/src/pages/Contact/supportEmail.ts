/** What a shopper can write to support about; the subject line starts with the topic. */
export const contactTopics = [
  { value: 'order', label: 'An order or a delivery' },
  { value: 'return', label: 'A return or a refund' },
  { value: 'showroom', label: 'A showroom or a Showroom ID' },
  { value: 'account', label: 'My account or signing in' },
  { value: 'pro', label: 'Becoming a pro' },
  { value: 'other', label: 'Something else' },
] as const;

export type ContactTopic = (typeof contactTopics)[number]['value'];

export interface SupportEmailDraft {
  readonly topic: string;
  readonly orderNumber: string;
}

export type SupportEmailErrors = Partial<Record<keyof SupportEmailDraft, string>>;

export const contactMessages = {
  topicMissing: 'Choose what your message is about.',
  orderNumberInvalid: 'Enter the order number in digits only, as shown in My Account.',
} as const;

/** Order ids are numbers (the API's `/api/orders/{orderId}`); ten digits is far beyond any real one. */
const ORDER_NUMBER = /^\d{1,10}$/;

function topicOf(value: string) {
  return contactTopics.find((topic) => topic.value === value);
}

/** Empty when the draft can be turned into an e-mail. The order number is optional. */
export function validateSupportEmail(draft: SupportEmailDraft): SupportEmailErrors {
  const errors: SupportEmailErrors = {};
  if (!topicOf(draft.topic)) errors.topic = contactMessages.topicMissing;
  const order = draft.orderNumber.trim().replace(/^#/, '');
  if (order !== '' && !ORDER_NUMBER.test(order)) errors.orderNumber = contactMessages.orderNumberInvalid;
  return errors;
}

/**
 * The `mailto:` address of a valid draft: a subject support can sort by, and a body that
 * starts the message (the shopper writes the rest in their own e-mail app).
 */
export function supportMailto(address: string, draft: SupportEmailDraft): string {
  const topic = topicOf(draft.topic);
  const order = draft.orderNumber.trim().replace(/^#/, '');
  const subject = [topic?.label ?? 'Question', order ? `order ${order}` : null].filter(Boolean).join(', ');
  const body = [order ? `Order number: ${order}` : null, '', 'Hello,', '', '']
    .filter((line) => line !== null)
    .join('\n');
  // encodeURIComponent, not URLSearchParams: mail apps read '+' literally, not as a space.
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
