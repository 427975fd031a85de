export {
  cardMessages,
  cardDigits,
  checkCardNumber,
  isCardNumberValid,
  formatCardNumber,
  formatExpiryInput,
  isExpiryValid,
  normalizeExpiry,
  isCvcValid,
  checkPaymentCard,
} from './paymentCard.rules.ts';
export type { CardBrand, CardNumberCheck, PaymentCardCheck, PaymentCardInput } from './paymentCard.rules.ts';
