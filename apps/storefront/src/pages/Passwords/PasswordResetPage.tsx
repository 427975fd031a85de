import type { PageProps } from '../../routes/pageModules.ts';
import { UnderConstructionPage } from '../UnderConstruction/UnderConstructionPage.tsx';

/** The slot of `/password_reset`: its own issue replaces this with the real page. */
export function PasswordResetPage(props: PageProps) {
  return <UnderConstructionPage {...props} />;
}
