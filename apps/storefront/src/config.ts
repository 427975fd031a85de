/** Where shoppers write when something goes wrong (404 page, footer). */
export const SUPPORT_EMAIL = 'support@showroom.example';

/** §2 "Footer links", in the order the spec lists them. */
export const footerLinks = [
  { to: '/your_orders', label: 'Your Orders' },
  { to: '/return_policy', label: 'Return Policy' },
  { to: '/faq', label: 'FAQ' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/privacy_policy', label: 'Privacy Policy' },
  { to: '/cookies_policy', label: 'Cookies Policy' },
  { to: '/terms_of_service', label: 'Terms of Service' },
] as const;
