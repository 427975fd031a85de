import type { PageProps } from '../../routes/pageModules.ts';
import { UnderConstructionPage } from '../UnderConstruction/UnderConstructionPage.tsx';

/** The slot of `/checkout`: its own issue replaces this with the real page. */
export function CheckoutPage(props: PageProps) {
  return <UnderConstructionPage {...props} />;
}
