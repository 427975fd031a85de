import type { Category } from '@showroom/api';
import { Picture, Skeleton } from '@showroom/ui';
import { useEffect, useRef } from 'react';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import { CatalogueBreadcrumb } from './CatalogueBreadcrumb.tsx';
import * as styles from './CategoryHeader.css.ts';
import { nameFromParam } from './categoryTree.ts';
import { productListHref } from './productLinks.ts';
import { categoryTrail, type CategoryContext } from './useCategoryPlace.ts';
import { usePageHead } from './usePageHead.ts';

/** The header's picture: 10rem wide, 6rem on a phone. */
const headerPictureSizes = '(max-width: 768px) 6rem, 10rem';

/**
 * The top of a category's pages: the trail, the name (from the showroom's tree; from the
 * address while it loads or without a showroom), the title and meta description.
 */
export function CategoryHeader({
  param,
  context,
  withPicture,
  titleSuffix = '',
}: {
  param: string;
  context: CategoryContext;
  withPicture: boolean;
  /** ' Products' on the product list. */
  titleSuffix?: string;
}) {
  const { place, menu, menuPending, tree } = context;
  const name = place?.category.name ?? nameFromParam(param);
  const treeLoading = tree.state.status === 'loading';
  usePageHead(
    treeLoading
      ? null
      : {
          title: `${name}${titleSuffix}${menu ? ` | ${menu.name}` : ''}`,
          description: `Shop ${name} in your showroom: compare prices, sizes and coverage, and add them to your cart.`,
        },
  );
  const image = withPicture ? (place?.category.image ?? null) : null;
  const picture = withPicture ? (place?.category.picture ?? null) : null;
  return (
    <header className={styles.header}>
      <CatalogueBreadcrumb items={categoryTrail(place, menu, name, { categoryIsCurrent: true })} />
      <div className={styles.intro}>
        {withPicture && treeLoading ? <Skeleton className={styles.picture} /> : null}
        {picture ? (
          <Picture className={styles.picture} picture={picture} sizes={headerPictureSizes} alt="" />
        ) : image ? (
          <img className={styles.picture} src={image} alt="" width={160} height={100} />
        ) : null}
        <div className={styles.names}>
          {menu ? (
            <p className={styles.eyebrow}>{menu.name}</p>
          ) : menuPending ? (
            // The department's line, held while it loads, so the name below does not move when it comes.
            <Skeleton variant="text" width="6rem" className={styles.eyebrow} />
          ) : null}
          <h1 className={styles.title}>{name}</h1>
        </div>
      </div>
    </header>
  );
}

/**
 * 'Narrow by category': the category's children (or, on a child, its siblings and the whole
 * parent) as links, so the filter is an address like any other (Back and shared links work)
 * and the server, not this page, decides what is in it.
 */
export function SubcategoryFilter({ context }: { context: CategoryContext }) {
  const { place } = context;
  const chips = useRef<HTMLUListElement>(null);
  const currentId = place?.category.id;
  // On a phone the chips are one row scrolled sideways: the current one is brought into it.
  useEffect(() => {
    if (currentId !== undefined && chips.current) scrollCurrentChipIntoRow(chips.current);
  }, [currentId]);
  if (!place && context.tree.state.status === 'loading') {
    // The row of chips held while the showroom's tree loads, so the products below stay put.
    return (
      <div className={styles.filter} aria-hidden="true">
        <div className={styles.chips}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className={styles.chipSkeleton} />
          ))}
        </div>
      </div>
    );
  }
  if (!place) return null;
  const parent = place.category.children.length > 0 ? place.category : place.parent;
  if (!parent || parent.children.length === 0) return null;
  const options: { category: Category; label: string }[] = [
    { category: parent, label: `All ${parent.name}` },
    ...parent.children.map((child) => ({ category: child, label: child.name })),
  ];
  return (
    <nav aria-label="Narrow by category" className={styles.filter}>
      <ul ref={chips} className={styles.chips}>
        {options.map(({ category, label }) => {
          const current = category.id === place.category.id;
          return (
            <li key={category.id}>
              <PrefetchLink
                to={productListHref(category)}
                className={styles.chip}
                aria-current={current ? 'page' : undefined}
                data-current={current || undefined}
              >
                {label}
              </PrefetchLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Scrolls only the row, sideways (the page stays where it is), so the current chip is whole in it. */
function scrollCurrentChipIntoRow(row: HTMLElement): void {
  const chip = row.querySelector('[aria-current="page"]');
  if (!chip) return;
  const rowBox = row.getBoundingClientRect();
  const chipBox = chip.getBoundingClientRect();
  if (chipBox.left < rowBox.left) row.scrollLeft -= rowBox.left - chipBox.left;
  else if (chipBox.right > rowBox.right) row.scrollLeft += chipBox.right - rowBox.right;
}
