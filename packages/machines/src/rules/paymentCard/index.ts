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
} from './paymentCard.rules.ts';
export type { CardBrand, CardNumberCheck } from './paymentCard.rules.ts';
