import { Button, Spinner, StateMessage } from '@showroom/ui';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { failureMessage } from '../../features/account/accountForms.ts';
import { signInPath } from '../../features/account/accountLinks.ts';
import { AccountLayout } from '../../features/account/AccountLayout.tsx';
import { LiveStatus } from '../../features/account/LiveStatus.tsx';
import type { PageProps } from '../../routes/pageModules.ts';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import { useAppStore, useServices } from '../../services/ServicesContext.tsx';
import { verifyEmailToken } from '../../services/verificationService.ts';
import { useGoOn } from './useVerificationCheck.ts';
import * as styles from '../../features/account/account.css.ts';

type VerifyStatus =
  | { readonly kind: 'verifying' }
  /** A guest verified: signed-in people go on at once. */
  | { readonly kind: 'verified'; readonly message: string }
  /** The server knows no such open link (404): used, expired or mistyped. */
  | { readonly kind: 'refused'; readonly message: string }
  /** No answer, or a server failure: the link may well be fine. */
  | { readonly kind: 'failed'; readonly message: string };

/** Login, then §4 sends an unverified user to /verifiction, where a new link can be sent. */
const SIGN_IN_FOR_NEW_LINK = signInPath('/verifiction');

/**
 * /verify/{hash} (§2): the page the verification e-mail links to. It confirms the address
 * (`GET /api/email/verify/{token}`), reads the signed-in user again so the header and §4's
 * check see it verified, and goes on to the redirect query or home. A link that cannot be used
 * says so and leads to a new one.
 */
export function VerifyEmailPage(_props: PageProps) {
  const { hash = '' } = useParams();
  const services = useServices();
  const signedIn = useAppStore('session', (state) => state.token !== '');
  const { target, goOn } = useGoOn();
  const [status, setStatus] = useState<VerifyStatus>({ kind: 'verifying' });
  const [attempt, setAttempt] = useState(0);
  // A link works once: React's development double effect must not spend it twice.
  const started = useRef<string | null>(null);

  useEffect(() => {
    const key = `${hash}#${attempt}`;
    if (started.current === key) return;
    started.current = key;
    setStatus({ kind: 'verifying' });
    verifyEmailToken(services, hash).then(
      ({ message, user }) => {
        if (user) {
          services.notify('success', message);
          goOn();
        } else {
          setStatus({ kind: 'verified', message });
        }
      },
      (error: unknown) => {
        const status = (error as { status?: unknown }).status;
        setStatus({ kind: status === 404 ? 'refused' : 'failed', message: failureMessage(error) });
      },
    );
  }, [services, hash, attempt, goOn]);

  return (
    <AccountLayout title={titles[status.kind]}>
      <LiveStatus>
        {status.kind === 'verifying' ? (
          <p className={styles.busy}>
            <Spinner size="sm" label={null} />
            Confirming your e-mail address…
          </p>
        ) : status.kind === 'verified' ? (
          <StateMessage
            tone="info"
            icon="success"
            size="sm"
            announce={false}
            title={status.message}
            description="Sign in to shop, save your projects and follow your orders."
            action={
              <div className={styles.actions}>
                <Button asChild>
                  <PrefetchLink to={signInPath(target)}>Sign In</PrefetchLink>
                </Button>
                <Button asChild variant="outline">
                  <PrefetchLink to="/">Continue Shopping</PrefetchLink>
                </Button>
              </div>
            }
          />
        ) : status.kind === 'refused' ? (
          <StateMessage
            tone="error"
            size="sm"
            announce={false}
            title={status.message}
            description={
              signedIn
                ? 'Each link works once and for a limited time. Ask for a new one: it goes to the address of your account.'
                : 'Each link works once and for a limited time. Sign in and we will offer to send you a new one.'
            }
            action={
              <Button asChild>
                <PrefetchLink to={signedIn ? '/verifiction' : SIGN_IN_FOR_NEW_LINK}>
                  {signedIn ? 'Send me a new link' : 'Sign in to get a new link'}
                </PrefetchLink>
              </Button>
            }
          />
        ) : (
          <StateMessage
            tone="error"
            size="sm"
            announce={false}
            title={status.message}
            description="Your address could not be confirmed just now. The link may still be good: please try again."
            action={<Button onClick={() => setAttempt((count) => count + 1)}>Try again</Button>}
          />
        )}
      </LiveStatus>
    </AccountLayout>
  );
}

const titles: Record<VerifyStatus['kind'], string> = {
  verifying: 'Verifying your e-mail address',
  verified: 'Your e-mail address is verified',
  refused: 'This verification link cannot be used',
  failed: 'The link could not be checked',
};
