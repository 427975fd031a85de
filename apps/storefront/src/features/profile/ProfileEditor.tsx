import { profileLimits, usStates } from '@showroom/api';
import {
  Button,
  CountryCodeSelect,
  Field,
  PhoneInput,
  DeferredSelect,
  TextInput,
  type PhoneInputProps,
} from '@showroom/ui';
import type { FormEvent } from 'react';
import type { ProfileForm, ProfileFormErrors } from './profileForm.ts';
import type { FormStatus } from '../forms/formFlow.ts';
import { FormSummary, type FormSummaryProps } from '../forms/FormSummary.tsx';
import { profileControlId } from './useProfile.ts';
import * as styles from './Account.css.ts';

export interface ProfileEditorProps {
  form: ProfileForm;
  email: string;
  errors: ProfileFormErrors;
  status: FormStatus;
  summary: FormSummaryProps;
  change(field: keyof ProfileForm, value: string): void;
  save(): void;
  cancel(): void;
}

const stateOptions = Object.entries(usStates).map(([code, name]) => ({ value: code, label: name, textValue: name }));

type TextField = 'first_name' | 'last_name' | 'street' | 'apartment' | 'city' | 'zip_code';

const textFields: Record<TextField, { label: string; autoComplete: string; max: number; required: boolean }> = {
  first_name: { label: 'First name', autoComplete: 'given-name', max: profileLimits.name, required: true },
  last_name: { label: 'Last name', autoComplete: 'family-name', max: profileLimits.name, required: false },
  street: { label: 'Street', autoComplete: 'address-line1', max: profileLimits.street, required: true },
  apartment: {
    label: 'Apartment, suite (optional)',
    autoComplete: 'address-line2',
    max: profileLimits.apartment,
    required: false,
  },
  city: { label: 'City', autoComplete: 'address-level2', max: profileLimits.city, required: true },
  zip_code: { label: 'ZIP code', autoComplete: 'postal-code', max: 10, required: true },
};

/** The profile form: name, phone with its country code, the US shipping address (§1, §5). */
export function ProfileEditor({ form, email, errors, status, summary, change, save, cancel }: ProfileEditorProps) {
  const saving = status.kind === 'sending';
  // Read-only, not disabled, while saving: disabling the focused field would drop the focus.
  const lock = { readOnly: saving, 'aria-disabled': saving || undefined };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save();
  };

  const text = (name: TextField) => {
    const field = textFields[name];
    return (
      <Field label={field.label} required={field.required} id={profileControlId(name)} error={errors[name]}>
        <TextInput
          name={name}
          autoComplete={field.autoComplete}
          maxLength={field.max}
          inputMode={name === 'zip_code' ? 'numeric' : undefined}
          value={form[name]}
          onChange={(event) => change(name, event.target.value)}
          {...lock}
        />
      </Field>
    );
  };

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={saving} aria-label="Edit profile">
      <FormSummary {...summary} failureDescription="Nothing was changed. What you typed is kept; please try again." />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Contact details</legend>
        <div className={styles.row}>
          {text('first_name')}
          {text('last_name')}
        </div>
        <Field label="E-mail" id="profile-email" hint="Your e-mail signs you in; contact us to change it.">
          <TextInput name="email" type="email" value={email} readOnly />
        </Field>
        <div className={styles.phoneRow}>
          <Field label="Country code" id={profileControlId('country_code')} error={errors.country_code}>
            <CountryCodeSelect
              value={form.country}
              disabled={saving}
              onValueChange={(country) => {
                change('country', country.code);
                change('country_code', country.dialCode);
              }}
            />
          </Field>
          <Field label="Phone number" required id={profileControlId('phone_number')} error={errors.phone_number}>
            <PhoneInput
              name="phone_number"
              autoComplete="tel"
              country={form.country as PhoneInputProps['country']}
              value={form.phone_number}
              onValueChange={(digits) => change('phone_number', digits)}
              {...lock}
            />
          </Field>
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Shipping address</legend>
        <p className={styles.hint}>We ship within the United States only.</p>
        {text('street')}
        {text('apartment')}
        <div className={styles.row}>
          {text('city')}
          <Field label="State" required id={profileControlId('state')} error={errors.state}>
            <DeferredSelect
              name="state"
              options={stateOptions}
              placeholder="Choose a state"
              value={form.state in usStates ? form.state : ''}
              disabled={saving}
              onValueChange={(state) => change('state', state)}
            />
          </Field>
        </div>
        <div className={styles.row}>{text('zip_code')}</div>
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" loading={saving}>
          {saving ? 'Saving…' : 'Save changes'}
        </Button>
        <Button type="button" variant="outline" onClick={cancel} disabled={saving}>
          Cancel
        </Button>
        <p className={styles.hint}>Fields marked * are required.</p>
      </div>
    </form>
  );
}
