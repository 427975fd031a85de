import { Button, StateMessage } from '@showroom/ui';
import { ProductGrid, ProductGridSkeleton } from '../../features/product/ProductGrid.tsx';
import * as styles from './ShowroomPage.css.ts';
import { useTopProducts } from './useTopProducts.ts';

/** The showroom's top products (`POST /api/top_products/`) as cards leading to their pages. */
export function TopProducts({ vsdId }: { vsdId: string }) {
  const { products, retry } = useTopProducts(vsdId);
  return (
    <section className={styles.section} aria-labelledby="showroom-top-products">
      <h2 id="showroom-top-products" className={styles.sectionTitle}>
        Top products
      </h2>
      {(() => {
        switch (products.status) {
          case 'idle':
          case 'loading':
            return <ProductGridSkeleton label="Loading top products" />;
          case 'error':
            return (
              <StateMessage
                tone="error"
                title="The top products could not be loaded."
                description={products.message}
                action={
                  <Button variant="outline" onClick={retry}>
                    Try again
                  </Button>
                }
              />
            );
          case 'ready':
            if (products.data.length === 0)
              return (
                <StateMessage
                  tone="info"
                  title="No top products yet."
                  description="Browse the departments above to see everything this showroom offers."
                />
              );
            return <ProductGrid products={products.data} showroom={vsdId} />;
        }
      })()}
    </section>
  );
}
