import {
  registrationStepFields,
  registrationStepStates,
  type RegistrationErrors,
  type RegistrationField,
  type RegistrationStep,
} from '@showroom/machines';
import { firstInvalidField } from '../../features/forms/formErrors.ts';

/** §2: the wizard's step titles, reproduced exactly. */
export const stepTitles: Readonly<Record<RegistrationStep, string>> = {
  1: 'Sign Up FREE',
  2: 'Shipping Address',
  3: 'Payment Information',
};

/** The visible label of each field (§2's names). */
export const fieldLabels: Readonly<Record<RegistrationField, string>> = {
  full_name: 'First and Last Name',
  email: 'Email',
  password: 'Password',
  country_code: 'Country code',
  phone_number: 'Phone Number',
  zip_code: 'Zip Code',
  agree: 'I agree to the Terms of Use and Privacy Policy',
  shipping_street: 'Street',
  shipping_city: 'City',
  shipping_state: 'State',
  shipping_zip_code: 'Zip Code',
  shipping_apartment: 'Apartment (optional)',
  card_number: 'Card Number',
  name_on_Card: 'Name on Card',
  exp_date: 'Expiration Date',
  cvv: 'CVV Code',
  pay_street: 'Street',
  pay_state: 'State',
  pay_city: 'City',
  pay_zip_code: 'Zip Code',
};

/** The id of a field's control, so focus can be moved to it (first error, §5 card focus moves). */
export const controlIdOf = (field: RegistrationField): string => `register-${field.replace(/_/g, '-').toLowerCase()}`;

/** The step a machine state shows, or null outside the form (sending, finished, left). */
export function stepOfState(matches: (state: string) => boolean): RegistrationStep | null {
  for (const step of [1, 2, 3] as const) if (matches(registrationStepStates[step])) return step;
  return null;
}

/** The first field of a step with a message, in the order the step shows them. */
export function firstInvalidFieldOf(step: RegistrationStep, errors: RegistrationErrors): RegistrationField | null {
  return firstInvalidField(errors, registrationStepFields[step]);
}
