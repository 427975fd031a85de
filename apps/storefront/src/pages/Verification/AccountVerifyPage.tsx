import { formatShopDate, isEmailVerified, type SessionUser } from '@showroom/machines';
import { Button, Spinner, StateMessage } from '@showroom/ui';
import { Navigate, useSearchParams } from 'react-router';
import { signInPath } from '../../features/account/accountLinks.ts';
import { AccountLayout } from '../../features/account/AccountLayout.tsx';
import type { PageProps } from '../../routes/pageModules.ts';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import { useAppStore } from '../../services/ServicesContext.tsx';
import * as styles from '../../features/account/account.css.ts';

const SIGN_IN_TO_VERIFY = signInPath('/verifiction');

/** Where a verification link in the query form goes: /verify/{token}, its redirect kept. */
export function verifyPathOf(params: URLSearchParams): string | null {
  const token = (params.get('token') ?? params.get('hash') ?? '').trim();
  if (token === '') return null;
  const redirect = params.get('redirect');
  const query = redirect === null ? '' : `?${new URLSearchParams({ redirect }).toString()}`;
  return `/verify/${encodeURIComponent(token)}${query}`;
}

/**
 * /account_verify (§2 lists it, "not shown: purpose"). Designed as the landing page of account
 * verification: a link in the query form (`?token=…`, or `?hash=…`) is handed to /verify/{token},
 * which verifies it, so there is one verification however the link is written; without one, it
 * says where the account stands: a guest learns how verification works and signs in to get a
 * link, a verified user sees so. (§4 sends a signed-in unverified user on to /verifiction.)
 */
export function AccountVerifyPage(_props: PageProps) {
  const [params] = useSearchParams();
  const user = useAppStore('session', (state) => state.user);
  const status = useAppStore('session', (state) => state.status);
  const verifyPath = verifyPathOf(params);

  if (verifyPath !== null) return <Navigate to={verifyPath} replace />;

  if (status === 'loading') {
    return (
      <AccountLayout title="Account Verification">
        <p className={styles.busy} role="status">
          <Spinner size="sm" label={null} />
          Checking your account…
        </p>
      </AccountLayout>
    );
  }

  if (user !== null && isEmailVerified(user as unknown as SessionUser)) {
    const since = formatShopDate(user.email_verified_at ?? null);
    return (
      <AccountLayout title="Your account is verified">
        <StateMessage
          tone="info"
          icon="success"
          size="sm"
          title={`${user.email} is verified${since ? ` since ${since}` : ''}.`}
          description="There is nothing more to do: your account is ready."
          action={
            <div className={styles.actions}>
              <Button asChild>
                <PrefetchLink to="/account">Go to My Account</PrefetchLink>
              </Button>
              <Button asChild variant="outline">
                <PrefetchLink to="/">Continue Shopping</PrefetchLink>
              </Button>
            </div>
          }
        />
      </AccountLayout>
    );
  }

  if (user !== null) {
    return (
      <AccountLayout title="Verify your e-mail address">
        <StateMessage
          tone="info"
          size="sm"
          title={`${user.email} is not verified yet.`}
          description="Open the link we e-mailed you, or ask for a new one."
          action={
            <Button asChild>
              <PrefetchLink to="/verifiction">Verify my address</PrefetchLink>
            </Button>
          }
        />
      </AccountLayout>
    );
  }

  return (
    <AccountLayout
      title="Account Verification"
      lead="When you sign up, we e-mail you a link to confirm your address. Opening it verifies your account."
      aside={{
        title: 'New here?',
        children: (
          <PrefetchLink className={styles.link} to="/register">
            sign up for free as a homeowner
          </PrefetchLink>
        ),
      }}
    >
      <ol className={styles.steps}>
        <li>Open the e-mail titled “Verify your e-mail address”. Check your spam folder too.</li>
        <li>Follow the link in it: your address is confirmed at once.</li>
        <li>No e-mail, or the link has expired? Sign in and we will offer to send a new one.</li>
      </ol>
      <div className={styles.actions}>
        <Button asChild>
          <PrefetchLink to={SIGN_IN_TO_VERIFY}>Sign in to verify</PrefetchLink>
        </Button>
        <Button asChild variant="outline">
          <PrefetchLink to="/">Continue Shopping</PrefetchLink>
        </Button>
      </div>
    </AccountLayout>
  );
}
