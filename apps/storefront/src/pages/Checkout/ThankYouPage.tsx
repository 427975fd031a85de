import type { PageProps } from '../../routes/pageModules.ts';
import { UnderConstructionPage } from '../UnderConstruction/UnderConstructionPage.tsx';

/** The slot of `/thankyou`: its own issue replaces this with the real page. */
export function ThankYouPage(props: PageProps) {
  return <UnderConstructionPage {...props} />;
}
