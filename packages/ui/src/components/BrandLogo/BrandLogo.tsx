import { cva } from 'class-variance-authority';
import { useState, type ReactNode } from 'react';
import { useTheme } from '../../theme/ThemeProvider.tsx';
import * as styles from './BrandLogo.css.ts';

export const brandLogoSizes = ['sm', 'md', 'lg'] as const;
export type BrandLogoSize = (typeof brandLogoSizes)[number];

const rootClass = cva(styles.root, { variants: { size: styles.size }, defaultVariants: { size: 'md' } });

export interface BrandLogoProps {
  /** The business's name: the logo's accessible name, and the wordmark when there is no logo. */
  name: string;
  size?: BrandLogoSize;
  /** Logo URL; defaults to the ThemeProvider's `businessLogo`. */
  src?: string | null;
  /** Shown when there is no logo or it fails to load; defaults to the name as a wordmark. */
  fallback?: ReactNode;
  className?: string;
}

/**
 * The shop's business logo where the brand is shown (header, checkout). SPEC §4: shops on the
 * custom add-on or Premium plan show their own logo; everyone else, and any logo that fails to
 * load, gets the fallback.
 */
export function BrandLogo({ name, size = 'md', src, fallback, className }: BrandLogoProps) {
  const { businessLogo } = useTheme();
  const url = src === undefined ? businessLogo : src;
  // Remembers which URL failed, so a new logo gets its own chance to load.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = Boolean(url) && url !== failedUrl;
  return (
    <span
      className={[rootClass({ size }), className].filter(Boolean).join(' ')}
      data-size={size}
      data-state={showImage ? 'logo' : 'fallback'}
    >
      {showImage ? (
        <img className={styles.image} src={url!} alt={name} onError={() => setFailedUrl(url!)} />
      ) : (
        (fallback ?? <span className={styles.wordmark}>{name}</span>)
      )}
    </span>
  );
}
