import type { BrandPalette } from '@showroom/ui';
import { useEffect, useMemo, useState } from 'react';

type DerivePalette = (color: string) => BrandPalette | null;

// The colour maths (culori) is only needed once a shop colour applies, so it is its own chunk.
let derive: DerivePalette | null = null;
let loading: Promise<DerivePalette> | null = null;

/** Loads the palette maths once; resolves at once when it is loaded. */
export function loadPaletteMaths(): Promise<DerivePalette> {
  if (derive) return Promise.resolve(derive);
  loading ??= import('@showroom/ui/palette').then(
    (module) => (derive = module.derivePalette),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The palette for a shop colour: null for the default theme, and while the maths is still
 * loading (the page keeps the default colours for that moment rather than waiting blank).
 * `main.tsx` loads the maths before the first render when a stored showroom is branded, so a
 * returning visitor never sees the default colours flash.
 */
export function useShopPalette(color: string | null): BrandPalette | null {
  const [loaded, setLoaded] = useState(derive !== null);
  useEffect(() => {
    if (color && !loaded) {
      let current = true;
      loadPaletteMaths().then(
        () => current && setLoaded(true),
        () => undefined,
      );
      return () => {
        current = false;
      };
    }
    return undefined;
  }, [color, loaded]);
  return useMemo(() => (color && loaded && derive ? derive(color) : null), [color, loaded]);
}
