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

// Only a Contractor's or Designer's account has a showroom: its code loads for them alone.
const MyShowroomSection = lazy(async () => ({
  default: (await import('../../features/myShowroom/MyShowroomSection.tsx')).MyShowroomSection,
}));
const showroomOwners: readonly string[] = ['Contractor', 'Designer'];

/** Says who is signed in, in words a person uses ('a Contractor account'). */
function accountLine(user: { email: string; type: string } | null): string {
  if (!user) return 'Your profile, your orders, your notifications and your password.';
  const kind = user.type === 'User' ? 'customer' : user.type;
  const article = /^[aeiou]/i.test(kind) ? 'an' : 'a';
  return `Signed in as ${user.email}, ${article} ${kind} account.`;
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
        {user && showroomOwners.includes(user.type) ? (
          <Suspense fallback={<SectionPlaceholder id="my-showroom-heading" title="Your showroom" />}>
            <MyShowroomSection />
          </Suspense>
        ) : null}
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
  return <SectionPlaceholder sectionId={ORDERS_SECTION_ID} id="orders-heading" title="Orders" />;
}

/** A lazily loaded section's frame and heading while its code loads. */
function SectionPlaceholder({ sectionId, id, title }: { sectionId?: string; id: string; title: string }) {
  return (
    <section id={sectionId} className={styles.section} aria-labelledby={id} aria-busy="true">
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
    </section>
  );
}
