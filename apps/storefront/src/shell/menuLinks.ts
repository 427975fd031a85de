import type { HeaderMenu } from '@showroom/api';

type MenuCategory = HeaderMenu['categories'][number];
type MenuChild = MenuCategory['children'][number];

/** §2: the category parameter is the category's slug_url, or its id when there is no slug. */
export function categoryParam(category: { readonly id: number; readonly slug_url: string | null }): string {
  const slug = category.slug_url?.trim();
  return encodeURIComponent(slug ? slug : String(category.id));
}

/**
 * §2: a category with children goes to the department list (menu_slug, category_slug); without
 * children it goes to its products.
 */
export function categoryHref(menu: Pick<HeaderMenu, 'menu_slug'>, category: MenuCategory | MenuChild): string {
  if ('children' in category && category.children.length > 0) {
    return `/department/${encodeURIComponent(menu.menu_slug)}/${categoryParam(category)}`;
  }
  return `/category/${categoryParam(category)}/product`;
}

/** "Shop All" of a department. */
export function departmentHref(menu: Pick<HeaderMenu, 'menu_slug'>): string {
  return `/department/${encodeURIComponent(menu.menu_slug)}`;
}
