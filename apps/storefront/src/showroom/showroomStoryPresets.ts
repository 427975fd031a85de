/** The calls the showroom stories hold, fail or answer empty in their `parameters.world`. */
export const showroomPaths = {
  search: '/api/visualization/showrooms',
  profile: '/api/visualization/shop_profile',
  menus: '/api/menu_category',
  topProducts: '/api/top_products/',
} as const;
