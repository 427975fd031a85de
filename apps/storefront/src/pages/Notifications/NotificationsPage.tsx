import type { PageProps } from '../../routes/pageModules.ts';
import { UnderConstructionPage } from '../UnderConstruction/UnderConstructionPage.tsx';

/** The slot of `/notification`: its own issue replaces this with the real page. */
export function NotificationsPage(props: PageProps) {
  return <UnderConstructionPage {...props} />;
}
