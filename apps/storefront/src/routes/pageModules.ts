import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRouteDescriptions } from './documentHead.ts';
import type { RouteDefinition, RoutePage } from './routeTable.ts';

/** What every page component receives. */
export interface PageProps {
  readonly route: RouteDefinition;
}

/** §9: a page's code that has not arrived after 120 seconds counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

function withTimeout<T>(load: () => Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('The page took too long to load.')), ms);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
}

/** A page's module and its component, named after the module's file (the build looks its chunk up by it). */
function pageModule<Name extends string, Module extends Record<Name, ComponentType<PageProps>>>(
  load: () => Promise<Module>,
  name: Name,
): () => Promise<{ default: ComponentType<PageProps> }> {
  return () => load().then((module) => ({ default: module[name] }));
}

/**
 * One lazily loaded chunk per page: a route's code is fetched when it is first shown, or
 * earlier when a link to it is hovered, focused or touched (`preloadPage`).
 */
const loaders: Record<RoutePage, () => Promise<{ default: ComponentType<PageProps> }>> = {
  notFound: pageModule(() => import('../pages/NotFound/NotFoundPage.tsx'), 'NotFoundPage'),
  home: pageModule(() => import('../pages/Home/HomePage.tsx'), 'HomePage'),
  showroom: pageModule(() => import('../pages/Showroom/ShowroomPage.tsx'), 'ShowroomPage'),
  ourBrands: pageModule(() => import('../pages/OurBrands/OurBrandsPage.tsx'), 'OurBrandsPage'),
  proAccount: pageModule(() => import('../pages/ProAccount/ProAccountPage.tsx'), 'ProAccountPage'),
  contractorApplication: pageModule(
    () => import('../pages/ContractorApplication/ContractorApplicationPage.tsx'),
    'ContractorApplicationPage',
  ),
  aboutUs: pageModule(() => import('../pages/content/AboutUsPage.tsx'), 'AboutUsPage'),
  contact: pageModule(() => import('../pages/Contact/ContactPage.tsx'), 'ContactPage'),
  faq: pageModule(() => import('../pages/Faq/FaqPage.tsx'), 'FaqPage'),
  returnPolicy: pageModule(() => import('../pages/content/ReturnPolicyPage.tsx'), 'ReturnPolicyPage'),
  yourOrders: pageModule(() => import('../pages/content/YourOrdersPage.tsx'), 'YourOrdersPage'),
  cookiesPolicy: pageModule(() => import('../pages/content/CookiesPolicyPage.tsx'), 'CookiesPolicyPage'),
  termsOfService: pageModule(() => import('../pages/content/TermsOfServicePage.tsx'), 'TermsOfServicePage'),
  privacyPolicy: pageModule(() => import('../pages/content/PrivacyPolicyPage.tsx'), 'PrivacyPolicyPage'),
  login: pageModule(() => import('../pages/Login/LoginPage.tsx'), 'LoginPage'),
  register: pageModule(() => import('../pages/Register/RegisterPage.tsx'), 'RegisterPage'),
  resetPassword: pageModule(() => import('../pages/Passwords/ResetPasswordPage.tsx'), 'ResetPasswordPage'),
  passwordReset: pageModule(() => import('../pages/Passwords/PasswordResetPage.tsx'), 'PasswordResetPage'),
  changePassword: pageModule(() => import('../pages/Passwords/ChangePasswordPage.tsx'), 'ChangePasswordPage'),
  verification: pageModule(() => import('../pages/Verification/VerificationPage.tsx'), 'VerificationPage'),
  verifyEmail: pageModule(() => import('../pages/Verification/VerifyEmailPage.tsx'), 'VerifyEmailPage'),
  accountVerify: pageModule(() => import('../pages/Verification/AccountVerifyPage.tsx'), 'AccountVerifyPage'),
  account: pageModule(() => import('../pages/Account/AccountPage.tsx'), 'AccountPage'),
  payoutSetup: pageModule(() => import('../pages/PayoutSetup/PayoutSetupPage.tsx'), 'PayoutSetupPage'),
  notifications: pageModule(() => import('../pages/Notifications/NotificationsPage.tsx'), 'NotificationsPage'),
  designAi: pageModule(() => import('../pages/DesignAi/DesignAiPage.tsx'), 'DesignAiPage'),
  designAiLogin: pageModule(() => import('../pages/DesignAi/DesignAiLoginPage.tsx'), 'DesignAiLoginPage'),
  designAiSignup: pageModule(() => import('../pages/DesignAi/DesignAiSignupPage.tsx'), 'DesignAiSignupPage'),
  designAiWelcome: pageModule(() => import('../pages/DesignAi/DesignAiWelcomePage.tsx'), 'DesignAiWelcomePage'),
  department: pageModule(() => import('../pages/Department/DepartmentPage.tsx'), 'DepartmentPage'),
  category: pageModule(() => import('../pages/Category/CategoryPage.tsx'), 'CategoryPage'),
  productList: pageModule(() => import('../pages/ProductList/ProductListPage.tsx'), 'ProductListPage'),
  search: pageModule(() => import('../pages/Search/SearchPage.tsx'), 'SearchPage'),
  product: pageModule(() => import('../pages/Product/ProductPage.tsx'), 'ProductPage'),
  productDetails: pageModule(() => import('../pages/Product/ProductDetailsPage.tsx'), 'ProductDetailsPage'),
  cart: pageModule(() => import('../pages/Cart/CartPage.tsx'), 'CartPage'),
  checkout: pageModule(() => import('../pages/Checkout/CheckoutPage.tsx'), 'CheckoutPage'),
  checkoutPayment: pageModule(() => import('../pages/Checkout/CheckoutPaymentPage.tsx'), 'CheckoutPaymentPage'),
  thankyou: pageModule(() => import('../pages/Checkout/ThankYouPage.tsx'), 'ThankYouPage'),
  projects: pageModule(() => import('../pages/Projects/ProjectsPage.tsx'), 'ProjectsPage'),
  projectChecklist: pageModule(() => import('../pages/Checklist/ChecklistPage.tsx'), 'ChecklistPage'),
  visualize: pageModule(() => import('../pages/Visualize/VisualizePage.tsx'), 'VisualizePage'),
};

