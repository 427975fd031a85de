import { describe, expect, it } from 'vitest';
import { isUserType, userTypes } from './userType.ts';

describe('user types (§3, §6)', () => {
  it('knows the five account types and nothing else', () => {
    expect(userTypes).toEqual(['User', 'Vendor', 'Contractor', 'Designer', 'Admin']);
    for (const type of userTypes) expect(isUserType(type)).toBe(true);
    for (const other of ['vendor', 'ADMIN', 'Client', '', ' Admin', null, undefined, 3, {}]) {
      expect(isUserType(other)).toBe(false);
    }
  });
});
