export { CvvInput } from './CvvInput.tsx';
export type { CvvInputProps } from './CvvInput.tsx';
export { cvvHint, cvvLengths, cvvRules, isCvvComplete, sanitizeCvv } from './CvvInput.rules.ts';
export type { CvvLength } from './CvvInput.rules.ts';
