import { PASSWORD_RESET_LIFETIME_MINUTES } from '@showroom/api/client';
import { Button, StateMessage } from '@showroom/ui';
import { useEffect, useRef, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { invalidSummary } from '../../features/account/accountForms.ts';
import { signInPath } from '../../features/account/accountLinks.ts';
import { AccountLayout } from '../../features/account/AccountLayout.tsx';
import { LiveStatus } from '../../features/account/LiveStatus.tsx';
import { NewPasswordFields } from '../../features/account/NewPasswordFields.tsx';
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
  const { form, errors, status, change, submit } = usePasswordReset({ token, email });
  const saving = status.kind === 'saving';
  const invalidCount = Object.keys(errors).length;

  if (status.kind === 'linkRefused') {
    return (
      <LiveStatus>
        <LinkProblem title={problemTitles[status.problem.kind]} description={status.problem.message} email={email} />
      </LiveStatus>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={saving} aria-label="Choose a new password">
      <p className={styles.lead}>
        For the account <strong className={styles.strong}>{email}</strong>. Once it is saved, every device signed in to
        this account is signed out.
      </p>
      {/* The address the link is for, for password managers to save the new password under. */}
      <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
      <LiveStatus>
        {status.kind === 'failed' ? (
          <StateMessage
            tone="error"
            size="sm"
            announce={false}
            title={status.message}
            description="Your password was not changed. What you typed is kept; please try again."
          />
        ) : invalidCount > 0 ? (
          <StateMessage
            tone="error"
            size="sm"
            announce={false}
            title={invalidSummary(invalidCount)}
            description={status.kind === 'editing' && status.other?.length ? status.other.join(' ') : undefined}
          />
        ) : null}
      </LiveStatus>
      <NewPasswordFields
        idPrefix={RESET_ID_PREFIX}
        password={form.password}
        confirmation={form.password_confirmation}
        errors={errors}
        onChange={change}
        locked={saving}
      />
      <div className={styles.actions}>
        <Button type="submit" size="lg" loading={saving}>
          {saving ? 'Saving your new password…' : 'Save new password'}
        </Button>
      </div>
    </form>
  );
}
