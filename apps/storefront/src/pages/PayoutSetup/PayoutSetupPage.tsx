import type { PageProps } from '../../routes/pageModules.ts';
import { UnderConstructionPage } from '../UnderConstruction/UnderConstructionPage.tsx';

/** The slot of `/payout_setup`: its own issue replaces this with the real page. */
export function PayoutSetupPage(props: PageProps) {
  return <UnderConstructionPage {...props} />;
}
