import type { Category, HeaderMenu } from '@showroom/api';
import type { BreadcrumbItem } from '@showroom/ui';
import { departmentHref } from '../../shell/menuLinks.ts';
import { useMenus } from '../../shell/useMenus.ts';
import { categoryTreeQuery, useCatalogueQuery, type QueryView } from './catalogueQueries.ts';
import { SHOWROOM_PATH } from './CatalogueBreadcrumb.tsx';
import { findCategory, type CategoryPlace } from './categoryTree.ts';
import { productListHref } from './productLinks.ts';

export interface CategoryContext {
  /** The showroom's category tree (pictures, units, children); idle without a showroom. */
  readonly tree: QueryView<readonly Category[]>;
  /** The category of the address in the tree, when the tree is here and has it. */
  readonly place: CategoryPlace | null;
  /** The department (header menu) the category's top level belongs to. */
  readonly menu: HeaderMenu | null;
  /** A showroom's tree or menus are still on their way, so the department may yet be known. */
  readonly menuPending: boolean;
}

/** Where a category of the address sits: its tree entry, its parent and its department. */
export function useCategoryPlace(param: string, showroom: string | null): CategoryContext {
  const tree = useCatalogueQuery(showroom ? categoryTreeQuery(showroom) : null);
  const menus = useMenus();
  const place = tree.state.status === 'ready' ? findCategory(tree.state.data, param) : null;
  const top = place ? (place.parent ?? place.category) : null;
  const menu =
    top && menus.kind === 'ready'
      ? (menus.menus.find((candidate) => candidate.categories.some((category) => category.id === top.id)) ?? null)
      : null;
  const menuPending = tree.state.status === 'loading' || (tree.state.status === 'ready' && menus.kind === 'loading');
  return { tree, place, menu, menuPending };
}

/**
 * Showroom › Department › Category (› Child) › the page itself. A level that has children
 * opens its department list (§2); a leaf opens its products.
 */
export function categoryTrail(
  place: CategoryPlace | null,
  menu: HeaderMenu | null,
  current: string,
  options: { readonly categoryIsCurrent: boolean },
): BreadcrumbItem[] {
  const items: BreadcrumbItem[] = [{ label: 'Showroom', href: SHOWROOM_PATH }];
  if (menu) items.push({ label: menu.name, href: departmentHref(menu) });
  if (place?.parent) items.push({ label: place.parent.name, href: categoryLevelHref(place.parent, menu) });
  if (place && !options.categoryIsCurrent) {
    items.push({ label: place.category.name, href: categoryLevelHref(place.category, menu) });
  }
  items.push({ label: current });
  return items;
}

function categoryLevelHref(category: Category, menu: HeaderMenu | null): string {
  if (category.children.length > 0 && menu) {
    return `${departmentHref(menu)}/${encodeURIComponent(category.slug_url?.trim() || String(category.id))}`;
  }
  return productListHref(category);
}
