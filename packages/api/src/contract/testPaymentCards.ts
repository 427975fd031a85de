/**
 * The documented test cards of the server's test payment provider (the default: it charges
 * nothing) and of the mocks: the numbers payment processors publish for testing, each passing
 * the Luhn check. Any future expiry and any security code of the brand's length (4 for
 * American Express, else 3) go with them. Any other valid card number is declined with
 * `testModeDeclineMessage`, since no real card is ever charged here.
 */

export type TestCardOutcome =
  | { readonly kind: 'approved' }
  | { readonly kind: 'declined'; readonly declineCode: string; readonly message: string }
  /** The processor fails: nothing is charged and the checkout says to try again. */
  | { readonly kind: 'processing-error' };

export interface TestPaymentCard {
  /** Digits only. */
  readonly number: string;
  /** card-validator's brand key. */
  readonly brand: 'visa' | 'mastercard' | 'american-express' | 'discover';
  readonly outcome: TestCardOutcome;
}

const approved = { kind: 'approved' } as const;

export const testPaymentCards: readonly TestPaymentCard[] = [
  { number: '4242424242424242', brand: 'visa', outcome: approved },
  { number: '4000056655665556', brand: 'visa', outcome: approved },
  { number: '5555555555554444', brand: 'mastercard', outcome: approved },
  { number: '2223003122003222', brand: 'mastercard', outcome: approved },
  { number: '378282246310005', brand: 'american-express', outcome: approved },
  { number: '6011111111111117', brand: 'discover', outcome: approved },
  {
    number: '4000000000000002',
    brand: 'visa',
    outcome: { kind: 'declined', declineCode: 'card_declined', message: 'Your card was declined.' },
  },
  {
    number: '4000000000009995',
    brand: 'visa',
    outcome: { kind: 'declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  },
  {
    number: '4000000000000069',
    brand: 'visa',
    outcome: { kind: 'declined', declineCode: 'expired_card', message: 'Your card has expired.' },
  },
  {
    number: '4000000000000127',
    brand: 'visa',
    outcome: { kind: 'declined', declineCode: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  },
  { number: '4000000000000119', brand: 'visa', outcome: { kind: 'processing-error' } },
];

/** What any card not in the list gets. */
export const testModeDecline: TestCardOutcome = {
  kind: 'declined',
  declineCode: 'test_mode_live_card',
  message: 'This shop is in test mode and charges no real card. Please use a test card, such as 4242 4242 4242 4242.',
};

/**
 * How a card is answered: by its full number when typed in, by brand and last four digits
 * when saved (a saved card's number is not kept).
 */
export function testCardOutcome(card: { number: string } | { brand: string | null; last4: string }): TestCardOutcome {
  const match =
    'number' in card
      ? testPaymentCards.find((candidate) => candidate.number === card.number)
      : testPaymentCards.find((candidate) => candidate.brand === card.brand && candidate.number.endsWith(card.last4));
  return match?.outcome ?? testModeDecline;
}
