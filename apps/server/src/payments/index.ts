import type { PaymentProvider } from './paymentProvider.ts';
import { TestPaymentProvider } from './testPaymentProvider.ts';

export * from './paymentProvider.ts';
export { TestPaymentProvider } from './testPaymentProvider.ts';

/** The providers `PAYMENT_PROVIDER` may name. A real processor adds its name and factory here. */
export const paymentProviderFactories = {
  test: () => new TestPaymentProvider(),
} as const satisfies Record<string, () => PaymentProvider>;

export type PaymentProviderName = keyof typeof paymentProviderFactories;

/** The configured provider: a name from the environment, or an instance (tests, embedding). */
export type PaymentProviderChoice = PaymentProviderName | PaymentProvider;

export function isPaymentProviderName(value: string): value is PaymentProviderName {
  return Object.hasOwn(paymentProviderFactories, value);
}

const instances = new WeakMap<object, PaymentProvider>();

/**
 * The provider a server uses, made once per configuration object, so its state (a test
 * provider's remembered idempotency keys, a real one's connection) lives as long as the server.
 */
export function paymentProviderFor(config: { paymentProvider: PaymentProviderChoice }): PaymentProvider {
  const choice = config.paymentProvider;
  if (typeof choice !== 'string') return choice;
  let provider = instances.get(config);
  if (!provider) {
    provider = paymentProviderFactories[choice]();
    instances.set(config, provider);
  }
  return provider;
}
