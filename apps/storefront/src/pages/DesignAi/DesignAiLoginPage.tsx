import type { PageProps } from '../../routes/pageModules.ts';
import { UnderConstructionPage } from '../UnderConstruction/UnderConstructionPage.tsx';

/** The slot of `/design-ai/login`: its own issue replaces this with the real page. */
export function DesignAiLoginPage(props: PageProps) {
  return <UnderConstructionPage {...props} />;
}
