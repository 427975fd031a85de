export { ExpiryInput } from './ExpiryInput.tsx';
export type { ExpiryInputProps } from './ExpiryInput.tsx';
export { expiryRules, formatExpiry, isExpiryValid, sanitizeExpiry } from './ExpiryInput.format.ts';
