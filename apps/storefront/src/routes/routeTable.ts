/**
 * The storefront's routes as data (SPEC §2 "Route table"): everything the guards, the
 * shell and the router need to know about a route, and nothing React. A unit test
 * checks this table against §2, so a route cannot silently go missing.
 */

/** §2 "Optional route flags": 1 admin, 2 shop, 3 customer. */
export const routeRoles = { admin: 1, shop: 2, customer: 3 } as const;
export type RouteRole = keyof typeof routeRoles;

/** §2: the default is the old layout; these routes all use the new one (header, footer, progress bar). */
export type RouteLayout = 'new' | 'old';

/** Which page component renders the route. */
export type RoutePage =
  | 'notFound'
  | 'home'
  | 'showroom'
  | 'ourBrands'
  | 'proAccount'
  | 'contractorApplication'
  | 'aboutUs'
  | 'contact'
  | 'faq'
  | 'returnPolicy'
  | 'yourOrders'
  | 'cookiesPolicy'
  | 'termsOfService'
  | 'privacyPolicy'
  | 'login'
  | 'register'
  | 'resetPassword'
  | 'passwordReset'
  | 'changePassword'
  | 'verification'
  | 'verifyEmail'
  | 'accountVerify'
  | 'account'
  | 'payoutSetup'
  | 'notifications'
  | 'designAi'
  | 'designAiLogin'
  | 'designAiSignup'
  | 'designAiWelcome'
  | 'department'
  | 'category'
  | 'productList'
  | 'search'
  | 'product'
  | 'productDetails'
  | 'cart'
  | 'checkout'
  | 'checkoutPayment'
  | 'thankyou'
  | 'projects'
  | 'projectChecklist'
  | 'visualize';

export interface RouteDefinition {
  /** react-router path pattern; `?` marks an optional segment. */
  path: string;
  title: string;
  /** Needs a valid stored token (§2 "Navigation guards"). */
  auth: boolean;
  role?: RouteRole;
  layout: RouteLayout;
  page: RoutePage;
  /**
   * `table` for §2's route table; `alsoUsed` for the paths §2 lists as used with unshown screens;
   * `designed` for routes of our own design that §2 does not name (issue 34's /search).
   */
  source: 'table' | 'alsoUsed' | 'designed';
}

type RouteInput = Omit<RouteDefinition, 'layout' | 'auth' | 'source'> & Partial<Pick<RouteDefinition, 'auth'>>;

const table = (route: RouteInput): RouteDefinition => ({
  auth: false,
  layout: 'new',
  source: 'table',
  ...route,
});

const alsoUsed = (route: RouteInput): RouteDefinition => ({ ...table(route), source: 'alsoUsed' });

const designed = (route: RouteInput): RouteDefinition => ({ ...table(route), source: 'designed' });

