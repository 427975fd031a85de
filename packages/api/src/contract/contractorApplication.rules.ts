/**
 * The contractor application (/register/contractor, §1 "Contractors (licensed) … need a license
 * number", "Approval of a contractor account takes up to 24 hours"): its limits, its messages
 * and the checks on one application, with no zod. The contract's schema
 * (entities/contractorApplications.ts) is built from these, and the storefront's form checks
 * with `validateContractorApplication` from the zod-free `@showroom/api/client`, so the form
 * refuses exactly what the server would, in the same words.
 */

/** §9: approval of a contractor account takes up to 24 hours. */
export const CONTRACTOR_APPROVAL_HOURS = 24;
/** §9: a demo takes about 30 minutes. */
export const CONTRACTOR_DEMO_MINUTES = 30;

export const contractorApplicationLimits = {
  fullName: 100,
  companyName: 150,
  /** RFC 5321's longest deliverable address. */
  email: 254,
  /** Characters as typed, separators included. */
  phoneNumber: 20,
  /** E.164: a number has at most 15 digits; fewer than 7 is no one's phone number. */
  phoneDigitsMin: 7,
  phoneDigitsMax: 15,
  licenseNumber: 40,
  message: 1000,
} as const;

/** The §9 default country code, sent when the form leaves it out. */
export const DEFAULT_CONTRACTOR_COUNTRY_CODE = '+1';

/** The address check zod's `z.email()` makes (its default pattern), so client and server agree. */
export const CONTRACTOR_EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
/** A dial code: '+', then one to four digits, not starting with 0. */
export const COUNTRY_CODE_PATTERN = /^\+[1-9][0-9]{0,3}$/;
/** Digits and the separators people type in phone numbers. */
export const PHONE_NUMBER_PATTERN = /^[0-9 ()+.-]+$/;
/** State licence numbers mix letters and digits ('C-10 987654', 'CSLB #1045821', 'ROC/334455'). */
export const LICENSE_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 #./-]*$/;

const tooLong = (field: string, max: number) => `The ${field} may not be greater than ${max} characters.`;

/** Laravel's phrasing, as the server's other 422 messages (validationErrors.ts) read. */
export const contractorApplicationMessages = {
  fullNameRequired: 'The full name field is required.',
  fullNameTooLong: tooLong('full name', contractorApplicationLimits.fullName),
  companyNameRequired: 'The company name field is required.',
  companyNameTooLong: tooLong('company name', contractorApplicationLimits.companyName),
  emailRequired: 'The email field is required.',
  emailInvalid: 'The email must be a valid email address.',
  emailTooLong: tooLong('email', contractorApplicationLimits.email),
  countryCodeInvalid: 'The country code must be a dial code such as +1.',
  phoneRequired: 'The phone number field is required.',
  phoneInvalid: 'The phone number is not a valid phone number.',
  phoneTooLong: tooLong('phone number', contractorApplicationLimits.phoneNumber),
  licenseRequired: 'The license number field is required.',
  licenseInvalid: 'The license number may only contain letters, digits, spaces and the characters # . / -',
  licenseTooLong: tooLong('license number', contractorApplicationLimits.licenseNumber),
  messageTooLong: tooLong('message', contractorApplicationLimits.message),
  /** A second application while the first still waits: refused, on the email field. */
  alreadyPending: `An application with this email is already waiting for approval. We reply within ${CONTRACTOR_APPROVAL_HOURS} hours.`,
  /** The e-mail already signs in to a pro (Contractor or Designer) account. */
  alreadyPro: 'This email already belongs to a pro account. Please sign in instead.',
  /** The 201's message. */
  received: `Thank you! Your contractor application has been received. Approval takes up to ${CONTRACTOR_APPROVAL_HOURS} hours.`,
} as const;

/** What the form collects (`country_code` and `message` may be left out on the wire). */
export interface ContractorApplicationInput {
  readonly full_name: string;
  readonly company_name: string;
  readonly email: string;
  readonly country_code?: string | undefined;
  readonly phone_number: string;
  readonly license_number: string;
  readonly message?: string | undefined;
}

export type ContractorApplicationField = keyof ContractorApplicationInput;
export type ContractorApplicationErrors = Partial<Record<ContractorApplicationField, string>>;

export function phoneDigitCount(phone: string): number {
  return phone.replace(/[^0-9]/g, '').length;
}

/** Checks a required, trimmed text: the message of its first broken rule, or null. */
function checkText(
  value: string,
  rules: { required: string; max: number; tooLong: string; pattern?: RegExp; invalid?: string },
): string | null {
  const text = value.trim();
  if (text === '') return rules.required;
  if (text.length > rules.max) return rules.tooLong;
  if (rules.pattern && !rules.pattern.test(text)) return rules.invalid ?? rules.required;
  return null;
}

/**
 * Every broken rule of an application, one message per field (the first that applies). Text is
 * judged trimmed, as the server stores it. The same rules as the contract's schema; a test
 * keeps the two in step.
 */
export function validateContractorApplication(input: ContractorApplicationInput): ContractorApplicationErrors {
  const m = contractorApplicationMessages;
  const limits = contractorApplicationLimits;
  const errors: { -readonly [K in ContractorApplicationField]?: string } = {};
  const set = (field: ContractorApplicationField, message: string | null) => {
    if (message !== null) errors[field] = message;
  };

  set(
    'full_name',
    checkText(input.full_name, { required: m.fullNameRequired, max: limits.fullName, tooLong: m.fullNameTooLong }),
  );
  set(
    'company_name',
    checkText(input.company_name, {
      required: m.companyNameRequired,
      max: limits.companyName,
      tooLong: m.companyNameTooLong,
    }),
  );
  set(
    'email',
    checkText(input.email, {
      required: m.emailRequired,
      max: limits.email,
      tooLong: m.emailTooLong,
      pattern: CONTRACTOR_EMAIL_PATTERN,
      invalid: m.emailInvalid,
    }),
  );
  const countryCode = input.country_code?.trim() ?? '';
  if (countryCode !== '' && !COUNTRY_CODE_PATTERN.test(countryCode)) set('country_code', m.countryCodeInvalid);
  const phone = checkText(input.phone_number, {
    required: m.phoneRequired,
    max: limits.phoneNumber,
    tooLong: m.phoneTooLong,
    pattern: PHONE_NUMBER_PATTERN,
    invalid: m.phoneInvalid,
  });
  const digits = phoneDigitCount(input.phone_number);
  set(
    'phone_number',
    phone ?? (digits < limits.phoneDigitsMin || digits > limits.phoneDigitsMax ? m.phoneInvalid : null),
  );
  set(
    'license_number',
    checkText(input.license_number, {
      required: m.licenseRequired,
      max: limits.licenseNumber,
      tooLong: m.licenseTooLong,
      pattern: LICENSE_NUMBER_PATTERN,
      invalid: m.licenseInvalid,
    }),
  );
  if ((input.message?.trim().length ?? 0) > limits.message) set('message', m.messageTooLong);
  return errors;
}
