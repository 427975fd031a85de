import type { PageProps } from '../../routes/pageModules.ts';
import { UnderConstructionPage } from '../UnderConstruction/UnderConstructionPage.tsx';

/** The slot of `/cart`: its own issue replaces this with the real page. */
export function CartPage(props: PageProps) {
  return <UnderConstructionPage {...props} />;
}
