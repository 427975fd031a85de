import type { PageProps } from '../../routes/pageModules.ts';
import { UnderConstructionPage } from '../UnderConstruction/UnderConstructionPage.tsx';

/** The slot of `/account`: its own issue replaces this with the real page. */
export function AccountPage(props: PageProps) {
  return <UnderConstructionPage {...props} />;
}
