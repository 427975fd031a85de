import type { PageProps } from '../../routes/pageModules.ts';
import { UnderConstructionPage } from '../UnderConstruction/UnderConstructionPage.tsx';

/** Placeholder until this page is built (issue 16). */
export function ChecklistPage(props: PageProps) {
  return <UnderConstructionPage {...props} />;
}
