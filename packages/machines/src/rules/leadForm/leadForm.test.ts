import { describe, expect, it } from 'vitest';
import { emptyLeadForm, isLeadFormValid, toLeadSubmission, validateLeadForm } from './leadForm.rules.ts';

describe('footer lead form rules (§3, §5, §7)', () => {
  it('requires full name, a valid e-mail and a phone number, marking each invalid field', () => {
    expect(validateLeadForm(emptyLeadForm)).toEqual({
      full_name: 'Full name is required.',
      email: 'Email is required.',
      phone_number: 'Phone number is required.',
    });
    expect(validateLeadForm({ full_name: 'Ada', email: 'ada@', phone_number: '213' })).toEqual({
      email: 'Please enter a valid email address.',
    });
    expect(isLeadFormValid({ full_name: 'Ada', email: 'ada@example.com', phone_number: '213' })).toBe(true);
    expect(isLeadFormValid(emptyLeadForm)).toBe(false);
  });

  it('adds action, lead_type Pop-Ups and the shop profile on submit', () => {
    expect(toLeadSubmission({ full_name: ' Ada ', email: ' ada@example.com', phone_number: '213 ' }, 5)).toEqual({
      full_name: 'Ada',
      email: 'ada@example.com',
      phone_number: '213',
      action: 'handle-external-form-submission',
      lead_type: 'Pop-Ups',
      shop_profile_id: 5,
    });
  });
});
