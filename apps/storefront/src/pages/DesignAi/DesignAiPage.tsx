import type { PageProps } from '../../routes/pageModules.ts';
import { UnderConstructionPage } from '../UnderConstruction/UnderConstructionPage.tsx';

/** The slot of `/design-ai`: its own issue replaces this with the real page. */
export function DesignAiPage(props: PageProps) {
  return <UnderConstructionPage {...props} />;
}
