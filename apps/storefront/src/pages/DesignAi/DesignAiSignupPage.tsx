import type { PageProps } from '../../routes/pageModules.ts';
import { UnderConstructionPage } from '../UnderConstruction/UnderConstructionPage.tsx';

/** The slot of `/design-ai/singup`: its own issue replaces this with the real page. */
export function DesignAiSignupPage(props: PageProps) {
  return <UnderConstructionPage {...props} />;
}
