import { CountBadge, DisclosureMenu, Icon, Skeleton } from '@showroom/ui';
import { PrefetchLink } from '../routes/PrefetchLink.tsx';
import { useAppStore, useServices } from '../services/ServicesContext.tsx';
import * as styles from './Header.css.ts';

/** §2: the signed-in dropdown (Notifications with the pending count, My Account, Log Out) or the guest one. */
export function AccountMenu() {
  const { overlays, sendSession } = useServices();
  const status = useAppStore('session', (state) => state.status);
  const pending = useAppStore('notifications', (state) => state.pending);
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
        <ul className={styles.menuList}>
          <li>
            <PrefetchLink className={styles.menuLink} to="/notification">
              Notifications
              {pending !== null && <CountBadge count={pending} showZero label={(count) => `${count} pending`} />}
            </PrefetchLink>
          </li>
          <li>
            <PrefetchLink className={styles.menuLink} to="/account">
              My Account
            </PrefetchLink>
          </li>
          <li>
            <button
              type="button"
              className={styles.menuLink}
              onClick={() => {
                setOpen(false);
                sendSession({ type: 'LOGOUT' });
              }}
            >
              Log Out
            </button>
          </li>
        </ul>
      ) : (
        <ul className={styles.menuList}>
          <li>
            <PrefetchLink className={styles.menuLink} to="/register">
              Sign Up Free
            </PrefetchLink>
          </li>
          <li>
            <PrefetchLink className={styles.menuLink} to="/login">
              Login
            </PrefetchLink>
          </li>
        </ul>
      )}
    </DisclosureMenu>
  );
}
