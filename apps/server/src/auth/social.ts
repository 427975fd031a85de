/**
 * Social sign-in (§7 POST /api/sociallogin/{provider}). A provider checks what the browser got
 * from Google, Facebook or Apple *with that provider* and answers who the person is. None is
 * configured by default: this server never pretends a sign-in succeeded, it answers that the
 * provider is not available (see the README for wiring one in).
 */
export interface SocialIdentity {
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

export interface SocialProvider {
  readonly name: string;
  /** Rejects when the provider does not confirm the data (expired or forged token). */
  verify(data: Record<string, unknown>): Promise<SocialIdentity>;
}

export type SocialProviders = Readonly<Record<string, SocialProvider>>;

export const noSocialProviders: SocialProviders = Object.freeze({});

export function socialNotConfiguredMessage(provider: string): string {
  return `Sign-in with ${provider} is not available on this server: no ${provider} provider is configured.`;
}
