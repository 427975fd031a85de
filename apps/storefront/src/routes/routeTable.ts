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
  /** The page's meta description for search engines (§2 pages; product pages add their own). */
  description: string;
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
    description:
      "Shop manufacturer-direct remodeling materials from your contractor's or designer's showroom: tile, flooring, kitchen, bath and more.",
    page: 'home',
  }),
  table({
    path: '/department/:menu_slug/:category_slug?',
    title: 'Department',
    description: "Browse a department's categories of remodeling materials in your showroom.",
    page: 'department',
  }),
  table({
    path: '/category/:category',
    title: 'Category',
    description: 'See the categories and materials of this collection in your showroom.',
    page: 'category',
  }),
  table({
    path: '/category/:category/product',
    title: 'Products',
    description: 'Compare products in this category by price, size and coverage, and add them to your cart.',
    page: 'productList',
  }),
  table({
    path: '/design-ai',
    title: 'Design with AI',
    description: 'Design a room with AI: upload a photo and try finishing materials before you buy.',
    page: 'designAi',
  }),
  table({
    path: '/design-ai/login',
    title: 'AI Design Login',
    description: 'Sign in to the AI room-design area.',
    page: 'designAiLogin',
  }),
  table({
    path: '/design-ai/singup',
    title: 'AI Design Sign Up',
    description: 'Create an account for the AI room-design area.',
    page: 'designAiSignup',
  }),
  table({
    path: '/design-ai/welcome',
    title: 'Welcome to AI Design',
    description: 'Welcome to AI room design: how credits and designs work.',
    page: 'designAiWelcome',
  }),
  table({
    path: '/login',
    title: 'Sign In',
    description: 'Sign in to your Showroom account to see your cart, orders and projects.',
    page: 'login',
  }),
  table({
    path: '/register',
    title: 'Sign Up',
    description: 'Create a free Showroom account to save your cart, check out and follow your orders.',
    page: 'register',
  }),
  table({
    path: '/reset_password',
    title: 'Reset Password',
    description: 'Forgot your password? Request a link to set a new one.',
    page: 'resetPassword',
  }),
  table({
    path: '/about_us',
    title: 'About Us',
    description:
      "Who we are: a marketplace connecting remodelers with manufacturer-direct materials through their pros' showrooms.",
    page: 'aboutUs',
  }),
  table({
    path: '/contact',
    title: 'Contact Us',
    description: 'Contact the Showroom team about an order, a showroom or your account.',
    page: 'contact',
  }),
  table({
    path: '/faq',
    title: 'FAQ',
    description: 'Answers to common questions about showrooms, orders, shipping and returns.',
    page: 'faq',
  }),
  table({
    path: '/return_policy',
    title: 'Return Policy',
    description: 'How returns work for materials bought through a Showroom.',
    page: 'returnPolicy',
  }),
  table({
    path: '/your_orders',
    title: 'Your Orders',
    description: 'How to find and follow your orders.',
    page: 'yourOrders',
  }),
  table({
    path: '/cookies_policy',
    title: 'Cookies Policy',
    description: 'Which cookies Showroom uses and why.',
    page: 'cookiesPolicy',
  }),
  table({
    path: '/change_password',
    title: 'Change Password',
    description: 'Change the password of your Showroom account.',
    auth: true,
    page: 'changePassword',
  }),
  table({
    path: '/product/:hash/:vsd_id?',
    title: 'Product',
    description: 'Product details, price, sizes and coverage, with a calculator for how many boxes to buy.',
    page: 'product',
  }),
  table({
    path: '/cart',
    title: 'Cart',
    description: 'Your cart, grouped by vendor, with quantities and totals.',
    page: 'cart',
  }),
  table({
    path: '/checkout',
    title: 'Checkout',
    description: 'Check out: confirm your shipping address and review your order.',
    auth: true,
    page: 'checkout',
  }),
  table({
    path: '/thankyou',
    title: 'Thank You',
    description: 'Thank you for your order.',
    auth: true,
    page: 'thankyou',
  }),
  table({
    path: '/checkout-payment',
    title: 'Payment',
    description: 'Pay for your order by card.',
    auth: true,
    page: 'checkoutPayment',
  }),
  table({
    path: '/payout_setup',
    title: 'Payout Settings',
    description: 'Set up how you receive your payouts as a Showroom pro.',
    auth: true,
    page: 'payoutSetup',
  }),
  table({
    path: '/account',
    title: 'My Account',
    description: 'Your Showroom account: profile, orders and settings.',
    auth: true,
    page: 'account',
  }),
  table({
    path: '/account_verify',
    title: 'Account Verification',
    description: 'Verify your Showroom account.',
    page: 'accountVerify',
  }),
  table({
    path: '/terms_of_service',
    title: 'Terms of Service',
    description: 'The terms of service for using Showroom.',
    page: 'termsOfService',
  }),
  table({
    path: '/privacy_policy',
    title: 'Privacy Policy',
    description: 'How Showroom collects, uses and protects your data.',
    page: 'privacyPolicy',
  }),
  table({
    path: '/password_reset',
    title: 'Password Reset',
    description: 'Set a new password for your Showroom account.',
    page: 'passwordReset',
  }),
  table({
    path: '/verifiction',
    title: 'Verify Your Email',
    description: 'Verify your e-mail address to finish setting up your account.',
    auth: true,
    page: 'verification',
  }),
  table({
    path: '/notification',
    title: 'Notifications',
    description: 'Your notifications: order updates and messages.',
    auth: true,
    page: 'notifications',
  }),
  table({ path: '/verify/:hash', title: 'Verify', description: 'Verifying your e-mail address.', page: 'verifyEmail' }),
  table({
    path: '/product-details',
    title: 'Product Details',
    description: 'Product details, price, sizes and coverage.',
    page: 'productDetails',
  }),
  table({
    path: '/404',
    title: 'Page Not Found',
    description: 'The page you asked for could not be found.',
    page: 'notFound',
  }),
  alsoUsed({
    path: '/visualize/contractor/all',
    title: 'Showroom',
    description: 'Your showroom: its departments, categories and top products.',
    page: 'showroom',
  }),
  alsoUsed({
    path: '/visualize/checklist',
    title: 'Project Checklist',
    description: 'Your project checklist: the materials and tasks for your remodel.',
    // Designed (the screen is not shown): a customer's own projects, so signed in.
    auth: true,
    page: 'projectChecklist',
  }),
  alsoUsed({
    path: '/visualize',
    title: 'Visualize',
    description: 'Plan your remodel with your showroom.',
    page: 'visualize',
  }),
  alsoUsed({
    path: '/projects',
    title: 'My Projects',
    description: 'Your remodeling projects, with their carts and details.',
    auth: true,
    page: 'projects',
  }),
  alsoUsed({
    path: '/register/contractor',
    title: 'Become a Pro',
    description: 'Apply for a pro account: buy at wholesale and run your own showroom.',
    page: 'contractorApplication',
  }),
  alsoUsed({
    path: '/pro-account',
    title: 'Pro Account',
    description: 'What a Showroom pro account gives contractors and designers, and how pros sign in.',
    page: 'proAccount',
  }),
  alsoUsed({
    path: '/our-brands',
    title: 'Our Brands',
    description: 'The brand partners whose materials you can buy through Showroom.',
    page: 'ourBrands',
  }),
  designed({
    path: '/search',
    title: 'Search',
    description: "Search the showroom's products by name, brand, category or SKU.",
    page: 'search',
  }),
];

/** §2: any other path redirects here. */
export const NOT_FOUND_PATH = '/404';

export function findRoute(path: string): RouteDefinition | undefined {
  return routeTable.find((route) => route.path === path);
}
