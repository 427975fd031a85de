import type { ProductSummary } from '@showroom/api';
import { Button, Price, Skeleton, SkeletonGroup, StateMessage } from '@showroom/ui';
import { useState } from 'react';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
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
            return (
              <SkeletonGroup label="Loading top products" className={styles.productGrid}>
                {[0, 1, 2, 3].map((index) => (
                  <div key={index} className={styles.productSkeleton}>
                    <Skeleton className={styles.productImage} />
                    <Skeleton variant="text" lines={2} />
                    <Skeleton variant="text" width="5rem" />
                  </div>
                ))}
              </SkeletonGroup>
            );
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
            return (
              <ul className={styles.productGrid}>
                {products.data.map((product) => (
                  <li key={product.id}>
                    <ProductCard product={product} vsdId={vsdId} />
                  </li>
                ))}
              </ul>
            );
        }
      })()}
    </section>
  );
}

function ProductCard({ product, vsdId }: { product: ProductSummary; vsdId: string }) {
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <article className={styles.product}>
      {imageFailed ? (
        <span className={`${styles.productImage} ${styles.imageFallback}`} aria-hidden="true">
          {product.brand}
        </span>
      ) : (
        <img
          className={styles.productImage}
          src={product.image}
          alt=""
          loading="lazy"
          width={320}
          height={240}
          onError={() => setImageFailed(true)}
        />
      )}
      <p className={styles.brand}>{product.brand}</p>
      <h3 className={styles.productName}>
        {/* The whole card is the link's target area (a stretched link), the name its text. */}
        <PrefetchLink
          className={styles.productLink}
          to={`/product/${encodeURIComponent(product.hash)}/${encodeURIComponent(vsdId)}`}
        >
          {product.name}
        </PrefetchLink>
      </h3>
      <Price amount={product.price} uom={product.uom} unit={product.uom} boxSqft={product.box_sqft} size="sm" />
    </article>
  );
}
