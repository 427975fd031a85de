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

/** Which page component renders the route; `underConstruction` until its own issue lands. */
export type RoutePage = 'notFound' | 'underConstruction';

export interface RouteDefinition {
  /** react-router path pattern; `?` marks an optional segment. */
  path: string;
  title: string;
  /** Needs a valid stored token (§2 "Navigation guards"). */
  auth: boolean;
  role?: RouteRole;
  layout: RouteLayout;
  page: RoutePage;
  /** `table` for §2's route table; `alsoUsed` for the paths §2 lists as used with unshown screens. */
  source: 'table' | 'alsoUsed';
}

type RouteInput = Omit<RouteDefinition, 'layout' | 'auth' | 'page' | 'source'> &
  Partial<Pick<RouteDefinition, 'auth' | 'page'>>;

const table = (route: RouteInput): RouteDefinition => ({
  auth: false,
  page: 'underConstruction',
  layout: 'new',
  source: 'table',
  ...route,
});

const alsoUsed = (route: RouteInput): RouteDefinition => ({ ...table(route), source: 'alsoUsed' });

export const routeTable: readonly RouteDefinition[] = [
  table({ path: '/', title: 'Home' }),
  table({ path: '/department/:menu_slug/:category_slug?', title: 'Department' }),
  table({ path: '/category/:category', title: 'Category' }),
  table({ path: '/category/:category/product', title: 'Products' }),
  table({ path: '/design-ai', title: 'Design with AI' }),
  table({ path: '/design-ai/login', title: 'AI Design Login' }),
  table({ path: '/design-ai/singup', title: 'AI Design Sign Up' }),
  table({ path: '/design-ai/welcome', title: 'Welcome to AI Design' }),
  table({ path: '/login', title: 'Sign In' }),
  table({ path: '/register', title: 'Sign Up' }),
  table({ path: '/reset_password', title: 'Reset Password' }),
  table({ path: '/about_us', title: 'About Us' }),
  table({ path: '/contact', title: 'Contact Us' }),
  table({ path: '/faq', title: 'FAQ' }),
  table({ path: '/return_policy', title: 'Return Policy' }),
  table({ path: '/your_orders', title: 'Your Orders' }),
  table({ path: '/cookies_policy', title: 'Cookies Policy' }),
  table({ path: '/change_password', title: 'Change Password', auth: true }),
  table({ path: '/product/:hash/:vsd_id?', title: 'Product' }),
  table({ path: '/cart', title: 'Cart' }),
  table({ path: '/checkout', title: 'Checkout', auth: true }),
  table({ path: '/thankyou', title: 'Thank You', auth: true }),
  table({ path: '/checkout-payment', title: 'Payment', auth: true }),
  table({ path: '/payout_setup', title: 'Payout Settings', auth: true }),
  table({ path: '/account', title: 'My Account', auth: true }),
  table({ path: '/account_verify', title: 'Account Verification' }),
  table({ path: '/terms_of_service', title: 'Terms of Service' }),
  table({ path: '/privacy_policy', title: 'Privacy Policy' }),
  table({ path: '/password_reset', title: 'Password Reset' }),
  table({ path: '/verifiction', title: 'Verify Your Email', auth: true }),
  table({ path: '/notification', title: 'Notifications', auth: true }),
  table({ path: '/verify/:hash', title: 'Verify' }),
  table({ path: '/product-details', title: 'Product Details' }),
  table({ path: '/404', title: 'Page Not Found', page: 'notFound' }),
  alsoUsed({ path: '/visualize/contractor/all', title: 'Showroom' }),
  alsoUsed({ path: '/visualize/checklist', title: 'Project Checklist' }),
  alsoUsed({ path: '/visualize', title: 'Visualize' }),
  alsoUsed({ path: '/projects', title: 'My Projects' }),
  alsoUsed({ path: '/register/contractor', title: 'Become a Pro' }),
  alsoUsed({ path: '/pro-account', title: 'Pro Account' }),
  alsoUsed({ path: '/our-brands', title: 'Our Brands' }),
];

/** §2: any other path redirects here. */
export const NOT_FOUND_PATH = '/404';

export function findRoute(path: string): RouteDefinition | undefined {
  return routeTable.find((route) => route.path === path);
}
