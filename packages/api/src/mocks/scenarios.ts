/**
 * Named situations a story or test can switch on. Each changes what the demo handlers answer;
 * several can be combined.
 */
export const scenarioNames = [
  'showroomNotFound',
  'validationError',
  'unauthorised',
  'forbidden',
  'serverError',
  'notFound',
  'slowNetwork',
  'offline',
  'signInDeactivated',
  'signInPending',
  'signInUnverified',
  'signInNonUser',
  'emailCooldown',
  'aiDesignProvider',
  'oneTimeCodeExpired',
] as const;
export type ScenarioName = (typeof scenarioNames)[number];

/** The seconds left the `emailCooldown` scenario answers with. */
export const EMAIL_COOLDOWN_SCENARIO_SECONDS = 42;

export const scenarioDescriptions: Readonly<Record<ScenarioName, string>> = {
  showroomNotFound:
    'Showroom search finds nothing, shop_profile answers data.data = null, menus are empty and the shop fetch is 404.',
  validationError:
    "Every call with a body answers 422 'The given data was invalid.' with errors for its first two fields.",
  unauthorised: "Every signed-in call answers 401 'Unauthenticated.'.",
  forbidden: "Every signed-in call answers 403 'This action is unauthorized.'.",
  serverError: 'Every call answers 500 without a message (the client shows its own text).',
  notFound: 'Every call answers 404 without a message (the client shows its own text).',
  slowNetwork: 'Every answer is delayed (3 s by default, `slowNetworkDelayMs`).',
  offline: 'Every call fails as a network error.',
  signInDeactivated: 'Sign-in (password or social) returns the deactivated demo account.',
  signInPending: 'Sign-in returns the account pending approval.',
  signInUnverified: 'Sign-in returns the account without a verified e-mail.',
  signInNonUser: 'Sign-in returns a Vendor account (not type User).',
  emailCooldown: `Resending a verification e-mail (storefront or AI) answers 429 with retry_after ${EMAIL_COOLDOWN_SCENARIO_SECONDS} (a fixed countdown for stories).`,
  aiDesignProvider:
    'AI design generation answers with demo pictures, as a server with a provider configured would (without it: 503, like the reference server).',
  oneTimeCodeExpired:
    "Checking an Admin's one-time code answers that it has expired, as after its 10 minutes (sending one still works).",
};

/** The demo account each sign-in scenario signs in as. */
export const signInScenarioAccounts = {
  signInDeactivated: 'deactivated@demo.test',
  signInPending: 'pending@demo.test',
  signInUnverified: 'unverified@demo.test',
  signInNonUser: 'vendor@demo.test',
} as const satisfies Partial<Record<ScenarioName, string>>;

export const DEFAULT_SLOW_NETWORK_DELAY_MS = 3000;
