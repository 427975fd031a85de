import { useParams } from 'react-router';
import { CategoryHeader, SubcategoryFilter } from '../../features/product/CategoryHeader.tsx';
import { useCatalogueShowroom } from '../../features/product/catalogueShowroom.ts';
import { ProductListing } from '../../features/product/ProductListing.tsx';
import { useCategoryPlace } from '../../features/product/useCategoryPlace.ts';
import type { PageProps } from '../../routes/pageModules.ts';
import * as styles from './ProductListPage.css.ts';

/**
 * `/category/{category}/product`: a category's products a page at a time (`?page=` in the
 * address), narrowed by its own categories (each an address of its own).
 */
export function ProductListPage(_props: PageProps) {
  const { category: param = '' } = useParams();
  const showroom = useCatalogueShowroom();
  const context = useCategoryPlace(param, showroom);
  const name = context.place?.category.name ?? null;
  return (
    <div className={styles.page}>
      <CategoryHeader param={param} context={context} withPicture={false} titleSuffix=" Products" />
      <SubcategoryFilter context={context} />
      <ProductListing category={param} showroom={showroom} title={name ?? 'Products'} />
    </div>
  );
}
