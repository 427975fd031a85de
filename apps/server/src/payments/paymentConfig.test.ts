import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';

describe('PAYMENT_PROVIDER', () => {
  it('is the test provider unless another is named', () => {
    expect(loadConfig({}).paymentProvider).toBe('test');
    expect(loadConfig({ PAYMENT_PROVIDER: ' test ' }).paymentProvider).toBe('test');
  });

  it('refuses a provider the server does not have, naming the ones it has', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(
      'PAYMENT_PROVIDER must be one of test, got "stripe".',
    );
  });
});
