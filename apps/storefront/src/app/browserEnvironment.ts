import type { AppEnvironment } from '../services/createAppServices.ts';
import { readPageMeta } from '../services/pageMeta.ts';
import { documentCookieJar, memoryStorage, type KeyValueStorage } from '../state/persistence.ts';

function browserStorage(): KeyValueStorage {
  try {
    return window.localStorage;
  } catch {
    // Storage disabled (privacy settings): the app works for this visit without persistence.
    return memoryStorage();
  }
}

export function browserEnvironment(): AppEnvironment {
  return {
    storage: browserStorage(),
    cookies: documentCookieJar(document),
    meta: readPageMeta(document),
    initialPath: () => `${window.location.pathname}${window.location.search}`,
    scrollToTop: () => {
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    },
  };
}
