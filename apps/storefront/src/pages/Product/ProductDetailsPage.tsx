import { Button, StateMessage } from '@showroom/ui';
import { useSearchParams } from 'react-router';
import { SHOWROOM_PATH } from '../../features/product/CatalogueBreadcrumb.tsx';
import { useCatalogueShowroom } from '../../features/product/catalogueShowroom.ts';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import type { PageProps } from '../../routes/pageModules.ts';
import * as styles from './ProductPage.css.ts';
import { ProductView } from './ProductView.tsx';

/**
 * `/product-details?pid=…`: the product page for a product named by id or hash in the query,
 * as GET /api/public takes it (§2 lists the route without parameters).
 */
export function ProductDetailsPage(_props: PageProps) {
  const [search] = useSearchParams();
  const showroom = useCatalogueShowroom();
  const pid = search.get('pid')?.trim() ?? '';
  if (pid === '')
    return (
      <div className={styles.page}>
        <h1 className={styles.name}>Product Details</h1>
        <StateMessage
          tone="info"
          title="No product chosen."
          description="Open a product from your showroom's departments to see its details."
          action={
            <Button asChild variant="outline">
              <PrefetchLink to={SHOWROOM_PATH}>Go to the showroom</PrefetchLink>
            </Button>
          }
        />
      </div>
    );
  return <ProductView pid={pid} showroom={showroom} />;
}
