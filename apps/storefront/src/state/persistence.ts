import { cookieLifetimesInDays } from '@showroom/machines';
import { cookieNames, type CookieName, type StorageKey } from './storageKeys.ts';

/** The subset of the Web Storage API the storefront uses; stories pass an in-memory one. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Cookies as name → value, written with a lifetime in days. */
export interface CookieJar {
  get(name: string): string | null;
  set(name: string, value: string, days: number): void;
  remove(name: string): void;
}

/**
 * The one module that touches browser storage and cookies. Values are strings or JSON; a value
 * another version of the app (or a person) left unreadable counts as absent instead of crashing.
 * `Key`: the §3 keys of `storageKeys`, or the `TabStorageKey`s over `browserStorage('sessionStorage')`.
 */
export interface Persistence<Key extends string = StorageKey> {
  read(key: Key): string | null;
  readJson<T>(key: Key, isValid: (value: unknown) => value is T): T | null;
  write(key: Key, value: string): void;
  writeJson(key: Key, value: unknown): void;
  remove(...keys: readonly Key[]): void;
  cookie(name: CookieName): string | null;
  setCookie(name: CookieName, value: string, days: number): void;
  removeCookie(name: CookieName): void;
  /** §3: the user type cookie lives one day. */
  rememberUserType(type: string): void;
  /** §3: `otp_verify` lives 340 days. */
  markOneTimeCodeVerified(): void;
  isOneTimeCodeVerified(): boolean;
}

function safely<T>(operation: () => T, fallback: T): T;
function safely(operation: () => void): void;
function safely<T>(operation: () => T, fallback?: T): T | undefined {
  try {
    return operation();
  } catch {
    // Storage can throw (quota, private mode, disabled); the page keeps working without it.
    return fallback;
  }
}

export function createPersistence<Key extends string = StorageKey>(
  storage: KeyValueStorage,
  cookies: CookieJar,
): Persistence<Key> {
  return {
    read: (key) => safely(() => storage.getItem(key), null),
    readJson(key, isValid) {
      const text = safely(() => storage.getItem(key), null);
      if (text === null) return null;
      try {
        const value: unknown = JSON.parse(text);
        return isValid(value) ? value : null;
      } catch {
        return null;
      }
    },
    write: (key, value) => safely(() => storage.setItem(key, value)),
    writeJson: (key, value) => safely(() => storage.setItem(key, JSON.stringify(value))),
    remove: (...keys) => keys.forEach((key) => safely(() => storage.removeItem(key))),
    cookie: (name) => cookies.get(name),
    setCookie: (name, value, days) => cookies.set(name, value, days),
    removeCookie: (name) => cookies.remove(name),
    rememberUserType: (type) => cookies.set(cookieNames.userType, type, cookieLifetimesInDays.userType),
    markOneTimeCodeVerified: () => cookies.set(cookieNames.otpVerify, '1', cookieLifetimesInDays.otpVerification),
    isOneTimeCodeVerified: () => cookies.get(cookieNames.otpVerify) === '1',
  };
}

/**
 * The browser's storage: `localStorage` for the §3 keys, `sessionStorage` for what lives as long
 * as the tab (`TabStorageKey`). When the browser refuses it (privacy settings), a memory one:
 * the app works for this visit without keeping anything.
 */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): KeyValueStorage {
  try {
    return window[kind];
  } catch {
    return memoryStorage();
  }
}

/** `document.cookie` as a CookieJar (SameSite=Lax, whole site). */
export function documentCookieJar(doc: Document): CookieJar {
  return {
    get(name) {
      for (const part of doc.cookie.split(';')) {
        const [rawName, ...rest] = part.trim().split('=');
        if (rawName === name) return decodeURIComponent(rest.join('='));
      }
      return null;
    },
    set(name, value, days) {
      const maxAge = Math.round(days * 24 * 60 * 60);
      const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
      doc.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
    },
    remove(name) {
      doc.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
    },
  };
}

/** For a persistence over the tab's storage, which never reads or writes a cookie. */
export const noCookies: CookieJar = { get: () => null, set: () => undefined, remove: () => undefined };

/** In-memory storage and cookies, for stories and tests. */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

export function memoryCookieJar(initial: Record<string, string> = {}): CookieJar {
  const values = new Map(Object.entries(initial));
  return {
    get: (name) => values.get(name) ?? null,
    set: (name, value) => void values.set(name, value),
    remove: (name) => void values.delete(name),
  };
}
