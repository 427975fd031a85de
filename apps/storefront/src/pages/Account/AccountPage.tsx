import { AccountLinks } from '../../features/profile/AccountLinks.tsx';
import { ProfileSection } from '../../features/profile/ProfileSection.tsx';
import type { PageProps } from '../../routes/pageModules.ts';
import { useAppStore } from '../../services/ServicesContext.tsx';
import * as styles from '../../features/profile/Account.css.ts';

/** Says who is signed in, in words a person uses ('a Contractor account'). */
function accountLine(user: { email: string; type: string } | null): string {
  if (!user) return 'Your profile, your notifications and your password.';
  const kind = user.type === 'User' ? 'customer' : user.type;
  return `Signed in as ${user.email}, a ${kind} account.`;
}

/** /account (§2, auth required): the profile, viewable and editable, and the way to the rest of the account. */
export function AccountPage(_props: PageProps) {
  const user = useAppStore('session', (state) => state.user);
  return (
    <div className={styles.page}>
      <div className={styles.main}>
        <h1 className={styles.heading}>My Account</h1>
        <p className={styles.lead}>{accountLine(user)}</p>
        <ProfileSection />
      </div>
      <AccountLinks />
    </div>
  );
}
