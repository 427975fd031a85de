/** The calls the catalogue stories hold, fail or change in their `parameters.world`. */
export const cataloguePaths = {
  menus: '/api/menu_category',
  profile: '/api/visualization/shop_profile',
  products: '/api/visualization/products',
  product: '/api/public',
  topProducts: '/api/top_products/',
  alsoViewed: '/api/customer_also_viewed/',
  recentlyViewed: '/api/recently_viewed/',
  cart: '/api/projectCart/sync_to_cart',
} as const;
