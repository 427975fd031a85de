import { TopProgressBar } from '@showroom/ui';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useAppStore, useServices } from '../services/ServicesContext.tsx';
import { DepartmentMenuView, ShowroomInvitation } from './DepartmentMenu.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import * as styles from './Shell.css.ts';
import { ToasterHost } from './ToasterHost.tsx';
import { useMenus } from './useMenus.ts';

/** §2: every route is a child of this Home shell (new layout: progress bar, header, content, footer). */
export function Shell() {
  const { progress } = useServices();
  const noShowroom = useAppStore('catalog', (state) => state.menusFor === null);
  const menus = useMenus();
  return (
    <div className={styles.shell}>
      <RouterAttach />
      <div className={styles.progress}>
        <TopProgressBar store={progress} />
      </div>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <Header />
      {noShowroom && (
        <div className={styles.invitationBar}>
          <ShowroomInvitation />
        </div>
      )}
      {/* On a phone the departments live in the drawer, which needs menus: a failed load says so here, with its retry. */}
      {menus.kind === 'error' && (
        <div className={styles.invitationBar}>
          <DepartmentMenuView view={menus} />
        </div>
      )}
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Footer />
      <ToasterHost />
    </div>
  );
}

/** Lets the machines and the API client navigate (react-router's navigate only exists in here). */
function RouterAttach() {
  const { router } = useServices();
  const navigate = useNavigate();
  const location = useLocation();
  const current = `${location.pathname}${location.search}`;
  useEffect(
    () =>
      router.attach(
        (to, options) => void navigate(to, options),
        () => current,
      ),
    [router, navigate, current],
  );
  return null;
}
