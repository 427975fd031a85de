import { formatUsd } from '@showroom/domain';
import { Button, Skeleton, SkeletonGroup, StateMessage } from '@showroom/ui';
import { CatalogueBreadcrumb, SHOWROOM_PATH } from '../../features/product/CatalogueBreadcrumb.tsx';
import { productQuery, useCatalogueQuery } from '../../features/product/catalogueQueries.ts';
import { productListHref } from '../../features/product/productLinks.ts';
import { useRecentlyViewedBefore } from '../../features/product/recentlyViewed.ts';
import { usePageHead } from '../../features/product/usePageHead.ts';
import { usePageUrl } from '../../routes/pageUrl.ts';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import { useServices } from '../../services/ServicesContext.tsx';
import type { Product } from '@showroom/api';
import { ProductGallery } from './ProductGallery.tsx';
import * as styles from './ProductPage.css.ts';
import { ProductPurchase } from './ProductPurchase.tsx';
import { ProductRows } from './ProductRows.tsx';
import { productDescription, productStructuredData } from './productStructuredData.ts';

export interface ProductViewProps {
  /** The product's hash or id (§7 GET /api/public pid). */
  readonly pid: string;
  readonly showroom: string | null;
  /** Stories start the calculator filled in. */
  readonly calculatorArea?: string;
}

/** A product page's content for one product: loading, not found, error, or the product. */
export function ProductView({ pid, showroom, calculatorArea }: ProductViewProps) {
  const { state, retry } = useCatalogueQuery(productQuery(pid, showroom));
  switch (state.status) {
    case 'idle':
    case 'loading':
      return <ProductSkeleton />;
    case 'error':
      return (
        <div className={styles.page}>
          <CatalogueBreadcrumb items={[{ label: 'Showroom', href: SHOWROOM_PATH }, { label: 'Product' }]} />
          <h1 className={styles.name}>Product</h1>
          <StateMessage
            tone="error"
            title="The product could not be loaded."
            description={state.message}
            action={
              <Button variant="outline" onClick={retry}>
                Try again
              </Button>
            }
          />
        </div>
      );
    case 'ready':
      if (state.data === null) return <ProductNotFound />;
      return (
        <ProductDetails
          key={state.data.id}
          product={state.data}
          showroom={showroom}
          {...(calculatorArea === undefined ? {} : { calculatorArea })}
        />
      );
  }
}

function ProductDetails({
  product,
  showroom,
  calculatorArea,
}: {
  product: Product;
  showroom: string | null;
  calculatorArea?: string;
}) {
  const services = useServices();
  // Recorded once per product shown; the row lists what was viewed before this one.
  const viewedBefore = useRecentlyViewedBefore(services.persistence, product.id);
  const pageUrl = usePageUrl();
  usePageHead({
    title: product.name,
    description: productDescription(product, formatUsd(product.price)),
    structuredData: productStructuredData(product, pageUrl),
  });
  const category = { id: product.category_id, slug_url: product.category_slug };
  return (
    <div className={styles.page}>
      <CatalogueBreadcrumb
        items={[
          { label: 'Showroom', href: SHOWROOM_PATH },
          { label: product.category_name, href: productListHref(category) },
          { label: product.name },
        ]}
      />
      <div className={styles.layout}>
        <ProductGallery pictures={product.pictures} images={product.images} name={product.name} />
        <div className={styles.info}>
          <p className={styles.brand}>{product.brand}</p>
          <h1 className={styles.name}>{product.name}</h1>
          <p className={styles.sku}>SKU {product.sku}</p>
          <ProductPurchase
            product={product}
            showroom={showroom}
            {...(calculatorArea === undefined ? {} : { calculatorArea })}
          />
          <section className={styles.details} aria-labelledby="product-description">
            <h2 id="product-description" className={styles.detailsTitle}>
              Description
            </h2>
            <p className={styles.description}>{product.description}</p>
          </section>
        </div>
      </div>
      <ProductRows productId={product.id} showroom={showroom} viewedBefore={viewedBefore} />
    </div>
  );
}

function ProductSkeleton() {
  return (
    <SkeletonGroup label="Loading the product" className={`${styles.page} ${styles.loadingPage}`}>
      <Skeleton variant="text" width="16rem" />
      <div className={styles.layout}>
        <Skeleton className={styles.mainImage} />
        <div className={styles.info}>
          <Skeleton variant="text" width="6rem" />
          <Skeleton variant="text" width="80%" height="2rem" />
          <Skeleton variant="text" width="8rem" />
          <Skeleton variant="text" width="10rem" height="2rem" />
          <Skeleton variant="text" lines={3} />
          <Skeleton width="100%" height="3rem" />
        </div>
      </div>
      {/* The description below the buy box. */}
      <Skeleton variant="text" width="10rem" height="1.5rem" />
      <Skeleton variant="text" lines={4} />
    </SkeletonGroup>
  );
}

function ProductNotFound() {
  usePageHead({ title: 'Product not found', description: 'This product is no longer available in the catalogue.' });
  return (
    <div className={styles.page}>
      <CatalogueBreadcrumb items={[{ label: 'Showroom', href: SHOWROOM_PATH }, { label: 'Product not found' }]} />
      <h1 className={styles.name}>Product not found</h1>
      <StateMessage
        tone="empty"
        title="This product is not available."
        description="It may have been removed from the catalogue, or the link may be incomplete."
        action={
          <Button asChild variant="outline">
            <PrefetchLink to={SHOWROOM_PATH}>Back to the showroom</PrefetchLink>
          </Button>
        }
      />
    </div>
  );
}
