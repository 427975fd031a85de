import { assignInlineVars } from '@vanilla-extract/dynamic';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { vars, type BrandPalette } from './contract.css.ts';
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

export interface PaletteProviderProps {
  /**
   * A palette made by `derivePalette` (from `@showroom/ui/palette`, which an app can load
   * lazily), or `null` for the default theme.
   */
  palette: BrandPalette | null;
  /** URL of the shop's business logo, shown by components that render the brand. */
  businessLogo?: string | null | undefined;
  children: ReactNode;
}

export interface ThemeContextValue {
  /** True when a valid shop colour re-themes this subtree. */
  isShopTheme: boolean;
  businessLogo: string | null;
  /**
   * The themed element overlays (dialogs, drawers, toasts) portal into, so they keep the
   * shop's colours; `null` outside a provider (overlays then portal into the body).
   */
  portalContainer: HTMLElement | null;
}

const ThemeContext = createContext<ThemeContextValue>({
  isShopTheme: false,
  businessLogo: null,
  portalContainer: null,
});

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
  return (
    <PaletteProvider palette={palette} businessLogo={businessLogo}>
      {children}
    </PaletteProvider>
  );
}

/**
 * `ThemeProvider` for a palette derived elsewhere. It does not import the colour maths
 * (culori), so an app whose first page uses the default theme can load `derivePalette`
 * only when a shop colour applies.
 */
export function PaletteProvider({ palette, businessLogo, children }: PaletteProviderProps) {
  // State, not a ref: overlays re-render with the element once it exists. Radix portals mount
  // their content only after a layout effect, by which time this is set, so nothing is
  // portalled to the body first and moved after.
  const [portalContainer, setPortalContainer] = useState<HTMLDivElement | null>(null);
  const context = useMemo<ThemeContextValue>(
    () => ({ isShopTheme: palette !== null, businessLogo: businessLogo ?? null, portalContainer }),
    [palette, businessLogo, portalContainer],
  );
  return (
    <ThemeContext.Provider value={context}>
      <div
        ref={setPortalContainer}
        className={themeRoot}
        data-theme={palette ? 'shop' : 'default'}
        style={palette ? assignInlineVars(vars.color.brand, palette) : undefined}
      >
        {children}
      </div>
    </ThemeContext.Provider>
  );
}
