import { passwordMessages, validateNewPassword } from '@showroom/api/client';
import { useState } from 'react';
import {
  failureMessage,
  fieldErrorsOf,
  firstInvalidField,
  focusControl,
  serverFieldMessages,
  type FieldMessages,
} from '../../features/account/accountForms.ts';
import { newPasswordControlId, type NewPasswordField } from '../../features/account/NewPasswordFields.tsx';
import { useServices } from '../../services/ServicesContext.tsx';
import { changePassword } from '../../services/passwordService.ts';
import { useLatest } from '../../state/useLatest.ts';

export type ChangePasswordField = 'current_password' | NewPasswordField;
export const CHANGE_ID_PREFIX = 'change-password';
const fields: readonly ChangePasswordField[] = ['current_password', 'password', 'password_confirmation'];

export const controlIdOf = (field: ChangePasswordField) =>
  field === 'current_password' ? `${CHANGE_ID_PREFIX}-current-password` : newPasswordControlId(CHANGE_ID_PREFIX, field);

export type ChangePasswordStatus =
  | { readonly kind: 'editing'; readonly other?: readonly string[] }
  | { readonly kind: 'saving' }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'changed'; readonly message: string };

const emptyForm = { current_password: '', password: '', password_confirmation: '' };
type ChangePasswordForm = typeof emptyForm;

/** The rules the server applies, in the order of the form: current one given, new one valid and different. */
export function validateChangePassword(form: ChangePasswordForm): FieldMessages<ChangePasswordField> {
  const errors: FieldMessages<ChangePasswordField> = { ...validateNewPassword(form) };
  if (form.current_password === '') errors.current_password = passwordMessages.currentPasswordRequired;
  else if (errors.password === undefined && form.password === form.current_password) {
    errors.password = passwordMessages.sameAsCurrent;
  }
  return errors;
}

/**
 * /change_password's form: what is typed is kept through every failure; the server's field
 * messages (a wrong current password) go under their fields until changed; a success empties
 * the form (passwords do not linger on screen) and says so.
 */
export function useChangePassword() {
  const services = useServices();
  const [form, setForm] = useState(emptyForm);
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldMessages<ChangePasswordField>>({});
  const [status, setStatus] = useState<ChangePasswordStatus>({ kind: 'editing' });
  const latest = useLatest(form);

  const errors = { ...serverErrors, ...(checked ? validateChangePassword(form) : {}) };

  const change = (field: ChangePasswordField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
    if (status.kind === 'changed') setStatus({ kind: 'editing' });
  };

  const focusFirst = (found: FieldMessages<ChangePasswordField>) => {
    const first = firstInvalidField(found, fields);
    focusControl(first === null ? null : controlIdOf(first));
  };

  const submit = async () => {
    if (status.kind === 'saving') return;
    const typed = latest.current;
    setChecked(true);
    const found = validateChangePassword(typed);
    if (Object.keys(found).length > 0) {
      setStatus({ kind: 'editing' });
      focusFirst(found);
      return;
    }
    setServerErrors({});
    setStatus({ kind: 'saving' });
    try {
      const message = await changePassword(services, typed);
      setForm(emptyForm);
      setChecked(false);
      setStatus({ kind: 'changed', message });
      services.notify('success', message);
    } catch (error) {
      const refused = fieldErrorsOf(error);
      if (refused === null) {
        setStatus({ kind: 'failed', message: failureMessage(error) });
        return;
      }
      const { fields: placed, other } = serverFieldMessages(refused, fields);
      setServerErrors(placed);
      setStatus({ kind: 'editing', other });
      focusFirst(placed);
    }
  };

  return { form, errors, status, change, submit };
}
