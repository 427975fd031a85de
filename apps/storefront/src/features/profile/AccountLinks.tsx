import { CountBadge } from '@showroom/ui';
import { useLocation } from 'react-router';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import { useAppStore } from '../../services/ServicesContext.tsx';
import { ORDERS_SECTION_PATH, ordersLead } from '../orders/ordersAnchor.ts';
import * as styles from './Account.css.ts';

/** Roles paid out their profits (§9): the pros but Admin. */
export const payoutTypes: readonly string[] = ['Vendor', 'Contractor', 'Designer'];

interface AccountLink {
  readonly to: string;
  readonly label: string;
  readonly hint: string;
}

function linksFor(type: string | null): AccountLink[] {
  const links: AccountLink[] = [
    { to: '/account', label: 'My Account', hint: 'Your name, phone and shipping address.' },
    { to: '/notification', label: 'Notifications', hint: 'Order updates and messages.' },
    { to: '/change_password', label: 'Change Password', hint: 'Set a new password for this account.' },
  ];
  // Every role has an Orders section on /account (a customer's own orders, a pro's to manage).
  if (type !== null) {
    links.push({ to: ORDERS_SECTION_PATH, label: 'Orders', hint: ordersLead(type) });
  }
  if (type !== null && payoutTypes.includes(type)) {
    links.push({ to: '/payout_setup', label: 'Payout Settings', hint: 'The bank account your profits are paid to.' });
  }
  return links;
}

/** The account area's own menu, beside each of its pages (a pro also gets payouts). */
export function AccountLinks() {
  const type = useAppStore('session', (state) => state.user?.type ?? null);
  const pending = useAppStore('notifications', (state) => state.pending);
  const { pathname } = useLocation();
  return (
    <nav className={styles.aside} aria-labelledby="account-links-heading">
      <h2 id="account-links-heading" className={styles.asideTitle}>
        Your account
      </h2>
      <ul className={styles.navList}>
        {linksFor(type).map((link) => (
          <li key={link.to}>
            <PrefetchLink
              className={styles.navLink}
              to={link.to}
              aria-current={pathname === link.to ? 'page' : undefined}
            >
              <span>
                {link.label}
                <span className={styles.navHint}>{link.hint}</span>
              </span>
              {link.to === '/notification' && pending !== null && pending > 0 ? (
                <CountBadge count={pending} label={(count) => `${count} unread`} />
              ) : null}
            </PrefetchLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
