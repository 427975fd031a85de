/**
 * The rules of placing an order that are not the server's: one idempotency key per attempt, and
 * what a failed attempt means for the page. The machine (checkoutPayment.machine.ts) only decides
 * when these run.
 */

export const checkoutPaymentMessages = {
  /** Said when nothing else explains the failure (no answer, an unreadable one). */
  notPlaced: 'Your order could not be placed. Nothing was charged; please try again.',
  /** Place order pressed while the account has no shipping address. */
  addShippingFirst: 'Please add your shipping address first.',
} as const;

/**
 * One attempt at placing an order and its idempotency key. `what` says what is being placed
 * (the cart, the amount, the address and the card, as the host writes them in a string); the
 * same `what` keeps the same key, so a double click or a retry after a failure answers the same
 * order, and anything changed is a new attempt with a new key.
 */
export interface PlaceAttempt {
  readonly what: string;
  readonly key: string;
}

/** The attempt for placing `what`: the current one when it is the same, else a new one with `freshKey`. */
export function attemptFor(current: PlaceAttempt | null, what: string, freshKey: string): PlaceAttempt {
  return current?.what === what ? current : { what, key: freshKey };
}

/**
 * Why an order was not placed, as the host's `placeOrder` effect rejects with it (the host reads
 * its API client's error: it knows the contract's field names and where its page shows them).
 */
export type CheckoutPaymentFailure =
  /** 402: the card was declined; `message` is the provider's, shown at the card. */
  | { readonly kind: 'declined'; readonly message: string }
  /**
   * 422 (or no shipping address): `fieldErrors` are the messages shown under the host's own fields
   * (by the host's field names); `shipping` and `other` are said above the button.
   */
  | {
      readonly kind: 'refused';
      readonly fieldErrors: Readonly<Record<string, string>>;
      readonly shipping: readonly string[];
      readonly other: readonly string[];
    }
  /**
   * Anything else (no answer, 409, 500, 502): nothing was placed. `toast` is also shown as a toast
   * (when the API client has not shown one); `totalChanged` says the total is no longer the one shown.
   */
  | {
      readonly kind: 'failed';
      readonly message: string;
      readonly toast: string | null;
      readonly totalChanged: boolean;
    };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

function textsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter(isText) : [];
}

function fieldErrorsOf(value: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (!isRecord(value)) return result;
  for (const [field, message] of Object.entries(value)) if (isText(message)) result[field] = message;
  return result;
}

/**
 * Reads what the `placeOrder` effect rejected with. Anything that is not a failure as described
 * (an effect not provided, an exception in the host's code) is an order not placed, said on the
 * page and in a toast: the shopper must never be left without an answer.
 */
export function checkoutPaymentFailureOf(error: unknown): CheckoutPaymentFailure {
  const failure = isRecord(error) ? error : {};
  if (failure['kind'] === 'declined' && isText(failure['message'])) {
    return { kind: 'declined', message: failure['message'] };
  }
  if (failure['kind'] === 'refused') {
    return {
      kind: 'refused',
      fieldErrors: fieldErrorsOf(failure['fieldErrors']),
      shipping: textsOf(failure['shipping']),
      other: textsOf(failure['other']),
    };
  }
  if (failure['kind'] === 'failed' && isText(failure['message'])) {
    return {
      kind: 'failed',
      message: failure['message'],
      toast: isText(failure['toast']) ? failure['toast'] : null,
      totalChanged: failure['totalChanged'] === true,
    };
  }
  const { notPlaced } = checkoutPaymentMessages;
  return { kind: 'failed', message: notPlaced, toast: notPlaced, totalChanged: false };
}

/** The refusal said when Place order is pressed without a shipping address. */
export const noShippingRefusal: CheckoutPaymentFailure = {
  kind: 'refused',
  fieldErrors: {},
  shipping: [checkoutPaymentMessages.addShippingFirst],
  other: [],
};

/** The server's field messages once the shopper changed `field`: its message goes, the others stay. */
export function withoutFieldError(
  fieldErrors: Readonly<Record<string, string>>,
  field: string,
): Readonly<Record<string, string>> {
  if (!(field in fieldErrors)) return fieldErrors;
  const { [field]: _changed, ...rest } = fieldErrors;
  return rest;
}

/** Where the shopper goes once the order is placed (the history entry of the payment page is replaced). */
export function thankYouPathOf(orderId: number | string): string {
  return `/thankyou?order=${encodeURIComponent(String(orderId))}`;
}
