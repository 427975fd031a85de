import type { AppEnvironment } from '../services/createAppServices.ts';
import { readPageMeta } from '../services/pageMeta.ts';
import { browserStorage, documentCookieJar } from '../state/persistence.ts';

export function browserEnvironment(): AppEnvironment {
  return {
    storage: browserStorage('localStorage'),
    cookies: documentCookieJar(document),
    meta: readPageMeta(document),
    initialPath: () => `${window.location.pathname}${window.location.search}`,
    scrollToTop: () => {
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    },
  };
}
