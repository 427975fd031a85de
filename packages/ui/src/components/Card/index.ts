export { Card, cardPaddings, cardVariants } from './Card.tsx';
export type { CardPadding, CardProps, CardVariant } from './Card.tsx';
