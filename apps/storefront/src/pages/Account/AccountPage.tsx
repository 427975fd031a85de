import { AccountLinks } from '../../features/profile/AccountLinks.tsx';
import { ProfileSection } from '../../features/profile/ProfileSection.tsx';
import { ORDERS_SECTION_ID } from '../../features/orders/ordersAnchor.ts';
import { lazy, Suspense } from 'react';
import type { PageProps } from '../../routes/pageModules.ts';
import { useAppStore } from '../../services/ServicesContext.tsx';
import * as styles from '../../features/profile/Account.css.ts';

// The orders (their table, filters and the status machine's dialog) load after the page: they
// weigh more than the rest of /account together (route budget 35 kB).
const OrdersSection = lazy(async () => ({
  default: (await import('../../features/orders/OrdersSection.tsx')).OrdersSection,
}));

/** Says who is signed in, in words a person uses ('a Contractor account'). */
function accountLine(user: { email: string; type: string } | null): string {
  if (!user) return 'Your profile, your orders, your notifications and your password.';
  const kind = user.type === 'User' ? 'customer' : user.type;
  return `Signed in as ${user.email}, a ${kind} account.`;
}

/**
 * /account (§2, auth required): the profile, viewable and editable, the orders of the account's
 * role, and the way to the rest of the account.
 */
export function AccountPage(_props: PageProps) {
  const user = useAppStore('session', (state) => state.user);
  return (
    <div className={styles.page}>
      <div className={styles.main}>
        <h1 className={styles.heading}>My Account</h1>
        <p className={styles.lead}>{accountLine(user)}</p>
        <ProfileSection />
        <Suspense fallback={<OrdersPlaceholder />}>
          <OrdersSection />
        </Suspense>
      </div>
      <AccountLinks />
    </div>
  );
}

/** Where the orders will be while their code loads: the section's frame and heading, so nothing jumps. */
function OrdersPlaceholder() {
  return (
    <section id={ORDERS_SECTION_ID} className={styles.section} aria-labelledby="orders-heading" aria-busy="true">
      <h2 id="orders-heading" className={styles.sectionTitle}>
        Orders
      </h2>
    </section>
  );
}
