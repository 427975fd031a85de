import type { PageProps } from '../../routes/pageModules.ts';
import { UnderConstructionPage } from '../UnderConstruction/UnderConstructionPage.tsx';

/** The slot of `/design-ai/welcome`: its own issue replaces this with the real page. */
export function DesignAiWelcomePage(props: PageProps) {
  return <UnderConstructionPage {...props} />;
}
