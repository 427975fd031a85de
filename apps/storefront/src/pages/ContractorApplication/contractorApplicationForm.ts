import {
  contractorApplicationMessages,
  DEFAULT_CONTRACTOR_COUNTRY_CODE,
  validateContractorApplication,
} from '@showroom/api/client';

/** What the applicant types. The phone is national digits for `country` (PhoneInput's value). */
export interface ContractorForm {
  readonly full_name: string;
  readonly company_name: string;
  readonly email: string;
  /** ISO country of the phone number (several countries share +1). */
  readonly country: string;
  readonly country_code: string;
  readonly phone_number: string;
  readonly license_number: string;
  readonly message: string;
}

export type ContractorFormField = Exclude<keyof ContractorForm, 'country'>;
export type ContractorFormErrors = Partial<Record<ContractorFormField, string>>;

/** In the order the form shows them: the first invalid one gets the focus. */
export const contractorFormFields: readonly ContractorFormField[] = [
  'full_name',
  'company_name',
  'email',
  'country_code',
  'phone_number',
  'license_number',
  'message',
];

export const emptyContractorForm: ContractorForm = {
  full_name: '',
  company_name: '',
  email: '',
  country: 'US',
  country_code: DEFAULT_CONTRACTOR_COUNTRY_CODE,
  phone_number: '',
  license_number: '',
  message: '',
};

/** A signed-in customer applies with their own name and e-mail filled in. */
export function prefilledContractorForm(user: { first_name: string; last_name: string; email: string } | null) {
  if (!user) return emptyContractorForm;
  return {
    ...emptyContractorForm,
    full_name: `${user.first_name} ${user.last_name}`.trim(),
    email: user.email,
  };
}

/**
 * The contract's checks (the very rules the server applies), plus the phone number judged by
 * the numbering plan of the chosen country, which PhoneInput knows and the server does not.
 */
export function validateContractorForm(form: ContractorForm, phoneValidForCountry: boolean): ContractorFormErrors {
  const errors: ContractorFormErrors = { ...validateContractorApplication(toApplicationRequest(form)) };
  if (!errors.phone_number && form.phone_number.trim() !== '' && !phoneValidForCountry) {
    errors.phone_number = contractorApplicationMessages.phoneInvalid;
  }
  return errors;
}

/** The request body: text trimmed, the optional message left out when empty. */
export function toApplicationRequest(form: ContractorForm) {
  const message = form.message.trim();
  return {
    full_name: form.full_name.trim(),
    company_name: form.company_name.trim(),
    email: form.email.trim(),
    country_code: form.country_code,
    phone_number: form.phone_number.trim(),
    license_number: form.license_number.trim(),
    ...(message === '' ? {} : { message }),
  };
}

/** Said when a failure brings no message of its own (a 429 or another status §8 leaves silent). */
export const APPLICATION_NOT_SENT = 'Your application could not be sent. Please try again.';
