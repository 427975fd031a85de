import { contractorApplicationMessages as messages } from '@showroom/api/client';
import { describe, expect, it } from 'vitest';
import { failureMessage, firstInvalidField, splitServerErrors } from '../../features/forms/formErrors.ts';
import {
  APPLICATION_NOT_SENT,
  emptyContractorForm,
  prefilledContractorForm,
  contractorFormFields,
  toApplicationRequest,
  validateContractorForm,
  type ContractorForm,
} from './contractorApplicationForm.ts';

const filled: ContractorForm = {
  ...emptyContractorForm,
  full_name: ' Marco Diaz ',
  company_name: 'Diaz Remodeling LLC',
  email: 'marco@diaz-remodeling.example ',
  phone_number: '2135550142',
  license_number: 'CSLB #1045821',
};

describe('contractor application form', () => {
  it('asks for every required field, in the form’s order', () => {
    const errors = validateContractorForm(emptyContractorForm, false);
    expect(errors).toEqual({
      full_name: messages.fullNameRequired,
      company_name: messages.companyNameRequired,
      email: messages.emailRequired,
      phone_number: messages.phoneRequired,
      license_number: messages.licenseRequired,
    });
    expect(firstInvalidField(errors, contractorFormFields)).toBe('full_name');
  });

  it('accepts a complete form and leaves the optional message out of the request when empty', () => {
    expect(validateContractorForm(filled, true)).toEqual({});
    expect(toApplicationRequest(filled)).toEqual({
      full_name: 'Marco Diaz',
      company_name: 'Diaz Remodeling LLC',
      email: 'marco@diaz-remodeling.example',
      country_code: '+1',
      phone_number: '2135550142',
      license_number: 'CSLB #1045821',
    });
    expect(toApplicationRequest({ ...filled, message: ' Baths ' }).message).toBe('Baths');
  });

  it('refuses a phone number the chosen country’s plan rejects, even when its length would pass', () => {
    expect(validateContractorForm(filled, false)).toEqual({ phone_number: messages.phoneInvalid });
  });

  it('uses the contract’s messages for malformed values', () => {
    const errors = validateContractorForm({ ...filled, email: 'marco@', license_number: '<b>' }, true);
    expect(errors).toEqual({ email: messages.emailInvalid, license_number: messages.licenseInvalid });
    expect(firstInvalidField(errors, contractorFormFields)).toBe('email');
  });

  it('prefills a signed-in person’s name and e-mail', () => {
    expect(prefilledContractorForm({ first_name: 'Ana', last_name: 'Ruiz', email: 'ana@example.com' })).toMatchObject({
      full_name: 'Ana Ruiz',
      email: 'ana@example.com',
      company_name: '',
    });
    expect(prefilledContractorForm(null)).toBe(emptyContractorForm);
  });

  it('keeps the first server message per field and never drops a message for an unknown field', () => {
    expect(
      splitServerErrors(
        { email: [messages.alreadyPending, 'second'], shop: ['Unknown shop.'], phone_number: [] },
        contractorFormFields,
      ),
    ).toEqual({ fields: { email: messages.alreadyPending }, other: ['Unknown shop.'] });
  });

  it('says something about every failure', () => {
    expect(failureMessage({ userMessage: 'Internal Server error please try again.' }, APPLICATION_NOT_SENT)).toBe(
      'Internal Server error please try again.',
    );
    expect(failureMessage({ userMessage: null, body: { message: 'Too many attempts.' } }, APPLICATION_NOT_SENT)).toBe(
      'Too many attempts.',
    );
    expect(failureMessage({ userMessage: null, body: { message: ' ' } }, APPLICATION_NOT_SENT)).toBe(
      APPLICATION_NOT_SENT,
    );
    expect(failureMessage(new TypeError('boom'), APPLICATION_NOT_SENT)).toBe(APPLICATION_NOT_SENT);
  });
});
