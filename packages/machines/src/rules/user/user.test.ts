import { describe, expect, it } from 'vitest';
import {
  isEmailVerified,
  isSubscriptionFlagOn,
  isTokenValid,
  roleFlagOf,
  roleFlags,
  userStatuses,
  userTypes,
} from './user.rules.ts';

describe('user rules (§3, §4, §6)', () => {
  it('lists the account types and statuses of the spec', () => {
    expect(userTypes).toEqual(['User', 'Vendor', 'Contractor', 'Designer', 'Admin']);
    expect(userStatuses).toEqual(['Active', 'Approve', 'Deactive', 'pending']);
  });

  it('accepts a token only when it is longer than 10 characters', () => {
    expect(isTokenValid('0123456789')).toBe(false);
    expect(isTokenValid('0123456789a')).toBe(true);
    expect(isTokenValid(null)).toBe(false);
    expect(isTokenValid(undefined)).toBe(false);
  });

  it('maps account types to the route flags 1 admin, 2 shop, 3 customer', () => {
    expect(roleFlags).toEqual({ admin: 1, shop: 2, customer: 3 });
    expect(['Admin', 'Vendor', 'Contractor', 'Designer', 'User', 'Client', null].map(roleFlagOf)).toEqual([
      1,
      2,
      2,
      2,
      3,
      null,
      null,
    ]);
  });

  it('treats a missing or empty email_verified_at as unverified', () => {
    expect(isEmailVerified({ email_verified_at: '2024-01-01' })).toBe(true);
    expect(isEmailVerified({ email_verified_at: '' })).toBe(false);
    expect(isEmailVerified({ email_verified_at: null })).toBe(false);
    expect(isEmailVerified({})).toBe(false);
  });

  it('reads the enabled forms of a subscription flag', () => {
    expect([1, '1', true, 'true', ' TRUE ', 'active', 'Active'].every(isSubscriptionFlagOn)).toBe(true);
    expect([0, '0', false, 'false', '', null, undefined, 2, 'inactive'].some(isSubscriptionFlagOn)).toBe(false);
  });
});
