import { useParams } from 'react-router';
import { useCatalogueShowroom } from '../../features/product/catalogueShowroom.ts';
import type { PageProps } from '../../routes/pageModules.ts';
import { ProductView } from './ProductView.tsx';

/**
 * `/product/{hash}/{vsd_id?}`: a product, with the showroom of the address (else the active
 * one) for its suggestions. Pictures, name, price, sizes, quantity and Add to cart, the
 * coverage calculator for box products, and rows of other products.
 */
export function ProductPage(_props: PageProps) {
  const { hash = '', vsd_id: vsdId } = useParams();
  const active = useCatalogueShowroom();
  const showroom = vsdId && /^[A-Za-z0-9]{8}$/.test(vsdId) ? vsdId.toUpperCase() : active;
  return <ProductView pid={hash} showroom={showroom} />;
}
