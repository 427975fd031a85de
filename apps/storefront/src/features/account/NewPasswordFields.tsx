import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@showroom/api/client';
import { Field, PasswordInput } from '@showroom/ui';

export type NewPasswordField = 'password' | 'password_confirmation';

export interface NewPasswordFieldsProps {
  /** Prefix of the controls' ids (`<prefix>-password`, `<prefix>-password-confirmation`). */
  readonly idPrefix: string;
  readonly password: string;
  readonly confirmation: string;
  readonly errors: Partial<Record<NewPasswordField, string>>;
  readonly onChange: (field: NewPasswordField, value: string) => void;
  /** While sending: read-only rather than disabled, so the focused field keeps the focus. */
  readonly locked: boolean;
}

export const newPasswordControlId = (prefix: string, field: NewPasswordField) =>
  `${prefix}-${field.replace(/_/g, '-')}`;

/** A new password and its confirmation (§5, §9: at least 8 characters), each with show/hide. */
export function NewPasswordFields({
  idPrefix,
  password,
  confirmation,
  errors,
  onChange,
  locked,
}: NewPasswordFieldsProps) {
  const lock = { readOnly: locked, 'aria-disabled': locked || undefined };
  return (
    <>
      <Field
        label="New password"
        required
        id={newPasswordControlId(idPrefix, 'password')}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        error={errors.password}
      >
        <PasswordInput
          name="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          toggleLabel="Show new password"
          value={password}
          onChange={(event) => onChange('password', event.target.value)}
          {...lock}
        />
      </Field>
      <Field
        label="Confirm new password"
        required
        id={newPasswordControlId(idPrefix, 'password_confirmation')}
        error={errors.password_confirmation}
      >
        <PasswordInput
          name="password_confirmation"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          toggleLabel="Show password confirmation"
          value={confirmation}
          onChange={(event) => onChange('password_confirmation', event.target.value)}
          {...lock}
        />
      </Field>
    </>
  );
}
