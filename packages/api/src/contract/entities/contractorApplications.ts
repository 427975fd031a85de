import { z } from 'zod';
import {
  contractorApplicationLimits as limits,
  contractorApplicationMessages as messages,
  CONTRACTOR_EMAIL_PATTERN,
  COUNTRY_CODE_PATTERN,
  LICENSE_NUMBER_PATTERN,
  phoneDigitCount,
  PHONE_NUMBER_PATTERN,
} from '../contractorApplication.rules.ts';
import { named } from '../registry.ts';
import { timestampSchema } from '../vocabulary.ts';

/** A required text, judged trimmed (the server stores it trimmed). */
const requiredText = (max: number, required: string, tooLong: string) =>
  z.string().trim().min(1, required).max(max, tooLong);

/**
 * POST /api/contractor_application (/register/contractor). Built from the zod-free rules in
 * contractorApplication.rules.ts, which the form checks with too; a test keeps them in step.
 */
export const contractorApplicationRequestSchema = named(
  'ContractorApplicationRequest',
  z.object({
    full_name: requiredText(limits.fullName, messages.fullNameRequired, messages.fullNameTooLong),
    company_name: requiredText(limits.companyName, messages.companyNameRequired, messages.companyNameTooLong),
    email: requiredText(limits.email, messages.emailRequired, messages.emailTooLong).regex(
      CONTRACTOR_EMAIL_PATTERN,
      messages.emailInvalid,
    ),
    /** The dial code of the phone number; +1 (§9) when left out. */
    country_code: z.string().trim().regex(COUNTRY_CODE_PATTERN, messages.countryCodeInvalid).optional(),
    phone_number: requiredText(limits.phoneNumber, messages.phoneRequired, messages.phoneTooLong)
      .regex(PHONE_NUMBER_PATTERN, messages.phoneInvalid)
      .refine((phone) => {
        const digits = phoneDigitCount(phone);
        return digits >= limits.phoneDigitsMin && digits <= limits.phoneDigitsMax;
      }, messages.phoneInvalid),
    license_number: requiredText(limits.licenseNumber, messages.licenseRequired, messages.licenseTooLong).regex(
      LICENSE_NUMBER_PATTERN,
      messages.licenseInvalid,
    ),
    /** Anything the applicant wants us to know (trades, service area, best time for the demo). */
    message: z.string().trim().max(limits.message, messages.messageTooLong).optional(),
  }),
  'A contractor’s application for a pro account (§1: licensed; approval within 24 hours).',
);
export type ContractorApplicationRequest = z.input<typeof contractorApplicationRequestSchema>;

/** The stored application as the 201 answers it: pending until someone approves it. */
export const contractorApplicationSchema = named(
  'ContractorApplication',
  z.object({
    id: z.number().int().positive(),
    status: z.literal('pending'),
    email: z.string(),
    submitted_at: timestampSchema,
    /** §9: approval takes up to 24 hours, so the applicant hears from us by this time. */
    review_by: timestampSchema,
  }),
);
export type ContractorApplication = z.infer<typeof contractorApplicationSchema>;
