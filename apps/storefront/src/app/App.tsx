import { PaletteProvider } from '@showroom/ui';
import { useEffect, type ReactNode } from 'react';
import type { AppServices } from '../services/createAppServices.ts';
import { ServicesProvider } from '../services/ServicesContext.tsx';
import { useBranding } from '../shell/useBranding.ts';
import { AppRoutes } from './AppRoutes.tsx';
import { useShopPalette } from './shopPalette.ts';

/** The storefront inside a router (BrowserRouter in the browser, MemoryRouter in stories). */
export function App({ services }: { services: AppServices }) {
  useEffect(() => services.start(), [services]);
  return (
    <ServicesProvider services={services}>
      <ShopTheme>
        <AppRoutes />
      </ShopTheme>
    </ServicesProvider>
  );
}

/** §4 Theme: the whole page re-themes from the active shop's colour through CSS variables. */
export function ShopTheme({ children }: { children: ReactNode }) {
  const branding = useBranding();
  const palette = useShopPalette(branding.themeColor);
  return (
    <PaletteProvider palette={palette} businessLogo={branding.logo}>
      {children}
    </PaletteProvider>
  );
}
