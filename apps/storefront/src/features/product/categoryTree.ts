import type { Category } from '@showroom/api';

export interface CategoryPlace {
  readonly category: Category;
  /** The top-level category above it, for a child category. */
  readonly parent: Category | null;
}

/** §2: the category parameter is the slug_url, or the id when there is no slug. */
export function matchesParam(category: Pick<Category, 'id' | 'slug_url'>, param: string): boolean {
  const wanted = param.trim().toLowerCase();
  if (category.slug_url && category.slug_url.toLowerCase() === wanted) return true;
  return String(category.id) === wanted;
}

/** A category of the showroom's tree by its route parameter, with its parent. */
export function findCategory(tree: readonly Category[], param: string): CategoryPlace | null {
  for (const top of tree) {
    if (matchesParam(top, param)) return { category: top, parent: null };
    const child = top.children.find((candidate) => matchesParam(candidate, param));
    if (child) return { category: child, parent: top };
  }
  return null;
}

/** A category by id anywhere in the tree (the menus name categories by id; the tree has their pictures). */
export function categoryById(tree: readonly Category[], id: number): Category | null {
  for (const top of tree) {
    if (top.id === id) return top;
    const child = top.children.find((candidate) => candidate.id === id);
    if (child) return child;
  }
  return null;
}

/** A readable name from a slug when the tree is not at hand ('tile-flooring' → 'Tile Flooring'). */
export function nameFromParam(param: string): string {
  if (/^\d+$/.test(param)) return 'Products';
  return param
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
