import { signedInBranding, visitorThemeColor } from '@showroom/machines';
import { useAppStore } from '../services/ServicesContext.tsx';

export interface Branding {
  /** The shop colour the whole page is themed from; null for the default theme. */
  readonly themeColor: string | null;
  /** The shop's business logo; null shows ours. */
  readonly logo: string | null;
  /** Whose brand it is, for the logo's name. */
  readonly name: string | null;
}

/**
 * §4 Theme: a contractor entitled to branding sees their own shop's colour and logo; a shop
 * visitor gets the active showroom's colour (and logo) when its custom add-on is enabled.
 * Everyone else gets the defaults.
 */
export function useBranding(): Branding {
  const user = useAppStore('session', (state) => state.user);
  const active = useAppStore('showroom', (state) => state.active);
  const own = signedInBranding(user);
  if (own) return { themeColor: own.themeColor, logo: own.logo, name: null };
  const visitorColor = visitorThemeColor(active);
  if (active && visitorColor)
    return { themeColor: visitorColor, logo: active.business_logo, name: active.company_name };
  return { themeColor: null, logo: null, name: null };
}
