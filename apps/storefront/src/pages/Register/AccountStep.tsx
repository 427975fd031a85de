import { MIN_PASSWORD_LENGTH } from '@showroom/machines';
import {
  Button,
  Checkbox,
  CountryCodeSelect,
  Field,
  PasswordInput,
  PhoneInput,
  type PhoneInputProps,
} from '@showroom/ui';
import { RegisterTextField, type StepProps } from './RegisterFields.tsx';
import type { LegalDocument } from './LegalDialog.tsx';
import { controlIdOf, fieldLabels } from './registrationSteps.ts';
import * as styles from './RegisterPage.css.ts';

export interface AccountStepProps extends StepProps {
  /** The ISO country of the phone number; the form itself keeps its dial code (§3 country_code). */
  readonly country: string;
  onCountryChange(country: { code: string; dialCode: string }): void;
  openLegal(document: LegalDocument): void;
}

/** §2 step 1, Sign Up FREE: name, e-mail, password, country code and phone, zip, terms. */
export function AccountStep(props: AccountStepProps) {
  const { form, errors, busy, send, country, onCountryChange, openLegal } = props;
  return (
    <>
      <RegisterTextField {...props} name="full_name" autoComplete="name" required />
      <RegisterTextField {...props} name="email" type="email" autoComplete="email" required />
      <Field
        label={fieldLabels.password}
        required
        id={controlIdOf('password')}
        error={errors.password}
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
      >
        <PasswordInput
          name="password"
          autoComplete="new-password"
          maxLength={255}
          value={form.password}
          readOnly={busy}
          aria-disabled={busy || undefined}
          onChange={(event) => send({ type: 'FIELD.CHANGE', field: 'password', value: event.target.value })}
        />
      </Field>
      <div className={styles.phoneRow}>
        <Field label={fieldLabels.country_code} required id={controlIdOf('country_code')} error={errors.country_code}>
          <CountryCodeSelect
            value={country}
            disabled={busy}
            onValueChange={(chosen) => {
              onCountryChange(chosen);
              send({ type: 'FIELD.CHANGE', field: 'country_code', value: chosen.dialCode });
            }}
          />
        </Field>
        <Field label={fieldLabels.phone_number} required id={controlIdOf('phone_number')} error={errors.phone_number}>
          <PhoneInput
            name="phone_number"
            country={country as PhoneInputProps['country']}
            value={form.phone_number}
            readOnly={busy}
            aria-disabled={busy || undefined}
            onValueChange={(digits) => send({ type: 'FIELD.CHANGE', field: 'phone_number', value: digits })}
          />
        </Field>
      </div>
      <RegisterTextField {...props} name="zip_code" autoComplete="postal-code" required maxLength={20} />
      <div className={styles.terms}>
        <Field id={controlIdOf('agree')} error={errors.agree} required>
          <Checkbox
            name="agree"
            label={fieldLabels.agree}
            checked={form.agree}
            disabled={busy}
            onCheckedChange={(checked) => send({ type: 'FIELD.CHANGE', field: 'agree', value: checked === true })}
          />
        </Field>
        <p className={styles.small}>
          Read the{' '}
          <Button variant="link" size="sm" type="button" onClick={() => openLegal('terms')}>
            Terms of Use
          </Button>{' '}
          and the{' '}
          <Button variant="link" size="sm" type="button" onClick={() => openLegal('privacy')}>
            Privacy Policy
          </Button>
          .
        </p>
      </div>
    </>
  );
}
