export { Text, textSizes, textTones, textWeights } from './Text.tsx';
export type { TextProps, TextSize, TextTone, TextWeight } from './Text.tsx';
