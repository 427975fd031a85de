import type { PageProps } from '../../routes/pageModules.ts';
import { UnderConstructionPage } from '../UnderConstruction/UnderConstructionPage.tsx';

/** The slot of `/login`: its own issue replaces this with the real page. */
export function LoginPage(props: PageProps) {
  return <UnderConstructionPage {...props} />;
}
