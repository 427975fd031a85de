import type { PageProps } from '../../routes/pageModules.ts';
import { UnderConstructionPage } from '../UnderConstruction/UnderConstructionPage.tsx';

/** The slot of `/product/:hash/:vsd_id?`: its own issue replaces this with the real page. */
export function ProductPage(props: PageProps) {
  return <UnderConstructionPage {...props} />;
}
