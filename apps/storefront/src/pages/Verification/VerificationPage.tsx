import type { PageProps } from '../../routes/pageModules.ts';
import { UnderConstructionPage } from '../UnderConstruction/UnderConstructionPage.tsx';

/** The slot of `/verifiction`: its own issue replaces this with the real page. */
export function VerificationPage(props: PageProps) {
  return <UnderConstructionPage {...props} />;
}
