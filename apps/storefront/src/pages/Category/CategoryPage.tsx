import { useParams } from 'react-router';
import { CategoryCard, CategoryGrid } from '../../features/product/CategoryCard.tsx';
import { CategoryHeader } from '../../features/product/CategoryHeader.tsx';
import { prefetchQuery, productListQuery } from '../../features/product/catalogueQueries.ts';
import { useCatalogueShowroom } from '../../features/product/catalogueShowroom.ts';
import { productListHref } from '../../features/product/productLinks.ts';
import { ProductListing } from '../../features/product/ProductListing.tsx';
import { useCategoryPlace } from '../../features/product/useCategoryPlace.ts';
import type { PageProps } from '../../routes/pageModules.ts';
import { useServices } from '../../services/ServicesContext.tsx';
import * as styles from './CategoryPage.css.ts';

/**
 * `/category/{category}`: the category (picture, name, where it sits), its own categories as
 * cards when it has any, then its products a page at a time.
 */
export function CategoryPage(_props: PageProps) {
  const { category: param = '' } = useParams();
  const services = useServices();
  const showroom = useCatalogueShowroom();
  const context = useCategoryPlace(param, showroom);
  const children = context.place?.category.children ?? [];
  const name = context.place?.category.name ?? null;
  return (
    <div className={styles.page}>
      <CategoryHeader param={param} context={context} withPicture />
      {children.length > 0 ? (
        <section className={styles.section} aria-labelledby="category-children">
          <h2 id="category-children" className={styles.sectionTitle}>
            Shop by category
          </h2>
          <CategoryGrid label={`${name ?? 'Category'} categories`}>
            {children.map((child) => (
              <li key={child.id}>
                <CategoryCard
                  name={child.name}
                  href={productListHref(child)}
                  image={child.image}
                  picture={child.picture}
                  onIntent={() =>
                    prefetchQuery(services, productListQuery(child.slug_url ?? String(child.id), 1, showroom))
                  }
                />
              </li>
            ))}
          </CategoryGrid>
        </section>
      ) : null}
      <ProductListing category={param} showroom={showroom} title={name ?? 'Products'} />
    </div>
  );
}