export const routeTable: readonly RouteDefinition[] = [
  table({
    path: '/',
    title: 'Home',
    page: 'home',
  }),
  table({
    path: '/department/:menu_slug/:category_slug?',
    title: 'Department',
    page: 'department',
  }),
  table({
    path: '/category/:category',
    title: 'Category',
    page: 'category',
  }),
  table({
    path: '/category/:category/product',
    title: 'Products',
    page: 'productList',
  }),
  table({
    path: '/design-ai',
    title: 'Design with AI',
    page: 'designAi',
  }),
  table({
    path: '/design-ai/login',
    title: 'AI Design Login',
    page: 'designAiLogin',
  }),
  table({
    path: '/design-ai/singup',
    title: 'AI Design Sign Up',
    page: 'designAiSignup',
  }),
  table({
    path: '/design-ai/welcome',
    title: 'Welcome to AI Design',
    page: 'designAiWelcome',
  }),
  table({
    path: '/login',
    title: 'Sign In',
    page: 'login',
  }),
  table({
    path: '/register',
    title: 'Sign Up',
    page: 'register',
  }),
  table({
    path: '/reset_password',
    title: 'Reset Password',
    page: 'resetPassword',
  }),
  table({
    path: '/about_us',
    title: 'About Us',
    page: 'aboutUs',
  }),
  table({
    path: '/contact',
    title: 'Contact Us',
    page: 'contact',
  }),
  table({
    path: '/faq',
    title: 'FAQ',
    page: 'faq',
  }),
  table({
    path: '/return_policy',
    title: 'Return Policy',
    page: 'returnPolicy',
  }),
  table({
    path: '/your_orders',
    title: 'Your Orders',
    page: 'yourOrders',
  }),
  table({
    path: '/cookies_policy',
    title: 'Cookies Policy',
    page: 'cookiesPolicy',
  }),
  table({
    path: '/change_password',
    title: 'Change Password',
    auth: true,
    page: 'changePassword',
  }),
  table({
    path: '/product/:hash/:vsd_id?',
    title: 'Product',
    page: 'product',
  }),
  table({
    path: '/cart',
    title: 'Cart',
    page: 'cart',
  }),
  table({
    path: '/checkout',
    title: 'Checkout',
    auth: true,
    page: 'checkout',
  }),
  table({
    path: '/thankyou',
    title: 'Thank You',
    auth: true,
    page: 'thankyou',
  }),
  table({
    path: '/checkout-payment',
    title: 'Payment',
    auth: true,
    page: 'checkoutPayment',
  }),
  table({
    path: '/payout_setup',
    title: 'Payout Settings',
    auth: true,
    page: 'payoutSetup',
  }),
  table({
    path: '/account',
    title: 'My Account',
    auth: true,
    page: 'account',
  }),
  table({
    path: '/account_verify',
    title: 'Account Verification',
    page: 'accountVerify',
  }),
  table({
    path: '/terms_of_service',
    title: 'Terms of Service',
    page: 'termsOfService',
  }),
  table({
    path: '/privacy_policy',
    title: 'Privacy Policy',
    page: 'privacyPolicy',
  }),
  table({
    path: '/password_reset',
    title: 'Password Reset',
    page: 'passwordReset',
  }),
  table({
    path: '/verifiction',
    title: 'Verify Your Email',
    auth: true,
    page: 'verification',
  }),
  table({
    path: '/notification',
    title: 'Notifications',
    auth: true,
    page: 'notifications',
  }),
  table({ path: '/verify/:hash', title: 'Verify', page: 'verifyEmail' }),
  table({
    path: '/product-details',
    title: 'Product Details',
    page: 'productDetails',
  }),
  table({
    path: '/404',
    title: 'Page Not Found',
    page: 'notFound',
  }),
  alsoUsed({
    path: '/visualize/contractor/all',
    title: 'Showroom',
    page: 'showroom',
  }),
  alsoUsed({
    path: '/visualize/checklist',
    title: 'Project Checklist',
    // Designed (the screen is not shown): a customer's own projects, so signed in.
    auth: true,
    page: 'projectChecklist',
  }),
  alsoUsed({
    path: '/visualize',
    title: 'Visualize',
    page: 'visualize',
  }),
  alsoUsed({
    path: '/projects',
    title: 'My Projects',
    auth: true,
    page: 'projects',
  }),
  alsoUsed({
    path: '/register/contractor',
    title: 'Become a Pro',
    page: 'contractorApplication',
  }),
  alsoUsed({
    path: '/pro-account',
    title: 'Pro Account',
    page: 'proAccount',
  }),
  alsoUsed({
    path: '/our-brands',
    title: 'Our Brands',
    page: 'ourBrands',
  }),
  designed({
    path: '/search',
    title: 'Search',
    page: 'search',
  }),
];

/** §2: any other path redirects here. */
export const NOT_FOUND_PATH = '/404';

export function findRoute(path: string): RouteDefinition | undefined {
  return routeTable.find((route) => route.path === path);
}
