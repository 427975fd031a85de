import { assignInlineVars } from '@vanilla-extract/dynamic';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { vars } from './contract.css.ts';
import { derivePalette } from './palette.ts';
import { themeRoot } from './ThemeProvider.css.ts';
import '../fonts.ts';
import './defaultTheme.css.ts';

export interface ThemeProviderProps {
  /** A shop's `theme_color`: any CSS colour string. Invalid or missing values use the default theme. */
  shopColor?: string | null | undefined;
  /** URL of the shop's business logo, shown by components that render the brand. */
  businessLogo?: string | null | undefined;
  children: ReactNode;
}

export interface ThemeContextValue {
  /** True when a valid shop colour re-themes this subtree. */
  isShopTheme: boolean;
  businessLogo: string | null;
}

const ThemeContext = createContext<ThemeContextValue>({ isShopTheme: false, businessLogo: null });

/** Reads the nearest theme: whether a shop colour applies and the shop's logo. */
export function useTheme(): ThemeContextValue {
  return useContext(ThemeContext);
}

/**
 * Re-themes its subtree from one shop colour. The palette is applied as CSS variables
 * on a wrapping element, so nested providers (one per shop) work side by side.
 */
export function ThemeProvider({ shopColor, businessLogo, children }: ThemeProviderProps) {
  const palette = useMemo(() => derivePalette(shopColor), [shopColor]);
  const context = useMemo<ThemeContextValue>(
    () => ({ isShopTheme: palette !== null, businessLogo: businessLogo ?? null }),
    [palette, businessLogo],
  );
  return (
    <ThemeContext.Provider value={context}>
      <div
        className={themeRoot}
        data-theme={palette ? 'shop' : 'default'}
        style={palette ? assignInlineVars(vars.color.brand, palette) : undefined}
      >
        {children}
      </div>
    </ThemeContext.Provider>
  );
}
