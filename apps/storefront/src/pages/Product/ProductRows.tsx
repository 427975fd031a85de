import type { ProductSummary } from '@showroom/api';
import { Button, StateMessage } from '@showroom/ui';
import {
  alsoViewedQuery,
  recentlyViewedQuery,
  topProductsQuery,
  useCatalogueQuery,
  type CatalogueQuery,
} from '../../features/product/catalogueQueries.ts';
import { ProductGrid, ProductGridSkeleton } from '../../features/product/ProductGrid.tsx';
import * as styles from './ProductPage.css.ts';

interface RowProps {
  readonly id: string;
  readonly title: string;
  readonly query: CatalogueQuery<readonly ProductSummary[]> | null;
  readonly showroom: string | null;
  /** Left out of the row (the product on the page). */
  readonly exclude: number;
  readonly empty: string;
  /** How many cards a row shows. */
  readonly limit?: number;
}

/** One row of products under the product (§7 top products, also viewed, recently viewed). */
function ProductRow({ id, title, query, showroom, exclude, empty, limit = 4 }: RowProps) {
  const { state, retry } = useCatalogueQuery(query);
  const headingId = `row-${id}`;
  return (
    <section
      className={styles.row}
      aria-labelledby={headingId}
      aria-busy={state.status === 'loading'}
      // A page rendered on the server draws this row loading (or, for what this browser viewed, idle):
      // only the app fills it, so without it the row is not shown (index.html).
      data-needs-script={state.status === 'loading' || state.status === 'idle' || undefined}
    >
      <h2 id={headingId} className={styles.rowTitle}>
        {title}
      </h2>
      {(() => {
        switch (state.status) {
          case 'idle':
            return <StateMessage tone="empty" size="sm" title={empty} />;
          case 'loading':
            return <ProductGridSkeleton label={`Loading ${title.toLowerCase()}`} count={limit} />;
          case 'error':
            return (
              <StateMessage
                tone="error"
                size="sm"
                title={`${title} could not be loaded.`}
                description={state.message}
                action={
                  <Button variant="outline" size="sm" onClick={retry}>
                    Try again
                  </Button>
                }
              />
            );
          case 'ready': {
            const products = state.data.filter((product) => product.id !== exclude).slice(0, limit);
            if (products.length === 0) return <StateMessage tone="empty" size="sm" title={empty} />;
            return <ProductGrid products={products} showroom={showroom} label={title} />;
          }
        }
      })()}
    </section>
  );
}

export interface ProductRowsProps {
  readonly productId: number;
  readonly showroom: string | null;
  /** Products viewed in this browser before this one, latest first. */
  readonly viewedBefore: readonly number[];
}

/** Customers also viewed, the showroom's top products, and what this browser viewed before. */
export function ProductRows({ productId, showroom, viewedBefore }: ProductRowsProps) {
  return (
    <div className={styles.rows}>
      <ProductRow
        id="also-viewed"
        title="Customers also viewed"
        query={alsoViewedQuery(productId, showroom)}
        showroom={showroom}
        exclude={productId}
        empty="No other products to suggest yet."
      />
      <ProductRow
        id="top-products"
        title="Top products"
        query={topProductsQuery(showroom)}
        showroom={showroom}
        exclude={productId}
        empty="No top products yet."
      />
      <ProductRow
        id="recently-viewed"
        title="Recently viewed"
        query={viewedBefore.length > 0 ? recentlyViewedQuery(viewedBefore, showroom) : null}
        showroom={showroom}
        exclude={productId}
        empty="Products you look at will appear here."
      />
    </div>
  );
}
