import { contractorApplicationLimits } from '@showroom/api/client';
import { Button, CountryCodeSelect, Field, PhoneInput, TextArea, TextInput, type PhoneInputProps } from '@showroom/ui';
import type { FormEvent } from 'react';
import type { ContractorForm, ContractorFormErrors } from './contractorApplicationForm.ts';
import type { FormStatus } from '../../features/forms/formFlow.ts';
import { FormSummary, type FormSummaryProps } from '../../features/forms/FormSummary.tsx';
import { controlIdOf } from './useContractorApplication.ts';
import * as styles from './ContractorApplicationPage.css.ts';

export interface ContractorApplicationFormProps {
  form: ContractorForm;
  errors: ContractorFormErrors;
  status: FormStatus;
  summary: FormSummaryProps;
  change(field: keyof ContractorForm, value: string): void;
  submit(): void;
}

type TextField = 'full_name' | 'company_name' | 'email' | 'license_number';

const textFields: Record<
  TextField,
  { label: string; autoComplete: string; type?: string; max: number; hint?: string }
> = {
  full_name: { label: 'Full name', autoComplete: 'name', max: contractorApplicationLimits.fullName },
  company_name: { label: 'Company name', autoComplete: 'organization', max: contractorApplicationLimits.companyName },
  email: {
    label: 'Email',
    autoComplete: 'email',
    type: 'email',
    max: contractorApplicationLimits.email,
    hint: 'We send the answer to your application here.',
  },
  license_number: {
    label: 'License number',
    autoComplete: 'off',
    max: contractorApplicationLimits.licenseNumber,
    hint: 'Your state contractor license, as printed on it (for example CSLB #1045821).',
  },
};

/** The application form (§1: contractors need a license number). */
export function ContractorApplicationForm({
  form,
  errors,
  status,
  summary,
  change,
  submit,
}: ContractorApplicationFormProps) {
  const submitting = status.kind === 'sending';
  // Read-only, not disabled, while sending: disabling the focused field would drop the focus.
  const lock = { readOnly: submitting, 'aria-disabled': submitting || undefined };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  const text = (name: TextField) => {
    const field = textFields[name];
    return (
      <Field label={field.label} required id={controlIdOf(name)} error={errors[name]} hint={field.hint}>
        <TextInput
          name={name}
          type={field.type ?? 'text'}
          autoComplete={field.autoComplete}
          maxLength={field.max}
          value={form[name]}
          onChange={(event) => change(name, event.target.value)}
          {...lock}
        />
      </Field>
    );
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={onSubmit}
      aria-busy={submitting}
      aria-label="Contractor application"
    >
      <FormSummary {...summary} failureDescription="Nothing was sent. What you typed is kept; please try again." />
      <div className={styles.row}>
        {text('full_name')}
        {text('company_name')}
      </div>
      {text('email')}
      <div className={styles.phoneRow}>
        <Field label="Country code" id={controlIdOf('country_code')} error={errors.country_code}>
          <CountryCodeSelect
            value={form.country}
            disabled={submitting}
            onValueChange={(country) => {
              change('country', country.code);
              change('country_code', country.dialCode);
            }}
          />
        </Field>
        <Field label="Phone number" required id={controlIdOf('phone_number')} error={errors.phone_number}>
          <PhoneInput
            name="phone_number"
            country={form.country as PhoneInputProps['country']}
            value={form.phone_number}
            onValueChange={(digits) => change('phone_number', digits)}
            {...lock}
          />
        </Field>
      </div>
      {text('license_number')}
      <Field
        label="Message (optional)"
        id={controlIdOf('message')}
        error={errors.message}
        hint="Your trades, the area you serve, a good time for your demo."
      >
        <TextArea
          name="message"
          rows={4}
          maxLength={contractorApplicationLimits.message}
          value={form.message}
          onChange={(event) => change('message', event.target.value)}
          {...lock}
        />
      </Field>
      <div className={styles.submitRow}>
        <Button type="submit" size="lg" loading={submitting || status.kind === 'checking'}>
          {submitting ? 'Sending your application…' : 'Send application'}
        </Button>
        <p className={styles.hint}>Fields marked * are required.</p>
      </div>
    </form>
  );
}