const pending = new Map<RoutePage, Promise<{ default: ComponentType<PageProps> }>>();
/** Pages whose code has arrived: they render at once, without a Suspense fallback in between. */
const loaded = new Map<RoutePage, ComponentType<PageProps>>();
/** Pages whose code is held back until released: stories show the app mid-navigation with it. */
const held = new Map<RoutePage, Promise<void>>();

/**
 * Holds a page's code back (as a slow network would) until the returned function is called.
 * Only stories use it, to show the navigation machine's `navigating` state as the app renders it.
 */
export function holdPageLoad(page: RoutePage): () => void {
  forgetPage(page);
  let release = () => undefined as void;
  held.set(
    page,
    new Promise<void>((resolve) => {
      release = resolve;
    }),
  );
  return () => {
    held.delete(page);
    release();
  };
}

/**
 * Starts (once) loading a page's code; a failed load may be tried again. With it come the routes'
 * descriptions, which the page's head needs once it shows, except for a visit's first page
 * (`firstPage`), whose HTML has its own.
 */
export function preloadPage(
  page: RoutePage,
  { firstPage = false }: { firstPage?: boolean } = {},
): Promise<{ default: ComponentType<PageProps> }> {
  let promise = pending.get(page);
  if (!promise) {
    promise = withTimeout(async () => {
      await held.get(page);
      // A head without its description is no reason to fail the page.
      const [module] = await Promise.all([
        loaders[page](),
        firstPage ? undefined : loadRouteDescriptions().catch(() => undefined),
      ]);
      return module;
    })();
    pending.set(page, promise);
    promise.then(
      (module) => loaded.set(page, module.default),
      () => pending.delete(page),
    );
  }
  return promise;
}

/** The page's component if its code has arrived (first page preloaded, prefetched links), else none. */
export function loadedPage(page: RoutePage): ComponentType<PageProps> | undefined {
  return loaded.get(page);
}

const components = new Map<RoutePage, LazyExoticComponent<ComponentType<PageProps>>>();

export function lazyPage(page: RoutePage): LazyExoticComponent<ComponentType<PageProps>> {
  let component = components.get(page);
  if (!component) {
    component = lazy(() => preloadPage(page));
    components.set(page, component);
  }
  return component;
}

/** After a failed chunk load, a retry needs a fresh lazy component (React caches the failure). */
export function forgetPage(page: RoutePage): void {
  components.delete(page);
  pending.delete(page);
  loaded.delete(page);
}
