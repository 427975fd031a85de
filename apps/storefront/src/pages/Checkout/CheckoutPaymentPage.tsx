import type { PageProps } from '../../routes/pageModules.ts';
import { UnderConstructionPage } from '../UnderConstruction/UnderConstructionPage.tsx';

/** The slot of `/checkout-payment`: its own issue replaces this with the real page. */
export function CheckoutPaymentPage(props: PageProps) {
  return <UnderConstructionPage {...props} />;
}
