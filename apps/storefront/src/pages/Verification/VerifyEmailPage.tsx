import type { PageProps } from '../../routes/pageModules.ts';
import { UnderConstructionPage } from '../UnderConstruction/UnderConstructionPage.tsx';

/** The slot of `/verify/:hash`: its own issue replaces this with the real page. */
export function VerifyEmailPage(props: PageProps) {
  return <UnderConstructionPage {...props} />;
}
