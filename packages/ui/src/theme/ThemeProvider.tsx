import { assignInlineVars } from '@vanilla-extract/dynamic';
import { createContext, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
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

/**
 * The themed element, held outside React state: it only exists once the provider has been
 * committed, and a context value that changed then would reach every part of the page still
 * waiting to be hydrated, which React then hydrates at once, in one long synchronous task.
 * Each reader subscribes instead, and only the readers re-render when it arrives.
 */
interface PortalContainerStore {
  readonly get: () => HTMLElement | null;
  readonly set: (element: HTMLElement | null) => void;
  readonly subscribe: (onChange: () => void) => () => void;
}

function createPortalContainerStore(): PortalContainerStore {
  let element: HTMLElement | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => element,
    set(next) {
      element = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}

interface ThemeContextState {
  readonly isShopTheme: boolean;
  readonly businessLogo: string | null;
  readonly portal: PortalContainerStore;
}

// Outside a provider the store stays empty: overlays portal into the body.
const ThemeContext = createContext<ThemeContextState>({
  isShopTheme: false,
  businessLogo: null,
  portal: createPortalContainerStore(),
});

/** Reads the nearest theme: whether a shop colour applies and the shop's logo. */
export function useTheme(): ThemeContextValue {
  const { isShopTheme, businessLogo, portal } = useContext(ThemeContext);
  // Hydrating, the element is read as it is too: no markup depends on it (portals render only
  // once mounted), and a part hydrated after the provider was committed then matches at once
  // instead of rendering a second time.
  const portalContainer = useSyncExternalStore(portal.subscribe, portal.get, portal.get);
  return { isShopTheme, businessLogo, portalContainer };
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
  // Overlays re-render with the element once it exists (useTheme subscribes). Radix portals
  // mount their content only after a layout effect, by which time it is set, so nothing is
  // portalled to the body first and moved after.
  const [[portal, attachPortal]] = useState(() => {
    const store = createPortalContainerStore();
    return [store, store.set] as const;
  });
  const context = useMemo<ThemeContextState>(
    () => ({ isShopTheme: palette !== null, businessLogo: businessLogo ?? null, portal }),
    [palette, businessLogo, portal],
  );
  return (
    <ThemeContext.Provider value={context}>
      <div
        ref={attachPortal}
        className={themeRoot}
        data-theme={palette ? 'shop' : 'default'}
        style={palette ? assignInlineVars(vars.color.brand, palette) : undefined}
      >
        {children}
      </div>
    </ThemeContext.Provider>
  );
}
