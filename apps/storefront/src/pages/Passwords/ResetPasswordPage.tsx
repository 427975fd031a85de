import { PASSWORD_RESET_LIFETIME_MINUTES } from '@showroom/api/client';
import { Button, Field, StateMessage, TextInput } from '@showroom/ui';
import { FormSummary } from '../../features/forms/FormSummary.tsx';
import { useEffect, useRef, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { signInPath } from '../../features/account/accountLinks.ts';
import { AccountLayout } from '../../features/account/AccountLayout.tsx';
import { LiveStatus } from '../../features/account/LiveStatus.tsx';
import type { PageProps } from '../../routes/pageModules.ts';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import { useAppStore } from '../../services/ServicesContext.tsx';
import { RESET_EMAIL_ID, useResetRequest, type ResetLinkSent } from './useResetRequest.ts';
import * as styles from '../../features/account/account.css.ts';

/**
 * /reset_password (§2 "password reset request"): a link to set a new password is e-mailed.
 * The answer is the same whether or not the address has an account, so nobody can learn from
 * this page which addresses do. `?email=` fills the field (a link from an expired reset).
 */
export function ResetPasswordPage(_props: PageProps) {
  const [params] = useSearchParams();
  const signedInEmail = useAppStore('session', (state) => state.user?.email ?? null);
  const request = useResetRequest(params.get('email') ?? signedInEmail ?? '');
  const { sent } = request;

  return (
    <AccountLayout
      title="Forgot your password?"
      lead={
        sent !== null
          ? undefined
          : `Enter the e-mail address of your account and we will send you a link to choose a new password. The link works once, for ${PASSWORD_RESET_LIFETIME_MINUTES} minutes.`
      }
      aside={{
        title: 'Remembered it?',
        children: (
          <ul className={styles.links}>
            <li>
              <PrefetchLink className={styles.link} to={signInPath()}>
                Back to Sign In
              </PrefetchLink>
            </li>
            <li>
              No account yet?{' '}
              <PrefetchLink className={styles.link} to="/register">
                sign up for free as a homeowner
              </PrefetchLink>
            </li>
          </ul>
        ),
      }}
    >
      {sent !== null ? <LinkSent sent={sent} onAgain={request.again} /> : <RequestForm request={request} />}
    </AccountLayout>
  );
}

function RequestForm({ request }: { request: ReturnType<typeof useResetRequest> }) {
  const { sending } = request;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void request.submit();
  };
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={sending} aria-label="Request a reset link">
      <LiveStatus>
        <FormSummary
          failure={request.summary.failure}
          // One field: its own message says what to fix, no summary.
          invalidCount={0}
          announce={false}
          failureDescription="No e-mail was sent. Your address is kept; please try again."
        />
      </LiveStatus>
      <Field label="Email" required id={RESET_EMAIL_ID} error={request.errors.email}>
        <TextInput
          name="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          value={request.values?.email ?? ''}
          onChange={(event) => request.change('email', event.target.value)}
          readOnly={sending}
          aria-disabled={sending || undefined}
        />
      </Field>
      <div className={styles.actions}>
        <Button type="submit" size="lg" loading={sending}>
          {sending ? 'Sending the link…' : 'Send reset link'}
        </Button>
      </div>
    </form>
  );
}

function LinkSent({ sent, onAgain }: { sent: ResetLinkSent; onAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the focus was in is gone: the news gets it, so a screen reader reads it at once.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.form}>
      <StateMessage
        tone="info"
        icon="success"
        size="sm"
        announce={false}
        headingLevel={2}
        title={
          <span ref={heading} tabIndex={-1} className={`${styles.strong} ${styles.focusTarget}`}>
            Check your inbox
          </span>
        }
        description={sent.message}
      />
      <p className={styles.muted}>
        We sent it to <strong className={styles.strong}>{sent.email}</strong> if that address has an account. No e-mail
        after a few minutes? Check your spam folder. At most one link is sent a minute.
      </p>
      <div className={styles.actions}>
        <Button asChild>
          <PrefetchLink to={signInPath()}>Back to Sign In</PrefetchLink>
        </Button>
        <Button variant="outline" onClick={onAgain}>
          Send another link
        </Button>
      </div>
    </div>
  );
}
