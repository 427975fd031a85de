import type { PageProps } from '../../routes/pageModules.ts';
import { UnderConstructionPage } from '../UnderConstruction/UnderConstructionPage.tsx';

/** The slot of `/change_password`: its own issue replaces this with the real page. */
export function ChangePasswordPage(props: PageProps) {
  return <UnderConstructionPage {...props} />;
}
