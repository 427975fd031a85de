export { Inline, inlineAligns, inlineJustifies } from './Inline.tsx';
export type { InlineAlign, InlineJustify, InlineProps } from './Inline.tsx';
