import type { RegistrationErrors, RegistrationField, RegistrationForm, RegistrationEvent } from '@showroom/machines';
import { Field, TextInput } from '@showroom/ui';
import type { ReactNode } from 'react';
import { controlIdOf, fieldLabels } from './registrationSteps.ts';

/** What every step's fields need from the page. */
export interface StepProps {
  readonly form: RegistrationForm;
  readonly errors: RegistrationErrors;
  /** While the registration is sent: fields read-only (not disabled, which would drop the focus). */
  readonly busy: boolean;
  send(event: RegistrationEvent): void;
}

type TextField = {
  [K in RegistrationField]: RegistrationForm[K] extends string ? K : never;
}[RegistrationField];

export interface TextFieldProps extends StepProps {
  readonly name: TextField;
  readonly autoComplete: string;
  readonly required?: boolean;
  readonly type?: 'text' | 'email';
  readonly hint?: ReactNode;
  readonly maxLength?: number;
}

/** A labelled text field bound to one form field of the machine. */
export function RegisterTextField({
  name,
  autoComplete,
  required = false,
  type = 'text',
  hint,
  maxLength = 255,
  form,
  errors,
  busy,
  send,
}: TextFieldProps) {
  return (
    <Field label={fieldLabels[name]} required={required} id={controlIdOf(name)} error={errors[name]} hint={hint}>
      <TextInput
        name={name}
        type={type}
        autoComplete={autoComplete}
        maxLength={maxLength}
        value={form[name]}
        readOnly={busy}
        aria-disabled={busy || undefined}
        onChange={(event) => send({ type: 'FIELD.CHANGE', field: name, value: event.target.value })}
      />
    </Field>
  );
}
