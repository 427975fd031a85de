import { PASSWORD_RESET_LIFETIME_MINUTES } from '@showroom/api/client';
import { Button, StateMessage } from '@showroom/ui';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { signInPath } from '../../features/account/accountLinks.ts';
import { AccountLayout } from '../../features/account/AccountLayout.tsx';
import { LiveStatus } from '../../features/account/LiveStatus.tsx';
import { NewPasswordForm } from '../../features/account/NewPasswordForm.tsx';
import type { PageProps } from '../../routes/pageModules.ts';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import { RESET_ID_PREFIX, usePasswordReset, type TokenProblem } from './usePasswordReset.ts';
import * as styles from '../../features/account/account.css.ts';

/** /reset_password, with the address filled in when it is known. */
const newLinkPath = (email: string) =>
  email === '' ? '/reset_password' : `/reset_password?${new URLSearchParams({ email }).toString()}`;

/**
 * /password_reset?token=…&email=… (§2 reset page): the page a reset e-mail links to. A new
 * password, twice; an unknown, used or expired link says so and leads to a new one; success
 * signs the account out everywhere and goes to Login.
 */
export function PasswordResetPage(_props: PageProps) {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const email = params.get('email')?.trim() ?? '';

  return (
    <AccountLayout
      title="Choose a new password"
      aside={{
        title: 'About reset links',
        children: (
          <ul className={styles.links}>
            <li>A link works once, for {PASSWORD_RESET_LIFETIME_MINUTES} minutes. Asking for a new one is free.</li>
            <li>
              <PrefetchLink className={styles.link} to={newLinkPath(email)}>
                Request a new link
              </PrefetchLink>
            </li>
            <li>
              <PrefetchLink className={styles.link} to={signInPath()}>
                Back to Sign In
              </PrefetchLink>
            </li>
          </ul>
        ),
      }}
    >
      {token === '' || email === '' ? (
        <LinkProblem
          title="This link is incomplete"
          description="The reset link is missing its code or e-mail address. Open the link from the e-mail again, in full, or request a new one."
          email={email}
        />
      ) : (
        <ResetForm token={token} email={email} />
      )}
    </AccountLayout>
  );
}

const problemTitles: Record<TokenProblem['kind'], string> = {
  unknown: 'This link cannot be used',
  used: 'This link was already used',
  expired: 'This link has expired',
};

function LinkProblem({ title, description, email }: { title: string; description: string; email: string }) {
  const heading = useRef<HTMLSpanElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <StateMessage
      tone="error"
      size="sm"
      announce={false}
      title={
        <span ref={heading} tabIndex={-1} className={styles.focusTarget}>
          {title}
        </span>
      }
      description={description}
      action={
        <Button asChild>
          <PrefetchLink to={newLinkPath(email)}>Request a new link</PrefetchLink>
        </Button>
      }
    />
  );
}

function ResetForm({ token, email }: { token: string; email: string }) {
  const form = usePasswordReset({ token, email });

  if (form.linkProblem !== null) {
    return (
      <LiveStatus>
        <LinkProblem
          title={problemTitles[form.linkProblem.kind]}
          description={form.linkProblem.message}
          email={email}
        />
      </LiveStatus>
    );
  }

  return (
    <NewPasswordForm
      form={form}
      label="Choose a new password"
      idPrefix={RESET_ID_PREFIX}
      email={email}
      lead={
        <p className={styles.lead}>
          For the account <strong className={styles.strong}>{email}</strong>. Once it is saved, every device signed in
          to this account is signed out.
        </p>
      }
      submitLabel="Save new password"
      sendingLabel="Saving your new password…"
    />
  );
}
