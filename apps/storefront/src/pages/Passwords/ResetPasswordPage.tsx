import type { PageProps } from '../../routes/pageModules.ts';
import { UnderConstructionPage } from '../UnderConstruction/UnderConstructionPage.tsx';

/** The slot of `/reset_password`: its own issue replaces this with the real page. */
export function ResetPasswordPage(props: PageProps) {
  return <UnderConstructionPage {...props} />;
}
