export {
  appPaths,
  safeRedirectPath,
  firstSafeRedirect,
  loginPathWithRedirect,
  pathnameOf,
  isCompleteSavedItem,
  storedValue,
} from './redirects.rules.ts';
export type { AppPath, SavedItem } from './redirects.rules.ts';
