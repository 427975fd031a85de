import { Button } from '@showroom/ui';
import type { FormEvent, ReactNode } from 'react';
import type { FieldErrors } from '../forms/formErrors.ts';
import { FormSummary, type FormSummaryProps } from '../forms/FormSummary.tsx';
import { LiveStatus } from './LiveStatus.tsx';
import { NewPasswordFields, type NewPasswordField } from './NewPasswordFields.tsx';
import * as styles from './account.css.ts';

/** What the form needs of `useForm` for a new password and its confirmation. */
export interface NewPasswordFormModel {
  readonly values: { readonly password: string; readonly password_confirmation: string } | null;
  readonly errors: FieldErrors<NewPasswordField>;
  readonly sending: boolean;
  readonly summary: FormSummaryProps;
  change(field: NewPasswordField, value: string): void;
  submit(): Promise<boolean>;
}

export interface NewPasswordFormProps {
  readonly form: NewPasswordFormModel;
  /** The form's accessible name. */
  readonly label: string;
  readonly idPrefix: string;
  /** The account's e-mail, for password managers to save the new password under the right entry. */
  readonly email: string;
  /** Said first, above everything (whose account this is). */
  readonly lead?: ReactNode;
  /** Shown in the live region instead of the summary once the password is saved. */
  readonly success?: ReactNode;
  /** Fields before the new password (the current one). */
  readonly children?: ReactNode;
  readonly submitLabel: string;
  readonly sendingLabel: string;
}

/**
 * Change password and password reset (§2, §5): the summary or the news in a live region that is
 * always in the page, the new password twice, and the submit button; what is typed is kept
 * through every failure.
 */
export function NewPasswordForm({
  form,
  label,
  idPrefix,
  email,
  lead,
  success,
  children,
  submitLabel,
  sendingLabel,
}: NewPasswordFormProps) {
  const { sending } = form;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit();
  };
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={sending} aria-label={label}>
      {lead}
      <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
      <LiveStatus>
        {success ?? (
          <FormSummary
            {...form.summary}
            announce={false}
            failureDescription="Your password was not changed. What you typed is kept; please try again."
          />
        )}
      </LiveStatus>
      {children}
      <NewPasswordFields
        idPrefix={idPrefix}
        password={form.values?.password ?? ''}
        confirmation={form.values?.password_confirmation ?? ''}
        errors={form.errors}
        onChange={form.change}
        locked={sending}
      />
      <div className={styles.actions}>
        <Button type="submit" size="lg" loading={sending}>
          {sending ? sendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
