import { CountBadge, DisclosureMenu, DisclosureMenuLink, DisclosureMenuList, Icon, Skeleton } from '@showroom/ui';
import { PrefetchLink } from '../routes/PrefetchLink.tsx';
import { useAppStore, useServices } from '../services/ServicesContext.tsx';
import * as styles from './Header.css.ts';

/**
 * §2: the signed-in dropdown (Notifications with the pending count, My Account, Log Out) or the
 * guest one; a customer also finds their projects here (designed: §2 shows no way to /projects).
 */
export function AccountMenu() {
  const { overlays, sendSession } = useServices();
  const status = useAppStore('session', (state) => state.status);
  const pending = useAppStore('notifications', (state) => state.pending);
  const customer = useAppStore('session', (state) => state.user?.type === 'User');
  const open = useAppStore('overlays', (state) => state.open === 'accountMenu');
  const setOpen = (next: boolean) => overlays.getState().setOpen('accountMenu', next);

  if (status === 'loading') return <Skeleton variant="circle" width="2rem" height="2rem" />;

  const signedIn = status === 'signedIn';
  return (
    <DisclosureMenu
      trigger={
        <>
          <Icon name="user" size="sm" />
          <span className={styles.showroomLabel}>{signedIn ? 'Account' : 'Sign in'}</span>
        </>
      }
      triggerProps={{ 'aria-label': signedIn ? 'Account menu' : 'Sign in or sign up' }}
      align="end"
      open={open}
      onOpenChange={setOpen}
    >
      {signedIn ? (
        <DisclosureMenuList className={styles.menuList}>
          <DisclosureMenuLink asChild>
            <PrefetchLink to="/notification">
              Notifications
              {pending !== null && <CountBadge count={pending} showZero label={(count) => `${count} pending`} />}
            </PrefetchLink>
          </DisclosureMenuLink>
          <DisclosureMenuLink asChild>
            <PrefetchLink to="/account">My Account</PrefetchLink>
          </DisclosureMenuLink>
          {customer ? (
            <DisclosureMenuLink asChild>
              <PrefetchLink to="/projects">My Projects</PrefetchLink>
            </DisclosureMenuLink>
          ) : null}
          <DisclosureMenuLink asChild>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                sendSession({ type: 'LOGOUT' });
              }}
            >
              Log Out
            </button>
          </DisclosureMenuLink>
        </DisclosureMenuList>
      ) : (
        <DisclosureMenuList className={styles.menuList}>
          <DisclosureMenuLink asChild>
            <PrefetchLink to="/register">Sign Up Free</PrefetchLink>
          </DisclosureMenuLink>
          <DisclosureMenuLink asChild>
            <PrefetchLink to="/login">Login</PrefetchLink>
          </DisclosureMenuLink>
        </DisclosureMenuList>
      )}
    </DisclosureMenu>
  );
}
