import type { Category, HeaderMenu } from '@showroom/api';
import { Button, StateMessage } from '@showroom/ui';
import { useParams } from 'react-router';
import { CatalogueBreadcrumb, SHOWROOM_PATH } from '../../features/product/CatalogueBreadcrumb.tsx';
import { CategoryCard, CategoryGrid, CategoryGridSkeleton } from '../../features/product/CategoryCard.tsx';
import {
  categoryTreeQuery,
  prefetchQuery,
  productListQuery,
  useCatalogueQuery,
} from '../../features/product/catalogueQueries.ts';
import { useCatalogueShowroom } from '../../features/product/catalogueShowroom.ts';
import { categoryById, matchesParam } from '../../features/product/categoryTree.ts';
import { productListHref } from '../../features/product/productLinks.ts';
import { usePageHead } from '../../features/product/usePageHead.ts';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import type { PageProps } from '../../routes/pageModules.ts';
import { useServices } from '../../services/ServicesContext.tsx';
import { categoryHref, categoryParam, departmentHref } from '../../shell/menuLinks.ts';
import { useMenus } from '../../shell/useMenus.ts';
import * as styles from './DepartmentPage.css.ts';

type MenuCategory = HeaderMenu['categories'][number];
type MenuChild = MenuCategory['children'][number];

/**
 * `/department/{menu_slug}/{category_slug?}`: a department's categories, or one category's
 * children, as cards with their pictures. §2: a card with children opens its own department
 * list, a leaf opens its products. The menus say what the department holds; the showroom's
 * category tree adds the pictures (a card waits for its picture, never for the list).
 */
export function DepartmentPage(_props: PageProps) {
  const { menu_slug: menuSlug = '', category_slug: categorySlug } = useParams();
  const showroom = useCatalogueShowroom();
  const menus = useMenus();
  const tree = useCatalogueQuery(showroom ? categoryTreeQuery(showroom) : null);

  const menu =
    menus.kind === 'ready'
      ? (menus.menus.find((candidate) => candidate.menu_slug.toLowerCase() === menuSlug.toLowerCase()) ?? null)
      : null;
  const category =
    menu && categorySlug !== undefined
      ? (menu.categories.find((candidate) => matchesParam(candidate, categorySlug)) ?? null)
      : null;
  const found = menu !== null && (categorySlug === undefined || category !== null);
  const name = category?.name ?? menu?.name ?? null;

  usePageHead(
    found && name
      ? {
          title: category && menu ? `${category.name} | ${menu.name}` : name,
          description: category
            ? `Shop ${category.name} in your showroom: ${category.children.map((child) => child.name).join(', ') || 'every product'}.`
            : `Shop the ${name} department in your showroom: ${menu.categories.map((item) => item.name).join(', ')}.`,
        }
      : null,
  );

  const trail = [
    { label: 'Showroom', href: SHOWROOM_PATH },
    ...(menu && category ? [{ label: menu.name, href: departmentHref(menu) }] : []),
    { label: name ?? 'Department' },
  ];

  return (
    <div className={styles.page}>
      <CatalogueBreadcrumb items={trail} />
      {(() => {
        switch (menus.kind) {
          case 'noShowroom':
            return <NoShowroom />;
          case 'loading':
            return (
              <>
                <h1 className={styles.title}>{name ?? 'Department'}</h1>
                <CategoryGridSkeleton label="Loading categories" />
              </>
            );
          case 'error':
            return (
              <>
                <h1 className={styles.title}>Department</h1>
                <StateMessage
                  tone="error"
                  title="The departments could not be loaded."
                  description="Check your connection and try again."
                  action={
                    <Button variant="outline" onClick={menus.retry}>
                      Try again
                    </Button>
                  }
                />
              </>
            );
          case 'empty':
            return <NotFound what="This showroom has no departments yet." />;
          case 'ready':
            if (!menu) return <NotFound what="This department is not in this showroom." />;
            if (categorySlug !== undefined && !category)
              return <NotFound what={`This category is not in ${menu.name}.`} />;
            return (
              <Department
                menu={menu}
                category={category}
                tree={tree.state.status === 'ready' ? tree.state.data : null}
                treeLoading={tree.state.status === 'loading'}
                showroom={showroom}
              />
            );
        }
      })()}
    </div>
  );
}

function Department({
  menu,
  category,
  tree,
  treeLoading,
  showroom,
}: {
  menu: HeaderMenu;
  category: MenuCategory | null;
  tree: readonly Category[] | null;
  treeLoading: boolean;
  showroom: string | null;
}) {
  const services = useServices();
  const items: readonly (MenuCategory | MenuChild)[] = category ? category.children : menu.categories;
  const image = (id: number) => (tree ? (categoryById(tree, id)?.image ?? null) : null);
  const picture = (id: number) => (tree ? (categoryById(tree, id)?.picture ?? null) : null);
  const prefetchList = (item: MenuCategory | MenuChild) =>
    // A leaf opens its products: their first page starts loading with the page's code.
    'children' in item && item.children.length > 0
      ? undefined
      : () => prefetchQuery(services, productListQuery(categoryParamOf(item), 1, showroom));
  return (
    <>
      <header className={styles.header}>
        <h1 className={styles.title}>{category?.name ?? menu.name}</h1>
        <p className={styles.lead}>
          {items.length} {items.length === 1 ? 'category' : 'categories'}
        </p>
        {category ? (
          <Button asChild variant="outline" size="sm">
            <PrefetchLink to={productListHref(category)}>Shop all {category.name}</PrefetchLink>
          </Button>
        ) : null}
      </header>
      {items.length === 0 ? (
        <StateMessage tone="empty" title="No categories here yet." />
      ) : (
        <CategoryGrid label={category ? `${category.name} categories` : `${menu.name} categories`}>
          {items.map((item) => {
            const children = 'children' in item ? item.children.length : 0;
            const intent = prefetchList(item);
            return (
              <li key={item.id} aria-busy={treeLoading || undefined}>
                <CategoryCard
                  name={item.name}
                  href={categoryHref(menu, item)}
                  image={image(item.id)}
                  picture={picture(item.id)}
                  {...(children > 0 ? { detail: `${children} ${children === 1 ? 'category' : 'categories'}` } : {})}
                  {...(intent ? { onIntent: intent } : {})}
                />
              </li>
            );
          })}
        </CategoryGrid>
      )}
    </>
  );
}

/** The address's form of a category (slug or id), decoded: what the product list asks the server for. */
function categoryParamOf(item: MenuCategory | MenuChild): string {
  return decodeURIComponent(categoryParam(item));
}

function NoShowroom() {
  return (
    <>
      <h1 className={styles.title}>Department</h1>
      <StateMessage
        tone="info"
        title="Choose a showroom to browse its departments."
        description="Every showroom is run by a contractor or designer. Enter the Showroom ID you were given."
        action={
          <Button asChild>
            <PrefetchLink to={SHOWROOM_PATH}>Enter a Showroom ID</PrefetchLink>
          </Button>
        }
      />
    </>
  );
}

function NotFound({ what }: { what: string }) {
  return (
    <>
      <h1 className={styles.title}>Department not found</h1>
      <StateMessage
        tone="empty"
        title={what}
        description="The link may be old, or the showroom may have changed what it offers."
        action={
          <Button asChild variant="outline">
            <PrefetchLink to={SHOWROOM_PATH}>Back to the showroom</PrefetchLink>
          </Button>
        }
      />
    </>
  );
}
