import { describe, expect, it } from 'vitest';
import {
  contractorApplicationLimits as limits,
  contractorApplicationMessages as messages,
  validateContractorApplication,
  type ContractorApplicationInput,
} from './contractorApplication.rules.ts';
import { contractorApplicationRequestSchema } from './entities/contractorApplications.ts';
import { firstMessagePerField } from '../client/fieldErrors.ts';
import { toFieldErrors } from './validationErrors.ts';

const valid: ContractorApplicationInput = {
  full_name: 'Marco Diaz',
  company_name: 'Diaz Remodeling LLC',
  email: 'marco@diaz-remodeling.example',
  country_code: '+1',
  phone_number: '(213) 555-0142',
  license_number: 'CSLB #1045821',
  message: 'Kitchens and baths.',
};

/** The schema's answer as the form shows it: the first message per field (§5). */
function schemaErrors(input: ContractorApplicationInput): Record<string, string> {
  const result = contractorApplicationRequestSchema.safeParse(input);
  return result.success ? {} : firstMessagePerField(toFieldErrors(result.error, { input }));
}

const cases: [string, Partial<ContractorApplicationInput>, Record<string, string>][] = [
  ['a complete application', {}, {}],
  ['no optional fields', { country_code: undefined, message: undefined }, {}],
  ['a licence with a slash and dots', { license_number: 'ROC/334.455' }, {}],
  [
    'blank required fields',
    { full_name: ' ', company_name: '', email: '', phone_number: '', license_number: '  ' },
    {
      full_name: messages.fullNameRequired,
      company_name: messages.companyNameRequired,
      email: messages.emailRequired,
      phone_number: messages.phoneRequired,
      license_number: messages.licenseRequired,
    },
  ],
  ['a malformed email', { email: 'marco@diaz' }, { email: messages.emailInvalid }],
  ['an email with a space', { email: 'marco diaz@example.com' }, { email: messages.emailInvalid }],
  ['a dial code without +', { country_code: '1' }, { country_code: messages.countryCodeInvalid }],
  ['letters in the phone', { phone_number: '213-CALL-NOW' }, { phone_number: messages.phoneInvalid }],
  ['too few digits', { phone_number: '555-01' }, { phone_number: messages.phoneInvalid }],
  ['too many digits', { phone_number: '1234567890123456' }, { phone_number: messages.phoneInvalid }],
  ['markup in the licence', { license_number: '<b>123</b>' }, { license_number: messages.licenseInvalid }],
  ['a licence starting with #', { license_number: '#123' }, { license_number: messages.licenseInvalid }],
  [
    'a name one character too long',
    { full_name: 'x'.repeat(limits.fullName + 1) },
    { full_name: messages.fullNameTooLong },
  ],
  ['a name at the limit, padded', { full_name: ` ${'x'.repeat(limits.fullName)} ` }, {}],
  [
    'a company too long',
    { company_name: 'c'.repeat(limits.companyName + 1) },
    { company_name: messages.companyNameTooLong },
  ],
  [
    'a licence too long',
    { license_number: '1'.repeat(limits.licenseNumber + 1) },
    { license_number: messages.licenseTooLong },
  ],
  ['a message too long', { message: 'm'.repeat(limits.message + 1) }, { message: messages.messageTooLong }],
];

describe('contractor application rules', () => {
  it.each(cases)('%s: the form and the contract give the same messages', (_, change, expected) => {
    const input = { ...valid, ...change };
    expect(validateContractorApplication(input)).toEqual(expected);
    expect(schemaErrors(input)).toEqual(expected);
  });

  it('a missing field is required in the contract too', () => {
    const { license_number: _omitted, ...rest } = valid;
    expect(schemaErrors(rest as ContractorApplicationInput)).toEqual({ license_number: messages.licenseRequired });
  });

  it('the contract stores text trimmed', () => {
    const parsed = contractorApplicationRequestSchema.parse({
      ...valid,
      full_name: '  Marco Diaz ',
      email: ' m@d.example ',
    });
    expect(parsed.full_name).toBe('Marco Diaz');
    expect(parsed.email).toBe('m@d.example');
  });

  it('the 201 message states the approval time', () => {
    expect(messages.received).toContain('up to 24 hours');
  });
});
