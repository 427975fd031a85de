import { countryDialCodes, loadPhoneNumbering } from '@showroom/ui';
import { useCallback, useState } from 'react';
import { accountServiceOf } from '../../services/accountService.ts';
import { useServices } from '../../services/ServicesContext.tsx';
import { useLoadable } from '../../state/useLoadable.ts';
import { controlId, failureMessage } from '../forms/formErrors.ts';
import { useForm } from '../forms/useForm.ts';
import { usePhonePlan } from '../forms/usePhonePlan.ts';
import {
  countryOfDialCode,
  profileFieldOf,
  profileFormFields,
  profileFormOf,
  toProfileUpdate,
  validateProfileForm,
  type ProfileForm,
  type ProfileFormField,
} from './profileForm.ts';

export const PROFILE_NOT_LOADED = 'Your profile could not be loaded.';
export const PROFILE_NOT_SAVED = 'Your profile could not be saved. Please try again.';

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
  const [saved, setSaved] = useState<string | null>(null);
  const phone = usePhonePlan();
  const form = useForm({
    initial: null,
    fields: profileFormFields,
    controlId: profileControlId,
    validate: (typed: ProfileForm) => validateProfileForm(typed, phone.isValid(typed.phone_number, typed.country)),
    before: phone.waitForPlan,
    send: (typed) => account.saveProfile(toProfileUpdate(typed)),
    sent: (answer) => {
      updateProfile(() => answer.profile);
      setSaved(answer.message);
      return null;
    },
    fieldOf: profileFieldOf,
    failure: (error) => failureMessage(error, PROFILE_NOT_SAVED),
  });

  const edit = () => {
    if (profile.status !== 'ready') return;
    // The phone's numbering plan is not part of the page's code: fetched as the form opens.
    void loadPhoneNumbering().catch(() => undefined);
    setSaved(null);
    form.open(profileFormOf(profile.data, countryOf), 'first_name');
  };

  return {
    profile,
    reload: load,
    form: form.values,
    errors: form.errors,
    status: form.status,
    summary: form.summary,
    saved,
    edit,
    cancel: form.close,
    change: form.change,
    save: form.submit,
  };
}

export type ProfileState = ReturnType<typeof useProfile>;
