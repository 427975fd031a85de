import type { PageProps } from '../../routes/pageModules.ts';
import { UnderConstructionPage } from '../UnderConstruction/UnderConstructionPage.tsx';

/** The slot of `/product-details`: its own issue replaces this with the real page. */
export function ProductDetailsPage(props: PageProps) {
  return <UnderConstructionPage {...props} />;
}
