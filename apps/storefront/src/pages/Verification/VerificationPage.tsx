import { isEmailVerified, type SessionUser } from '@showroom/machines';
import { Button, Spinner, StateMessage } from '@showroom/ui';
import { signInPath } from '../../features/account/accountLinks.ts';
import { AccountLayout } from '../../features/account/AccountLayout.tsx';
import { LiveStatus } from '../../features/account/LiveStatus.tsx';
import { useEmailResend } from '../../features/account/useEmailResend.ts';
import type { PageProps } from '../../routes/pageModules.ts';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import { useAppStore, useServices } from '../../services/ServicesContext.tsx';
import { NOT_VERIFIED_YET, useGoOn, useVerificationCheck } from './useVerificationCheck.ts';
import * as styles from '../../features/account/account.css.ts';

const TITLE = 'Verify your e-mail address';

/**
 * /verifiction (§2, auth required; spelling as the spec's): where §4 sends a signed-in user
 * whose e-mail is not verified. It says where the link went, resends it (one e-mail a minute,
 * with a visible countdown) and goes on once the address is verified.
 */
export function VerificationPage(_props: PageProps) {
  const user = useAppStore('session', (state) => state.user);
  const status = useAppStore('session', (state) => state.status);

  if (status === 'signedOut') {
    // The stored session was refused while on this page (§4 removed the token): sign in again.
    return (
      <AccountLayout title={TITLE}>
        <StateMessage
          tone="info"
          size="sm"
          title="You are signed out."
          description="Sign in to see where your verification stands, or to get a new link."
          action={
            <Button asChild>
              <PrefetchLink to={signInPath('/verifiction')}>Sign In</PrefetchLink>
            </Button>
          }
        />
      </AccountLayout>
    );
  }
  if (status === 'loading' || user === null) {
    return (
      <AccountLayout title={TITLE}>
        <p className={styles.busy} role="status">
          <Spinner size="sm" label={null} />
          Checking your account…
        </p>
      </AccountLayout>
    );
  }
  if (isEmailVerified(user as unknown as SessionUser)) return <AlreadyVerified email={user.email} />;
  return <Unverified email={user.email} />;
}

/** The session machine takes a verified user on (§4); this shows for the moment it takes. */
function AlreadyVerified({ email }: { email: string }) {
  const { target } = useGoOn();
  return (
    <AccountLayout title="Your e-mail address is verified">
      <StateMessage
        tone="info"
        icon="success"
        size="sm"
        title={`${email} is verified.`}
        description="Taking you on…"
        action={
          <Button asChild>
            <PrefetchLink to={target}>Continue</PrefetchLink>
          </Button>
        }
      />
    </AccountLayout>
  );
}

function Unverified({ email }: { email: string }) {
  const services = useServices();
  const { check, recheck } = useVerificationCheck();
  return (
    <AccountLayout
      title={TITLE}
      lead={
        <>
          We sent a verification link to <strong className={styles.strong}>{email}</strong>. Open it to confirm your
          address and finish setting up your account.
        </>
      }
      aside={{
        title: 'Not your address?',
        children: (
          <>
            <p className={styles.muted}>
              You are signed in as <strong className={styles.strong}>{email}</strong>. To use another account, log out
              and sign in again.
            </p>
            <div className={styles.actions}>
              <Button variant="outline" onClick={() => services.sendSession({ type: 'LOGOUT' })}>
                Log Out
              </Button>
            </div>
            <PrefetchLink className={styles.link} to="/contact">
              Contact us about your address
            </PrefetchLink>
          </>
        ),
      }}
    >
      <ol className={styles.steps}>
        <li>Open the e-mail titled “Verify your e-mail address”. Check your spam folder too.</li>
        <li>Follow the link in it. It brings you back here, signed in and verified.</li>
      </ol>
      <ResendPanel />
      <div className={styles.form}>
        <LiveStatus>
          {check.kind === 'notYet' ? (
            <StateMessage tone="info" size="sm" announce={false} title={NOT_VERIFIED_YET} />
          ) : check.kind === 'failed' ? (
            <StateMessage tone="error" size="sm" announce={false} title={check.message} />
          ) : null}
        </LiveStatus>
        <div className={styles.actions}>
          <Button variant="ghost" loading={check.kind === 'checking'} onClick={recheck}>
            I have verified my address
          </Button>
        </div>
      </div>
    </AccountLayout>
  );
}

/** Resend, driven by the emailResend machine: sending, the countdown, the answer. */
function ResendPanel() {
  const { state, context, resend } = useEmailResend();
  const waiting = state === 'coolingDown';
  return (
    <div className={styles.form}>
      <LiveStatus>
        {state === 'failed' && context?.errorMessage ? (
          <StateMessage
            tone="error"
            size="sm"
            announce={false}
            title={context.errorMessage}
            description="No e-mail was sent."
          />
        ) : waiting && context?.errorMessage ? (
          <StateMessage tone="info" size="sm" announce={false} title={context.errorMessage} />
        ) : context?.sentMessage ? (
          <StateMessage
            tone="info"
            icon="success"
            size="sm"
            announce={false}
            title={context.sentMessage}
            description="It can take a minute to arrive. Check your spam folder too."
          />
        ) : null}
      </LiveStatus>
      <div className={styles.actions}>
        <Button
          className={styles.waiting}
          loading={state === 'sending' || state === null}
          aria-disabled={waiting || undefined}
          aria-describedby={waiting ? 'resend-countdown' : undefined}
          onClick={resend}
        >
          {state === 'sending' ? 'Sending…' : 'Resend verification e-mail'}
        </Button>
      </div>
      {waiting && context ? (
        // A timer is not a live region: the seconds are shown, not read out every second.
        <p id="resend-countdown" className={styles.countdown} role="timer">
          You can ask for another e-mail in <span className={styles.seconds}>{context.secondsLeft}</span> second
          {context.secondsLeft === 1 ? '' : 's'}.
        </p>
      ) : null}
    </div>
  );
}
