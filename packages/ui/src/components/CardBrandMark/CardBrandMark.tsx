import { cva } from 'class-variance-authority';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as styles from './CardBrandMark.css.ts';

/**
 * The brands with their own mark. The values are card-validator's `card.type` strings, so a
 * card input can pass `number(value).card?.type` straight through; any other type (JCB, Diners
 * Club, none yet) shows the generic card.
 */
export const cardBrands = ['visa', 'mastercard', 'american-express', 'discover', 'generic'] as const;
export type CardBrand = (typeof cardBrands)[number];

export const cardBrandMarkSizes = ['sm', 'md', 'lg'] as const;
export type CardBrandMarkSize = (typeof cardBrandMarkSizes)[number];

export const cardBrandLabels: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  'american-express': 'American Express',
  discover: 'Discover',
  generic: 'Card',
};

/** Narrows any card-type string (or none) to a brand with a mark. */
export function toCardBrand(type: string | null | undefined): CardBrand {
  return (cardBrands as readonly string[]).includes(type ?? '') ? (type as CardBrand) : 'generic';
}

const markClass = cva(styles.base, {
  variants: { size: styles.size },
  defaultVariants: { size: 'md' },
});

// Brand colours are the brands' own, fixed under every theme; each text colour reads on its
// fill at 4.5:1 or more.
const frame = (fill: string, stroke?: string) => (
  <rect x="0.5" y="0.5" width="37" height="23" rx="3.5" fill={fill} stroke={stroke ?? fill} />
);

const marks: Record<CardBrand, ReactNode> = {
  visa: (
    <>
      {frame('#ffffff', '#c9ced6')}
      <text
        x="19"
        y="16"
        textAnchor="middle"
        fontSize="11"
        fontWeight="800"
        fontStyle="italic"
        letterSpacing="-0.3"
        fill="#1a1f71"
      >
        VISA
      </text>
    </>
  ),
  mastercard: (
    <>
      {frame('#252525')}
      <circle cx="15" cy="12" r="7" fill="#eb001b" />
      <circle cx="23" cy="12" r="7" fill="#f79e1b" />
      <path d="M19 6.255A7 7 0 0 1 19 17.745A7 7 0 0 1 19 6.255Z" fill="#ff5f00" />
    </>
  ),
  'american-express': (
    <>
      {frame('#006fcf')}
      <text x="19" y="15.5" textAnchor="middle" fontSize="8.5" fontWeight="800" letterSpacing="0.2" fill="#ffffff">
        AMEX
      </text>
    </>
  ),
  discover: (
    <>
      {frame('#ffffff', '#c9ced6')}
      <path d="M20 23.5h14a3.5 3.5 0 0 0 3.5-3.5v-6A30 30 0 0 1 20 23.5Z" fill="#f48120" />
      <text x="17.6" y="13.6" textAnchor="end" fontSize="5.2" fontWeight="700" fill="#231f20">
        DISC
      </text>
      <circle cx="20.5" cy="11.7" r="2.3" fill="#f48120" />
      <text x="23.1" y="13.6" fontSize="5.2" fontWeight="700" fill="#231f20">
        VER
      </text>
    </>
  ),
  generic: (
    <>
      <rect x="0.5" y="0.5" width="37" height="23" rx="3.5" className={styles.genericCard} />
      <rect x="0.5" y="5" width="37" height="4" className={styles.genericDetail} />
      <rect x="5" y="14" width="14" height="2.5" rx="1" className={styles.genericDetail} />
      <rect x="22" y="14" width="6" height="2.5" rx="1" className={styles.genericDetail} />
    </>
  ),
};

export interface CardBrandMarkProps extends Omit<ComponentPropsWithRef<'svg'>, 'children'> {
  /** A card-validator `card.type`; unknown or missing types show the generic card. */
  brand?: string | null;
  size?: CardBrandMarkSize;
  /** Accessible name; defaults to the brand's name. */
  label?: string;
  /** Hides the mark from assistive technology when the brand is already named nearby. */
  decorative?: boolean;
}

/** A small inline mark of a payment-card brand, for card inputs and saved-card lists. */
export function CardBrandMark({
  brand,
  size = 'md',
  label,
  decorative = false,
  className,
  ...rest
}: CardBrandMarkProps) {
  const resolved = toCardBrand(brand);
  const a11y = decorative
    ? { 'aria-hidden': true as const }
    : { role: 'img' as const, 'aria-label': label ?? cardBrandLabels[resolved] };
  return (
    <svg
      viewBox="0 0 38 24"
      xmlns="http://www.w3.org/2000/svg"
      className={[markClass({ size }), className].filter(Boolean).join(' ')}
      data-brand={resolved}
      data-size={size}
      focusable="false"
      fontFamily="inherit"
      {...a11y}
      {...rest}
    >
      {marks[resolved]}
    </svg>
  );
}
