import { checkoutPaymentMessages } from '@showroom/machines';
import type { AddressInput, ApiClient, CheckoutRequest, PlacedOrder, Profile } from '@showroom/api';
import { browserStorage, createPersistence, noCookies, type KeyValueStorage } from '../state/persistence.ts';
import type { TabStorageKey } from '../state/storageKeys.ts';

/**
 * The checkout's calls (§2 /checkout, /checkout-payment, /thankyou; §7 profile with checkout=1,
 * POST /api/checkout) and what a failure means for the page, and the placed order kept for
 * /thankyou. The attempts and their idempotency keys are the checkoutPayment machine's.
 */

/** The card and billing address typed on /checkout-payment, as POST /api/checkout takes them. */
export type PaymentInput = NonNullable<CheckoutRequest['payment']>;

export interface AddressSaved {
  readonly profile: Profile;
  readonly message: string;
}

export interface CheckoutService {
  /** GET /api/profile?checkout=1: address, saved card and the shipping charge of `cartId`. */
  load(cartId: string): Promise<Profile>;
  /** PUT /api/profile with checkout=1: the new address, answered with the new shipping charge. */
  saveAddress(cartId: string, address: AddressInput): Promise<AddressSaved>;
  /** POST /api/checkout. The checkoutPayment machine keeps one key per attempt (checkoutPaymentService.ts). */
  place(request: CheckoutRequest): Promise<PlacedOrder>;
  /** Keeps the order just placed for /thankyou (the tab's session storage, this customer only). */
  rememberPlaced(placed: PlacedOrder, userId: number): void;
  /** The order kept by `rememberPlaced`, when it is `orderId` and this customer's; else null. */
  placedOrder(orderId: number, userId: number): PlacedOrder | null;
}

export interface CheckoutServiceDependencies {
  /** The API client, loaded on first use (the runtime chunk). */
  readonly api: () => Promise<ApiClient>;
  /** Where the placed order is kept: the tab's sessionStorage (a memory one in stories and tests). */
  readonly placedOrders: KeyValueStorage | null;
}

/** Where the tab keeps the order just placed. */
export const PLACED_ORDER_KEY: TabStorageKey = 'checkout_placed_order';

interface StoredPlacedOrder {
  readonly userId: number;
  readonly placed: PlacedOrder;
}

function isStoredPlacedOrder(value: unknown): value is StoredPlacedOrder {
  if (typeof value !== 'object' || value === null) return false;
  const { userId, placed } = value as { userId?: unknown; placed?: Partial<PlacedOrder> };
  if (typeof userId !== 'number' || typeof placed !== 'object' || placed === null) return false;
  const order = placed.order as Partial<PlacedOrder['order']> | undefined;
  // A shape check, not the contract's schema: the page must not load zod for a value it wrote itself.
  return (
    typeof order?.id === 'number' &&
    typeof order.order_number === 'string' &&
    typeof order.total === 'number' &&
    Array.isArray(placed.items)
  );
}

export function createCheckoutService({ api, placedOrders }: CheckoutServiceDependencies): CheckoutService {
  const kept = placedOrders && createPersistence<TabStorageKey>(placedOrders, noCookies);
  // The order of this visit, for a tab whose storage refused it.
  let lastPlaced: StoredPlacedOrder | null = null;
  return {
    async load(cartId) {
      return (await (await api()).getProfile({ query: { checkout: '1', cart_id: cartId } })).data;
    },
    async saveAddress(cartId, address) {
      const answer = await (
        await api()
      ).updateProfile({ body: { shipping_address: address, checkout: 1, cart_id: cartId } });
      return { profile: answer.data, message: answer.message };
    },
    async place(request) {
      return (await (await api()).placeOrder({ body: request })).data;
    },
    rememberPlaced(placed, userId) {
      // Storage full or disabled: /thankyou still gets the order from this visit's memory.
      kept?.writeJson(PLACED_ORDER_KEY, { userId, placed } satisfies StoredPlacedOrder);
      lastPlaced = { userId, placed };
    },
    placedOrder(orderId, userId) {
      const stored = lastPlaced ?? kept?.readJson(PLACED_ORDER_KEY, isStoredPlacedOrder) ?? null;
      return stored && stored.userId === userId && stored.placed.order.id === orderId ? stored.placed : null;
    },
  };
}

