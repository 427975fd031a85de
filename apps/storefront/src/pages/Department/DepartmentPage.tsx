import type { PageProps } from '../../routes/pageModules.ts';
import { UnderConstructionPage } from '../UnderConstruction/UnderConstructionPage.tsx';

/** The slot of `/department/:menu_slug/:category_slug?`: its own issue replaces this with the real page. */
export function DepartmentPage(props: PageProps) {
  return <UnderConstructionPage {...props} />;
}
