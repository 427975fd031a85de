import type { AppEnvironment } from '../services/createAppServices.ts';
import { readPageMeta } from '../services/pageMeta.ts';
import { browserStorage, documentCookieJar } from '../state/persistence.ts';

export function browserEnvironment(): AppEnvironment {
  // Scrolling asks the browser for the page's layout at once. A page nobody has scrolled (a first
  // visit) is already at the top: its layout is left to the next frame instead of being forced
  // into the task that completes the first navigation, a long one on a phone.
  let scrolled = false;
  window.addEventListener(
    'scroll',
    () => {
      scrolled = true;
    },
    { passive: true },
  );
  return {
    storage: browserStorage('localStorage'),
    cookies: documentCookieJar(document),
    tabStorage: browserStorage('sessionStorage'),
    meta: readPageMeta(document),
    initialPath: () => `${window.location.pathname}${window.location.search}`,
    scrollToTop: () => {
      if (!scrolled) return;
      scrolled = false;
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    },
  };
}
