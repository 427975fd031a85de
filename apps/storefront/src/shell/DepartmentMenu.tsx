import type { HeaderMenu } from '@showroom/api';
import {
  Button,
  DisclosureMenu,
  DisclosureMenuLink,
  DisclosureMenuList,
  DisclosureMenuSection,
  DisclosureNav,
  Skeleton,
  StateMessage,
} from '@showroom/ui';
import { showroomPathOf } from '../features/myShowroom/showroomLink.ts';
import { PrefetchLink } from '../routes/PrefetchLink.tsx';
import { useAppStore, useServices } from '../services/ServicesContext.tsx';
import * as styles from './Header.css.ts';
import { categoryHref, departmentHref } from './menuLinks.ts';
import { useMenus, type MenuView } from './useMenus.ts';

/** §2 departments → categories → child categories, as disclosure menus (desktop, above 1199 px). */
export function DepartmentMenu() {
  const view = useMenus();
  return <DepartmentMenuView view={view} />;
}

export function DepartmentMenuView({ view }: { view: MenuView }) {
  const { overlays } = useServices();
  const open = useAppStore('overlays', (state) => state.open);
  switch (view.kind) {
    case 'noShowroom':
      return <ShowroomInvitation />;
    case 'loading':
      return (
        <div className={styles.menuSkeleton} aria-busy="true">
          <Skeleton variant="text" width="5rem" />
          <Skeleton variant="text" width="4rem" />
          <Skeleton variant="text" width="5.5rem" />
          <Skeleton variant="text" width="4.5rem" />
          <span className={styles.invitation}>Loading departments…</span>
        </div>
      );
    case 'error':
      return (
        <StateMessage
          tone="error"
          size="sm"
          title="The departments could not be loaded."
          action={
            <Button size="sm" variant="outline" onClick={view.retry}>
              Try again
            </Button>
          }
        />
      );
    case 'empty':
      return <span className={styles.invitation}>This showroom has no departments yet.</span>;
    case 'ready':
      return (
        <DisclosureNav aria-label="Departments">
          {view.menus.map((menu) => (
            <DisclosureMenu
              key={menu.id}
              trigger={menu.name}
              panelWidth="wide"
              open={open === `department:${menu.id}`}
              onOpenChange={(next) => overlays.getState().setOpen(`department:${menu.id}`, next)}
            >
              <DepartmentPanel menu={menu} />
            </DisclosureMenu>
          ))}
        </DisclosureNav>
      );
  }
}

function DepartmentPanel({ menu }: { menu: HeaderMenu }) {
  return (
    <>
      {menu.categories.map((category) => (
        <DisclosureMenuSection
          key={category.id}
          title={<PrefetchLink to={categoryHref(menu, category)}>{category.name}</PrefetchLink>}
        >
          {category.children.length > 0 && (
            <DisclosureMenuList>
              {category.children.map((child) => (
                <DisclosureMenuLink key={child.id} asChild>
                  <PrefetchLink to={categoryHref(menu, child)}>{child.name}</PrefetchLink>
                </DisclosureMenuLink>
              ))}
            </DisclosureMenuList>
          )}
        </DisclosureMenuSection>
      ))}
      <DisclosureMenuList className={styles.shopAll}>
        <DisclosureMenuLink asChild className={styles.shopAllLink}>
          <PrefetchLink to={departmentHref(menu)}>Shop All {menu.name}</PrefetchLink>
        </DisclosureMenuLink>
      </DisclosureMenuList>
    </>
  );
}

/**
 * §8: without a showroom no menu is requested; a guest is invited to enter a Showroom ID, and a
 * contractor or designer is shown their own, with the way into it.
 */
export function ShowroomInvitation() {
  const own = useAppStore('session', (state) => state.user?.shop_profile?.vsd_id ?? null);
  if (own)
    return (
      <p className={styles.invitation}>
        Your showroom: {own}.{' '}
        <PrefetchLink className={styles.invitationLink} to={showroomPathOf(own)}>
          Open it
        </PrefetchLink>
      </p>
    );
  return (
    <p className={styles.invitation}>
      Shopping starts in a showroom.{' '}
      <PrefetchLink className={styles.invitationLink} to="/">
        Enter a Showroom ID
      </PrefetchLink>
    </p>
  );
}
