import type { PageProps } from '../../routes/pageModules.ts';
import { UnderConstructionPage } from '../UnderConstruction/UnderConstructionPage.tsx';

/** The slot of `/category/:category/product`: its own issue replaces this with the real page. */
export function ProductListPage(props: PageProps) {
  return <UnderConstructionPage {...props} />;
}
