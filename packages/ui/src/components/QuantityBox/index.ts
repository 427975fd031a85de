export { QuantityBox, quantityBoxSizes } from './QuantityBox.tsx';
export type { QuantityBoxProps, QuantityBoxSize } from './QuantityBox.tsx';
export { clampQuantity, DEFAULT_MIN_QUANTITY, minimumUnit, sanitizeQuantityText } from './QuantityBox.rules.ts';
