import { isBlank, isValidEmail } from '../inputs/inputs.rules.ts';

/** §3 lead form, as the footer popup collects it. */
export interface LeadForm {
  readonly full_name: string;
  readonly email: string;
  readonly phone_number: string;
}

export const emptyLeadForm: LeadForm = { full_name: '', email: '', phone_number: '' };

/** §7 `POST /api/sample_request`: the fixed values added on submit. */
export const LEAD_FORM_ACTION = 'handle-external-form-submission';
export const LEAD_TYPE = 'Pop-Ups';

export interface LeadSubmission extends LeadForm {
  readonly action: typeof LEAD_FORM_ACTION;
  readonly lead_type: typeof LEAD_TYPE;
  readonly shop_profile_id: string | number;
}

/**
 * The spec gives no texts for these. The field messages name the field so the marked input is
 * explained; `submitted` and `submitFailed` are what `leadFormMachine` shows when the server's
 * answer carries no message of its own.
 */
export const leadFormMessages = {
  fullNameRequired: 'Full name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  phoneRequired: 'Phone number is required.',
  submitted: 'Thank you! Your request has been sent.',
  submitFailed: 'Your request could not be sent. Please try again.',
} as const;

export type LeadFormErrors = Partial<Record<keyof LeadForm, string>>;

/** §5: full_name required, email required and valid, phone_number required. */
export function validateLeadForm(form: LeadForm): LeadFormErrors {
  const errors: { -readonly [K in keyof LeadFormErrors]: LeadFormErrors[K] } = {};
  if (isBlank(form.full_name)) errors.full_name = leadFormMessages.fullNameRequired;
  if (isBlank(form.email)) errors.email = leadFormMessages.emailRequired;
  else if (!isValidEmail(form.email)) errors.email = leadFormMessages.emailInvalid;
  if (isBlank(form.phone_number)) errors.phone_number = leadFormMessages.phoneRequired;
  return errors;
}

export function isLeadFormValid(form: LeadForm): boolean {
  return Object.keys(validateLeadForm(form)).length === 0;
}

export function toLeadSubmission(form: LeadForm, shopProfileId: string | number): LeadSubmission {
  return {
    full_name: form.full_name.trim(),
    email: form.email.trim(),
    phone_number: form.phone_number.trim(),
    action: LEAD_FORM_ACTION,
    lead_type: LEAD_TYPE,
    shop_profile_id: shopProfileId,
  };
}
