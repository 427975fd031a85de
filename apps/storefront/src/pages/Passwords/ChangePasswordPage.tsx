import { Field, PasswordInput, StateMessage } from '@showroom/ui';
import { AccountLayout } from '../../features/account/AccountLayout.tsx';
import { NewPasswordForm } from '../../features/account/NewPasswordForm.tsx';
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
  const form = useChangePassword();

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
      <NewPasswordForm
        form={form}
        label="Change password"
        idPrefix={CHANGE_ID_PREFIX}
        email={email ?? ''}
        success={
          form.changed !== null ? (
            <StateMessage
              tone="info"
              icon="success"
              size="sm"
              announce={false}
              title="Password changed"
              description={form.changed}
            />
          ) : undefined
        }
        submitLabel="Change password"
        sendingLabel="Changing your password…"
      >
        <Field
          label="Current password"
          required
          id={controlIdOf('current_password')}
          error={form.errors.current_password}
        >
          <PasswordInput
            name="current_password"
            autoComplete="current-password"
            toggleLabel="Show current password"
            value={form.values?.current_password ?? ''}
            onChange={(event) => form.change('current_password', event.target.value)}
            readOnly={form.sending}
            aria-disabled={form.sending || undefined}
          />
        </Field>
      </NewPasswordForm>
    </AccountLayout>
  );
}