/** A new idempotency key: 32 hex digits from the platform's random source (IDEMPOTENCY_KEY_PATTERN). */
export function newIdempotencyKey(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  return [...random(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What a failed POST /api/checkout means for the page. */
export type PlaceOrderFailure =
  /** 402: the card was declined; `message` is the provider's, shown at the card. */
  | { readonly kind: 'declined'; readonly message: string }
  /** 422: field messages by the contract's names (`payment.cvv`, `shipping_address.zip_code`, `cart_id`…). */
  | { readonly kind: 'refused'; readonly fields: Readonly<Record<string, string>> }
  /**
   * Anything else (no answer, 409, 500, 502): nothing was placed and the page stays. `toast` is
   * the message to show when the API client has not already shown one.
   */
  | {
      readonly kind: 'failed';
      readonly message: string;
      readonly toast: string | null;
      /** 409 on `expected_total`: the cart's total is no longer the one shown; nothing was charged. */
      readonly totalChanged?: boolean;
    };

export const checkoutServiceMessages = {
  notPlaced: checkoutPaymentMessages.notPlaced,
} as const;

function bodyMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/** Reads an API client error (a 402, a 422, anything else) as a `PlaceOrderFailure`. */
export function placeOrderFailureOf(error: unknown): PlaceOrderFailure {
  const details = (typeof error === 'object' && error !== null ? error : {}) as {
    status?: unknown;
    userMessage?: unknown;
    fieldErrors?: Record<string, readonly string[]>;
    body?: unknown;
  };
  const serverMessage = bodyMessage(details.body);
  if (details.status === 402) {
    const fromField = (details.body as { errors?: { payment?: unknown } } | null)?.errors?.payment;
    const message = Array.isArray(fromField) && typeof fromField[0] === 'string' ? fromField[0] : serverMessage;
    return { kind: 'declined', message: message ?? checkoutServiceMessages.notPlaced };
  }
  if (details.status === 422 && details.fieldErrors && Object.keys(details.fieldErrors).length > 0) {
    const fields: Record<string, string> = {};
    for (const [field, messages] of Object.entries(details.fieldErrors)) {
      const first = messages[0];
      if (first !== undefined) fields[field] = first;
    }
    return { kind: 'refused', fields };
  }
  const totalChanged =
    details.status === 409 &&
    (details.body as { errors?: { expected_total?: unknown } } | null)?.errors?.expected_total !== undefined;
  if (totalChanged && serverMessage) return { kind: 'failed', message: serverMessage, toast: null, totalChanged };
  const shown = typeof details.userMessage === 'string' && details.userMessage !== '' ? details.userMessage : null;
  // §8 shows no toast for statuses outside its table (409, 502): the page says it with the server's words.
  return shown
    ? { kind: 'failed', message: shown, toast: null }
    : {
        kind: 'failed',
        message: serverMessage ?? checkoutServiceMessages.notPlaced,
        toast: serverMessage ?? checkoutServiceMessages.notPlaced,
      };
}

const services = new WeakMap<object, CheckoutService>();
const storageOverrides = new WeakMap<object, KeyValueStorage>();

/** Stories and tests keep the placed order in memory instead of the tab's sessionStorage. */
export function keepPlacedOrdersIn(app: object, storage: KeyValueStorage): void {
  storageOverrides.set(app, storage);
}

/** The one checkout service of an app's services (created on first use). */
export function checkoutServiceOf(app: { runtime(): Promise<{ readonly api: ApiClient }> }): CheckoutService {
  let service = services.get(app);
  if (!service) {
    service = createCheckoutService({
      api: async () => (await app.runtime()).api,
      placedOrders: storageOverrides.get(app) ?? browserStorage('sessionStorage'),
    });
    services.set(app, service);
  }
  return service;
}
