import { registrationStepFields, registrationStepStates } from '@showroom/machines';
import { describe, expect, it } from 'vitest';
import { controlIdOf, fieldLabels, firstInvalidFieldOf, stepOfState, stepTitles } from './registrationSteps.ts';

describe('registration steps', () => {
  it('titles the steps exactly as §2 does', () => {
    expect(stepTitles).toEqual({ 1: 'Sign Up FREE', 2: 'Shipping Address', 3: 'Payment Information' });
  });

  it('labels every field the machine knows, and gives each a distinct control id', () => {
    const fields = Object.values(registrationStepFields).flat();
    expect(Object.keys(fieldLabels).sort()).toEqual([...fields].sort());
    expect(new Set(fields.map(controlIdOf)).size).toBe(fields.length);
    expect(controlIdOf('name_on_Card')).toBe('register-name-on-card');
  });

  it('reads the step from the machine state, and none outside the form', () => {
    for (const step of [1, 2, 3] as const) {
      expect(stepOfState((state) => state === registrationStepStates[step])).toBe(step);
    }
    expect(stepOfState((state) => state === 'registering')).toBeNull();
  });

  it("finds a step's first marked field in the order the step shows them", () => {
    expect(firstInvalidFieldOf(1, { zip_code: 'x', email: 'y', cvv: 'z' })).toBe('email');
    expect(firstInvalidFieldOf(3, { pay_city: 'x', exp_date: 'y' })).toBe('exp_date');
    expect(firstInvalidFieldOf(2, { email: 'y' })).toBeNull();
  });
});
