import { Button, Field, PasswordInput, StateMessage } from '@showroom/ui';
import type { FormEvent } from 'react';
import { invalidSummary } from '../../features/account/accountForms.ts';
import { AccountLayout } from '../../features/account/AccountLayout.tsx';
import { LiveStatus } from '../../features/account/LiveStatus.tsx';
import { NewPasswordFields } from '../../features/account/NewPasswordFields.tsx';
import type { PageProps } from '../../routes/pageModules.ts';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import { useAppStore } from '../../services/ServicesContext.tsx';
import { CHANGE_ID_PREFIX, controlIdOf, useChangePassword } from './useChangePassword.ts';
import * as styles from '../../features/account/account.css.ts';

/**
 * /change_password (§2, auth required; the guards send guests to Login): the current password
 * and a new one of at least 8 characters, twice. The other sessions of the account are signed
 * out; this one stays.
 */
export function ChangePasswordPage(_props: PageProps) {
  const email = useAppStore('session', (state) => state.user?.email ?? null);
  const { form, errors, status, change, submit } = useChangePassword();
  const saving = status.kind === 'saving';
  const invalidCount = Object.keys(errors).length;
  const lock = { readOnly: saving, 'aria-disabled': saving || undefined };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  return (
    <AccountLayout
      title="Change Password"
      lead="Choose a new password for your account. Every other device signed in to it will be signed out; you stay signed in here."
      aside={{
        title: 'Forgot your current password?',
        children: (
          <>
            <p className={styles.muted}>We can e-mail you a link to choose a new one instead.</p>
            <PrefetchLink
              className={styles.link}
              to={email ? `/reset_password?${new URLSearchParams({ email }).toString()}` : '/reset_password'}
            >
              Reset it by e-mail
            </PrefetchLink>
            <PrefetchLink className={styles.link} to="/account">
              Back to My Account
            </PrefetchLink>
          </>
        ),
      }}
    >
      <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={saving} aria-label="Change password">
        {/* The account's e-mail, for password managers to update the right entry. */}
        <input type="email" name="email" autoComplete="username" value={email ?? ''} readOnly hidden />
        <LiveStatus>
          {status.kind === 'changed' ? (
            <StateMessage
              tone="info"
              icon="success"
              size="sm"
              announce={false}
              title="Password changed"
              description={status.message}
            />
          ) : status.kind === 'failed' ? (
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
        <Field label="Current password" required id={controlIdOf('current_password')} error={errors.current_password}>
          <PasswordInput
            name="current_password"
            autoComplete="current-password"
            toggleLabel="Show current password"
            value={form.current_password}
            onChange={(event) => change('current_password', event.target.value)}
            {...lock}
          />
        </Field>
        <NewPasswordFields
          idPrefix={CHANGE_ID_PREFIX}
          password={form.password}
          confirmation={form.password_confirmation}
          errors={errors}
          onChange={change}
          locked={saving}
        />
        <div className={styles.actions}>
          <Button type="submit" size="lg" loading={saving}>
            {saving ? 'Changing your password…' : 'Change password'}
          </Button>
        </div>
      </form>
    </AccountLayout>
  );
}
