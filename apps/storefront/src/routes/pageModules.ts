import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
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

/**
 * One lazily loaded chunk per page: a route's code is fetched when it is first shown, or
 * earlier when a link to it is hovered, focused or touched (`preloadPage`).
 */
const loaders: Record<RoutePage, () => Promise<{ default: ComponentType<PageProps> }>> = {
  notFound: () => import('../pages/NotFound/NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })),
  home: () => import('../pages/Home/HomePage.tsx').then((m) => ({ default: m.HomePage })),
  showroom: () => import('../pages/Showroom/ShowroomPage.tsx').then((m) => ({ default: m.ShowroomPage })),
  ourBrands: () => import('../pages/OurBrands/OurBrandsPage.tsx').then((m) => ({ default: m.OurBrandsPage })),
  proAccount: () => import('../pages/ProAccount/ProAccountPage.tsx').then((m) => ({ default: m.ProAccountPage })),
  contractorApplication: () =>
    import('../pages/ContractorApplication/ContractorApplicationPage.tsx').then((m) => ({
      default: m.ContractorApplicationPage,
    })),
  aboutUs: () => import('../pages/content/AboutUsPage.tsx').then((m) => ({ default: m.AboutUsPage })),
  contact: () => import('../pages/Contact/ContactPage.tsx').then((m) => ({ default: m.ContactPage })),
  faq: () => import('../pages/Faq/FaqPage.tsx').then((m) => ({ default: m.FaqPage })),
  returnPolicy: () => import('../pages/content/ReturnPolicyPage.tsx').then((m) => ({ default: m.ReturnPolicyPage })),
  yourOrders: () => import('../pages/content/YourOrdersPage.tsx').then((m) => ({ default: m.YourOrdersPage })),
  cookiesPolicy: () => import('../pages/content/CookiesPolicyPage.tsx').then((m) => ({ default: m.CookiesPolicyPage })),
  termsOfService: () =>
    import('../pages/content/TermsOfServicePage.tsx').then((m) => ({ default: m.TermsOfServicePage })),
  privacyPolicy: () => import('../pages/content/PrivacyPolicyPage.tsx').then((m) => ({ default: m.PrivacyPolicyPage })),
  login: () => import('../pages/Login/LoginPage.tsx').then((m) => ({ default: m.LoginPage })),
  register: () => import('../pages/Register/RegisterPage.tsx').then((m) => ({ default: m.RegisterPage })),
  resetPassword: () =>
    import('../pages/Passwords/ResetPasswordPage.tsx').then((m) => ({ default: m.ResetPasswordPage })),
  passwordReset: () =>
    import('../pages/Passwords/PasswordResetPage.tsx').then((m) => ({ default: m.PasswordResetPage })),
  changePassword: () =>
    import('../pages/Passwords/ChangePasswordPage.tsx').then((m) => ({ default: m.ChangePasswordPage })),
  verification: () =>
    import('../pages/Verification/VerificationPage.tsx').then((m) => ({ default: m.VerificationPage })),
  verifyEmail: () => import('../pages/Verification/VerifyEmailPage.tsx').then((m) => ({ default: m.VerifyEmailPage })),
  accountVerify: () =>
    import('../pages/Verification/AccountVerifyPage.tsx').then((m) => ({ default: m.AccountVerifyPage })),
  account: () => import('../pages/Account/AccountPage.tsx').then((m) => ({ default: m.AccountPage })),
  payoutSetup: () => import('../pages/PayoutSetup/PayoutSetupPage.tsx').then((m) => ({ default: m.PayoutSetupPage })),
  notifications: () =>
    import('../pages/Notifications/NotificationsPage.tsx').then((m) => ({ default: m.NotificationsPage })),
  designAi: () => import('../pages/DesignAi/DesignAiPage.tsx').then((m) => ({ default: m.DesignAiPage })),
  designAiLogin: () =>
    import('../pages/DesignAi/DesignAiLoginPage.tsx').then((m) => ({ default: m.DesignAiLoginPage })),
  designAiSignup: () =>
    import('../pages/DesignAi/DesignAiSignupPage.tsx').then((m) => ({ default: m.DesignAiSignupPage })),
  designAiWelcome: () =>
    import('../pages/DesignAi/DesignAiWelcomePage.tsx').then((m) => ({ default: m.DesignAiWelcomePage })),
  department: () => import('../pages/Department/DepartmentPage.tsx').then((m) => ({ default: m.DepartmentPage })),
  category: () => import('../pages/Category/CategoryPage.tsx').then((m) => ({ default: m.CategoryPage })),
  productList: () => import('../pages/ProductList/ProductListPage.tsx').then((m) => ({ default: m.ProductListPage })),
  product: () => import('../pages/Product/ProductPage.tsx').then((m) => ({ default: m.ProductPage })),
  productDetails: () =>
    import('../pages/Product/ProductDetailsPage.tsx').then((m) => ({ default: m.ProductDetailsPage })),
  cart: () => import('../pages/Cart/CartPage.tsx').then((m) => ({ default: m.CartPage })),
  checkout: () => import('../pages/Checkout/CheckoutPage.tsx').then((m) => ({ default: m.CheckoutPage })),
  checkoutPayment: () =>
    import('../pages/Checkout/CheckoutPaymentPage.tsx').then((m) => ({ default: m.CheckoutPaymentPage })),
  thankyou: () => import('../pages/Checkout/ThankYouPage.tsx').then((m) => ({ default: m.ThankYouPage })),
  projects: () => import('../pages/Projects/ProjectsPage.tsx').then((m) => ({ default: m.ProjectsPage })),
  projectChecklist: () => import('../pages/Checklist/ChecklistPage.tsx').then((m) => ({ default: m.ChecklistPage })),
  visualize: () => import('../pages/Visualize/VisualizePage.tsx').then((m) => ({ default: m.VisualizePage })),
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

/** Starts (once) loading a page's code; a failed load may be tried again. */
export function preloadPage(page: RoutePage): Promise<{ default: ComponentType<PageProps> }> {
  let promise = pending.get(page);
  if (!promise) {
    promise = withTimeout(async () => {
      await held.get(page);
      return loaders[page]();
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
