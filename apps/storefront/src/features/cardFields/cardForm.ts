/** The card as a form holds it (field names are the API's, §3 payment details). */
export interface CardForm {
  readonly card_number: string;
  readonly name_on_Card: string;
  /** MM/YY as typed. */
  readonly exp_date: string;
  readonly cvv: string;
}

export type CardField = keyof CardForm;
export type CardErrors = Partial<Record<CardField, string>>;

/** §2 registration step 3's labels, which checkout uses too. */
export const cardFieldLabels: Readonly<Record<CardField, string>> = {
  card_number: 'Card Number',
  name_on_Card: 'Name on Card',
  exp_date: 'Expiration Date',
  cvv: 'CVV Code',
};
