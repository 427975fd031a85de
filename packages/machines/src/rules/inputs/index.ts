export {
  sanitizeNumeric,
  sanitizeDecimal,
  clampPageJump,
  DEFAULT_MINIMUM_UNIT,
  minimumUnitOf,
  initialQuantity,
  canDecreaseQuantity,
  decreaseQuantity,
  increaseQuantity,
  sanitizeQuantity,
  isValidEmail,
  isBlank,
} from './inputs.rules.ts';
