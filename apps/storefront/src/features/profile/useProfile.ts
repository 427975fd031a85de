import { countryDialCodes, loadPhoneNumbering, usePhoneNumbering, type PhoneInputProps } from '@showroom/ui';
import { useCallback, useState } from 'react';
import { accountServiceOf } from '../../services/accountService.ts';
import { useServices } from '../../services/ServicesContext.tsx';
import { useLoadable } from '../../state/useLoadable.ts';
import { controlId, failureMessage, focusControl, refusalOf, splitServerErrors } from '../forms/formErrors.ts';
import {
  countryOfDialCode,
  firstInvalidProfileField,
  profileFieldOf,
  profileFormFields,
  profileFormOf,
  toProfileUpdate,
  validateProfileForm,
  type ProfileForm,
  type ProfileFormErrors,
  type ProfileFormField,
} from './profileForm.ts';
import { useLatest } from '../../state/useLatest.ts';

export type ProfileSaveStatus =
  | { readonly kind: 'editing' }
  | { readonly kind: 'saving' }
  /** The server refused fields (422): their messages are under them; `other` for fields the form lacks. */
  | { readonly kind: 'refused'; readonly other: readonly string[] }
  /** No answer or a server failure: nothing changed, the typing is kept. */
  | { readonly kind: 'failed'; readonly message: string };

export const PROFILE_NOT_LOADED = 'Your profile could not be loaded.';
export const PROFILE_NOT_SAVED = 'Your profile could not be saved. Please try again.';
/** Said when the phone cannot be judged because its numbering plan did not load. */
export const PHONE_CHECK_NOT_LOADED =
  'Your phone number could not be checked because the check did not load. Please check your connection.';

export const profileControlId = (field: ProfileFormField) => controlId('profile', field);

const countryOf = (dialCode: string) =>
  countryOfDialCode(dialCode, (dial) => countryDialCodes().find((country) => country.dialCode === dial)?.code);

/**
 * /account's profile: loaded with GET /api/profile, shown, and edited in a form checked by the
 * contract's rules (from the first save on, then as the person types); server messages under
 * their fields, each cleared when its field changes; what is typed is never lost on a failure.
 */
export function useProfile() {
  const services = useServices();
  const account = accountServiceOf(services);
  const loadProfile = useCallback(() => account.loadProfile(), [account]);
  // A reload or a failure keeps the profile on screen.
  const {
    state: profile,
    reload: load,
    update: updateProfile,
  } = useLoadable(loadProfile, {
    describe: failureMessage,
    fallback: PROFILE_NOT_LOADED,
    keepWhileLoading: true,
    keepOnError: true,
  });
  const [editing, setEditing] = useState<ProfileForm | null>(null);
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<ProfileFormErrors>({});
  const [status, setStatus] = useState<ProfileSaveStatus>({ kind: 'editing' });
  const [saved, setSaved] = useState<string | null>(null);
  const numbering = usePhoneNumbering();
  const latest = useLatest(editing);

  const phoneValidIn = (plan: typeof numbering, form: ProfileForm) =>
    plan?.isPhoneValid(form.phone_number, form.country as NonNullable<PhoneInputProps['country']>) ?? true;
  const clientErrors = editing && checked ? validateProfileForm(editing, phoneValidIn(numbering, editing)) : {};
  const errors: ProfileFormErrors = { ...serverErrors, ...clientErrors };

  const edit = () => {
    if (profile.status !== 'ready') return;
    // The phone's numbering plan is not part of the page's code: fetched as the form opens.
    void loadPhoneNumbering().catch(() => undefined);
    setEditing(profileFormOf(profile.data, countryOf));
    setChecked(false);
    setServerErrors({});
    setStatus({ kind: 'editing' });
    setSaved(null);
    focusControl(profileControlId('first_name'));
  };

  const cancel = () => {
    setEditing(null);
    setServerErrors({});
    setStatus({ kind: 'editing' });
  };

  const change = (field: keyof ProfileForm, value: string) => {
    setEditing((current) => (current ? { ...current, [field]: value } : current));
    if (field in serverErrors) setServerErrors(({ [field as ProfileFormField]: _dropped, ...rest }) => rest);
  };

  const save = async () => {
    if (status.kind === 'saving' || !latest.current) return;
    let plan = numbering;
    if (!plan) {
      try {
        plan = await loadPhoneNumbering();
      } catch {
        setStatus({ kind: 'failed', message: PHONE_CHECK_NOT_LOADED });
        return;
      }
    }
    const typed = latest.current;
    if (!typed) return;
    setChecked(true);
    const first = firstInvalidProfileField(validateProfileForm(typed, phoneValidIn(plan, typed)));
    if (first !== null) {
      setStatus({ kind: 'editing' });
      focusControl(profileControlId(first));
      return;
    }
    setServerErrors({});
    setStatus({ kind: 'saving' });
    try {
      const answer = await account.saveProfile(toProfileUpdate(typed));
      updateProfile(() => answer.profile);
      setEditing(null);
      setStatus({ kind: 'editing' });
      setSaved(answer.message);
    } catch (error) {
      const refused = refusalOf(error);
      if (refused) {
        const { fields, other } = splitServerErrors(refused, profileFormFields, profileFieldOf);
        setServerErrors(fields);
        setStatus({ kind: 'refused', other });
        const field = firstInvalidProfileField(fields);
        focusControl(field === null ? null : profileControlId(field));
      } else {
        setStatus({ kind: 'failed', message: failureMessage(error, PROFILE_NOT_SAVED) });
      }
    }
  };

  return { profile, reload: load, form: editing, errors, status, saved, edit, cancel, change, save };
}

export type ProfileState = ReturnType<typeof useProfile>;
