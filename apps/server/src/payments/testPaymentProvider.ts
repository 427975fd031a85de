import { randomUUID } from 'node:crypto';
import { testCardOutcome } from '@showroom/api';
import {
  type ChargeRequest,
  type ChargeResult,
  IdempotencyKeyReusedError,
  type PaymentProvider,
  PaymentProviderUnavailableError,
} from './paymentProvider.ts';

export const processingErrorMessage = 'The card processor could not be reached.';

/** Keys remembered for idempotent answers; the oldest are forgotten beyond this. */
const REMEMBERED_KEYS = 10_000;

/**
 * The payment provider of a shop without a processor (the default, `PAYMENT_PROVIDER=test`).
 * It charges nothing: it answers as a processor in test mode would, by the documented test
 * cards of @showroom/api (`testPaymentCards`: 4242 4242 4242 4242 approved, 4000 0000 0000 0002
 * declined, …; any other card declined). A saved card is judged by its brand and last four
 * digits, since no number is kept. A repeated idempotency key gets the first answer; the same
 * key with another amount is refused.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test';
  readonly #answers = new Map<string, { amountCents: number; result: ChargeResult }>();
  readonly #voided = new Set<string>();
  #charges = 0;

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0) {
      throw new RangeError('A charge must be a whole number of cents, more than 0.');
    }
    const earlier = this.#answers.get(request.idempotencyKey);
    if (earlier) {
      if (earlier.amountCents !== request.amountCents) {
        throw new IdempotencyKeyReusedError('This idempotency key was used for another amount.');
      }
      return earlier.result;
    }
    const { source } = request;
    const outcome = testCardOutcome(source.kind === 'card' ? { number: source.number } : source);
    if (outcome.kind === 'processing-error') throw new PaymentProviderUnavailableError(processingErrorMessage);
    let result: ChargeResult;
    if (outcome.kind === 'approved') {
      this.#charges += 1;
      result = {
        status: 'approved',
        chargeId: `test_ch_${randomUUID()}`,
        cardReference:
          source.kind === 'saved' ? source.reference : `test_card_${source.brand}_${source.number.slice(-4)}`,
      };
    } else {
      result = { status: 'declined', declineCode: outcome.declineCode, message: outcome.message };
    }
    this.#remember(request.idempotencyKey, { amountCents: request.amountCents, result });
    return result;
  }

  async voidCharge(chargeId: string): Promise<void> {
    this.#voided.add(chargeId);
    for (const [key, answer] of this.#answers) {
      if (answer.result.status === 'approved' && answer.result.chargeId === chargeId) this.#answers.delete(key);
    }
  }

  /** How many charges were approved (each idempotency key once): for tests. */
  get approvedCharges(): number {
    return this.#charges;
  }

  /** How many approved charges were voided since (an order that could not be recorded): for tests. */
  get voidedCharges(): number {
    return this.#voided.size;
  }

  /** Whether a charge was voided: for tests. */
  isVoided(chargeId: string): boolean {
    return this.#voided.has(chargeId);
  }

  #remember(key: string, answer: { amountCents: number; result: ChargeResult }): void {
    if (this.#answers.size >= REMEMBERED_KEYS) {
      const oldest = this.#answers.keys().next().value;
      if (oldest !== undefined) this.#answers.delete(oldest);
    }
    this.#answers.set(key, answer);
  }
}
