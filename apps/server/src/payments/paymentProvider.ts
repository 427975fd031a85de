/**
 * How the server charges a card. The checkout talks only to this interface, so a real payment
 * processor plugs in by implementing it (see the README, "Payments"); the server ships with
 * `TestPaymentProvider`, which charges nothing.
 *
 * The card number and security code pass through `charge` and are never stored or logged by
 * the server: only what the provider returns (its references) and the card's brand, last four
 * digits and expiry are kept.
 */

export interface BillingAddress {
  readonly street: string;
  readonly city: string;
  readonly state: string;
  readonly zipCode: string;
}

/** A card typed in at checkout, already checked by @showroom/machines' card rules. */
export interface NewCard {
  readonly kind: 'card';
  /** Digits only. */
  readonly number: string;
  readonly expMonth: number;
  /** Four digits. */
  readonly expYear: number;
  readonly cvc: string;
  readonly nameOnCard: string;
  /** card-validator's brand key, e.g. 'visa', 'mastercard', 'american-express'. */
  readonly brand: string;
  readonly billing: BillingAddress;
}

/** The card saved on the account: never its number, only what was kept of it. */
export interface SavedCard {
  readonly kind: 'saved';
  readonly brand: string | null;
  readonly last4: string;
  readonly expMonth: number;
  readonly expYear: number;
  /** What the provider returned when the card was first charged (a real provider's stored card id); null for a card saved at registration. */
  readonly reference: string | null;
}

export type PaymentSource = NewCard | SavedCard;

export interface ChargeRequest {
  /** Whole cents, more than 0. */
  readonly amountCents: number;
  readonly currency: 'USD';
  readonly source: PaymentSource;
  /**
   * The same key always means the same charge: a provider must answer a repeated key with the
   * first answer instead of charging again (the checkout retries and double clicks rely on it).
   */
  readonly idempotencyKey: string;
  /** Shown on the provider's side, e.g. 'Showroom order for customer@demo.test'. */
  readonly description: string;
}

export type ChargeResult =
  | {
      readonly status: 'approved';
      /** The provider's id of this charge (kept on the order as payment_reference). */
      readonly chargeId: string;
      /** A reusable reference to the card for later charges, when the provider gives one. */
      readonly cardReference: string | null;
    }
  | {
      readonly status: 'declined';
      /** Machine-readable reason, e.g. 'card_declined', 'insufficient_funds'. */
      readonly declineCode: string;
      /** Shown to the customer as it is. */
      readonly message: string;
    };

export interface PaymentProvider {
  /** For logs and the order's payment reference, e.g. 'test'. */
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Releases an approved charge whose order could not be recorded (so nobody pays for nothing). */
  voidCharge(chargeId: string): Promise<void>;
}

/** The provider could not be reached or failed: nothing was charged (the checkout answers 502). */
export class PaymentProviderUnavailableError extends Error {
  override readonly name = 'PaymentProviderUnavailableError';
}

/** A key already used for a charge of another amount (the checkout answers 409). */
export class IdempotencyKeyReusedError extends Error {
  override readonly name = 'IdempotencyKeyReusedError';
}
