/**
 * Each route's meta description for search engines (§2 pages; catalogue pages write their own),
 * by route path. Its own chunk: a page rendered outside the browser carries its description in
 * its HTML, so the first page of a visit never needs these; they load with the next page's code
 * (`preloadPage`). Build-time and server rendering import them directly.
 */
export const routeDescriptions: Readonly<Record<string, string>> = {
  '/': "Shop manufacturer-direct remodeling materials from your contractor's or designer's showroom: tile, flooring, kitchen, bath and more.",
  '/department/:menu_slug/:category_slug?':
    "Browse a department's categories of remodeling materials in your showroom.",
  '/category/:category': 'See the categories and materials of this collection in your showroom.',
  '/category/:category/product':
    'Compare products in this category by price, size and coverage, and add them to your cart.',
  '/design-ai': 'Design a room with AI: upload a photo and try finishing materials before you buy.',
  '/design-ai/login': 'Sign in to the AI room-design area.',
  '/design-ai/singup': 'Create an account for the AI room-design area.',
  '/design-ai/welcome': 'Welcome to AI room design: how credits and designs work.',
  '/login': 'Sign in to your Showroom account to see your cart, orders and projects.',
  '/register': 'Create a free Showroom account to save your cart, check out and follow your orders.',
  '/reset_password': 'Forgot your password? Request a link to set a new one.',
  '/about_us':
    "Who we are: a marketplace connecting remodelers with manufacturer-direct materials through their pros' showrooms.",
  '/contact': 'Contact the Showroom team about an order, a showroom or your account.',
  '/faq': 'Answers to common questions about showrooms, orders, shipping and returns.',
  '/return_policy': 'How returns work for materials bought through a Showroom.',
  '/your_orders': 'How to find and follow your orders.',
  '/cookies_policy': 'Which cookies Showroom uses and why.',
  '/change_password': 'Change the password of your Showroom account.',
  '/product/:hash/:vsd_id?': 'Product details, price, sizes and coverage, with a calculator for how many boxes to buy.',
  '/cart': 'Your cart, grouped by vendor, with quantities and totals.',
  '/checkout': 'Check out: confirm your shipping address and review your order.',
  '/thankyou': 'Thank you for your order.',
  '/checkout-payment': 'Pay for your order by card.',
  '/payout_setup': 'Set up how you receive your payouts as a Showroom pro.',
  '/account': 'Your Showroom account: profile, orders and settings.',
  '/account_verify': 'Verify your Showroom account.',
  '/terms_of_service': 'The terms of service for using Showroom.',
  '/privacy_policy': 'How Showroom collects, uses and protects your data.',
  '/password_reset': 'Set a new password for your Showroom account.',
  '/verifiction': 'Verify your e-mail address to finish setting up your account.',
  '/notification': 'Your notifications: order updates and messages.',
  '/verify/:hash': 'Verifying your e-mail address.',
  '/product-details': 'Product details, price, sizes and coverage.',
  '/404': 'The page you asked for could not be found.',
  '/visualize/contractor/all': 'Your showroom: its departments, categories and top products.',
  '/visualize/checklist': 'Your project checklist: the materials and tasks for your remodel.',
  '/visualize': 'Plan your remodel with your showroom.',
  '/projects': 'Your remodeling projects, with their carts and details.',
  '/register/contractor': 'Apply for a pro account: buy at wholesale and run your own showroom.',
  '/pro-account': 'What a Showroom pro account gives contractors and designers, and how pros sign in.',
  '/our-brands': 'The brand partners whose materials you can buy through Showroom.',
  '/search': "Search the showroom's products by name, brand, category or SKU.",
};
