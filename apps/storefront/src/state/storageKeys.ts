import type { SavedItem } from '@showroom/machines';

/**
 * Every key the storefront keeps in the browser (SPEC §3 "Stored in browser", §9), listed once.
 * Only `persistence.ts` reads or writes them; stores and services name keys through this table.
 */
export const storageKeys = {
  authToken: 'authToken',
  aiToken: 'aiToken',
  aiUser: 'ai_user',
  aiCredits: 'ai_credits',
  cartId: 'cart_id',
  tempProjectId: 'temp_project_id',
  myItem: 'my_item',
  project: 'project',
  visualRedirect: 'visual_redirect',
  redirectTo: 'redirect_to',
  /** The active showroom item (§3). */
  showroom: 'showroom',
  /** The showroom's category tree (parent, sub, list) and the selected leaf category. */
  category: 'category',
  breadcrumb: 'breadcrumb',
  topProduct: 'top_product',
  customerViewed: 'customer_viewed',
  recentlyViewed: 'recently_viewed',
  productCategory: 'product_category',
  productList: 'product_list',
  headerMenus: 'header_menus',
  notifications: 'notifications',
  settings: 'settings',
  newLayout: 'new-layout',
} as const;

export type StorageKeyName = keyof typeof storageKeys;

/**
 * Keys that never change a page's first render (they are read after it): a visitor who has only
 * these still gets the markup rendered for first-time guests (build/prerenderHtml.ts guardScript).
 */
export const keysReadAfterFirstRender: readonly string[] = [storageKeys.recentlyViewed];

/**
 * What `my_item` holds: any object (a saved design); its fields are the server's to check. Here,
 * beside its key, because sign-in and registration read it with the page (projectEffects.ts,
 * which sends it, loads only once someone signs in).
 */
export const isSavedItem = (value: unknown): value is SavedItem => typeof value === 'object' && value !== null;
export type StorageKey = (typeof storageKeys)[StorageKeyName];

/**
 * Keys of the tab's sessionStorage (`browserStorage('sessionStorage')` in persistence.ts),
 * listed once too. Not §3 keys: they live for the tab only, so the first render never depends
 * on them (nor does the prerender's guard look for them). A type rather than a table: no first
 * visit needs them, and a table here would be carried in the first visit's code.
 * - `checkout_placed_order`: the order just placed, for /thankyou (checkoutService.ts).
 * - `one_time_code`: the Admin's code still open, so a reload does not ask for a new one
 *   (sessionService.ts).
 */
export type TabStorageKey = 'checkout_placed_order' | 'one_time_code';

/**
 * §3 cookies. The spec also keeps the password in a cookie for "Remember me"; we never do
 * (docs/spec-deviations.md), so there is no password cookie here.
 */
export const cookieNames = {
  userType: 'user_type',
  rememberedEmail: 'remember_email',
  rememberMe: 'remember_me',
  otpVerify: 'otp_verify',
} as const;

export type CookieName = (typeof cookieNames)[keyof typeof cookieNames];
