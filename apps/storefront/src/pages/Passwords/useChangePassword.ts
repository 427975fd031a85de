import { passwordMessages, validateNewPassword } from '@showroom/api/client';
import { useState } from 'react';
import { failureMessage } from '../../features/account/accountForms.ts';
import { newPasswordControlId, type NewPasswordField } from '../../features/account/NewPasswordFields.tsx';
import type { FieldErrors } from '../../features/forms/formErrors.ts';
import { useForm } from '../../features/forms/useForm.ts';
import { useServices } from '../../services/ServicesContext.tsx';
import { changePassword } from '../../services/passwordService.ts';

export type ChangePasswordField = 'current_password' | NewPasswordField;
export const CHANGE_ID_PREFIX = 'change-password';
const fields: readonly ChangePasswordField[] = ['current_password', 'password', 'password_confirmation'];

export const controlIdOf = (field: ChangePasswordField) =>
  field === 'current_password' ? `${CHANGE_ID_PREFIX}-current-password` : newPasswordControlId(CHANGE_ID_PREFIX, field);

const emptyForm = { current_password: '', password: '', password_confirmation: '' };
type ChangePasswordForm = typeof emptyForm;

/** The rules the server applies, in the order of the form: current one given, new one valid and different. */
export function validateChangePassword(form: ChangePasswordForm): FieldErrors<ChangePasswordField> {
  const errors: FieldErrors<ChangePasswordField> = { ...validateNewPassword(form) };
  if (form.current_password === '') errors.current_password = passwordMessages.currentPasswordRequired;
  else if (errors.password === undefined && form.password === form.current_password) {
    errors.password = passwordMessages.sameAsCurrent;
  }
  return errors;
}

/**
 * /change_password's form: what is typed is kept through every failure; the server's field
 * messages (a wrong current password) go under their fields until changed; a success empties
 * the form (passwords do not linger on screen) and says so until the next change.
 */
export function useChangePassword() {
  const services = useServices();
  const [changed, setChanged] = useState<string | null>(null);
  const form = useForm<ChangePasswordForm, ChangePasswordField, string>({
    initial: emptyForm,
    fields,
    controlId: controlIdOf,
    validate: validateChangePassword,
    send: (typed) => changePassword(services, typed),
    sent: (message) => {
      setChanged(message);
      services.notify('success', message);
      return emptyForm;
    },
    failure: failureMessage,
  });

  return {
    ...form,
    /** The server's news once the password is changed, until the next change or submit. */
    changed,
    change: <Field extends ChangePasswordField>(field: Field, value: string) => {
      form.change(field, value);
      setChanged(null);
    },
    submit: () => {
      setChanged(null);
      return form.submit();
    },
  };
}
