import type { PageProps } from '../../routes/pageModules.ts';
import { UnderConstructionPage } from '../UnderConstruction/UnderConstructionPage.tsx';

/** The slot of `/register`: its own issue replaces this with the real page. */
export function RegisterPage(props: PageProps) {
  return <UnderConstructionPage {...props} />;
}
