// Until this page lands (issue 13), its route shows Under construction.
import { UnderConstructionPage } from '../UnderConstruction/UnderConstructionPage.tsx';
import type { PageProps } from '../../routes/pageModules.ts';

export function FaqPage(props: PageProps) {
  return <UnderConstructionPage {...props} />;
}
