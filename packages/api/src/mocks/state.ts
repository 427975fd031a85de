import { getDemoDataset, type DemoDataset } from '../demo/dataset.ts';
import type { DemoAiUser, DemoUser } from '../demo/users.ts';
import { demoTimestamp } from '../demo/time.ts';
import { productPopularity } from '../demo/views.ts';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * The mocks' in-memory world: a deep copy of the demo dataset that handlers change (carts,
 * statuses, profiles), so one story or test cannot leak changes into the next.
 */
/** An open one-time code: the code is always the demo's (`DEMO_ADMIN_ONE_TIME_CODE`). */
export interface MockOneTimeCode {
  readonly expiresAt: number;
  attempts: number;
}

export type MockState = Mutable<Omit<DemoDataset, 'users' | 'aiUsers'>> & {
  users: Mutable<DemoUser>[];
  aiUsers: Mutable<DemoAiUser>[];
  /** Designers hired per project id. */
  hiredDesigners: Map<number, Set<number>>;
  /**
   * Units ordered per product id in the dataset: the server's `products.popularity`, set once
   * at seed (orders placed later do not change it there either).
   */
  popularity: ReadonlyMap<number, number>;
  /** Contractor applications received (one pending from the start, to show a refused duplicate). */
  contractorApplications: MockContractorApplication[];
  /** Password reset links (§2 /password_reset): demo ones for each message, and those forgotPassword makes. */
  passwordResets: MockPasswordReset[];
  /** When each account last asked for a verification e-mail (ms; real time, for the cooldown). */
  verificationEmailSentAt: Map<string, number>;
  /** Each Admin's open one-time code, by user id (ms; real time, so a story sees it count down). */
  oneTimeCodes: Map<number, MockOneTimeCode>;
  /** Wrong passwords in a row and any sign-in pause, by lower-cased e-mail (as the server's sign_in_failures). */
  signInFailures: Map<string, MockSignInFailures>;
  /** Counters for new ids, above every id of the dataset. */
  nextId: () => number;
};

export interface MockSignInFailures {
  failures: number;
  /** Until when (ms, real time) signing in is paused; null when it is not. */
  lockedUntil: number | null;
}

export interface MockContractorApplication {
  id: number;
  email: string;
  status: 'pending';
  submitted_at: string;
}

export interface MockPasswordReset {
  token: string;
  email: string;
  state: 'open' | 'used' | 'expired';
}

/**
 * Reset links of the mocks' world for the customer: one that works, one used and one expired, so
 * stories can show each answer of /password_reset.
 */
export const MOCK_PASSWORD_RESET_TOKENS = {
  valid: 'demo-reset-customer',
  used: 'demo-reset-used',
  expired: 'demo-reset-expired',
} as const;

/** An e-mail whose contractor application is already waiting in the mocks' world. */
export const PENDING_APPLICATION_EMAIL = 'applied@demo.test';

export function createMockState(dataset: DemoDataset = getDemoDataset()): MockState {
  const copy = structuredClone(dataset) as unknown as MockState;
  let next = 100_000;
  copy.nextId = () => (next += 1);
  copy.popularity = productPopularity(dataset.orderItems);
  copy.contractorApplications = [
    { id: 9001, email: PENDING_APPLICATION_EMAIL, status: 'pending', submitted_at: demoTimestamp(0, 90) },
  ];
  copy.passwordResets = [
    { token: MOCK_PASSWORD_RESET_TOKENS.valid, email: 'customer@demo.test', state: 'open' },
    { token: MOCK_PASSWORD_RESET_TOKENS.used, email: 'customer@demo.test', state: 'used' },
    { token: MOCK_PASSWORD_RESET_TOKENS.expired, email: 'customer@demo.test', state: 'expired' },
  ];
  copy.verificationEmailSentAt = new Map();
  copy.oneTimeCodes = new Map();
  copy.signInFailures = new Map();
  copy.hiredDesigners = new Map(
    copy.projects.map((project) => [
      project.id,
      new Set(copy.designerHires.filter((hire) => hire.project_id === project.id).map((hire) => hire.designer_id)),
    ]),
  );
  return copy;
}

/** Mock tokens carry the account id; the reference server issues real ones. */
export function mockTokenFor(user: { id: number }): string {
  return `demo-user-token-${String(user.id).padStart(4, '0')}`;
}

export function mockAiTokenFor(user: { id: number }): string {
  return `demo-ai-token-${String(user.id).padStart(4, '0')}`;
}

export function userIdOfMockToken(token: string | null | undefined, kind: 'user' | 'ai' = 'user'): number | null {
  const match = new RegExp(`^demo-${kind}-token-(\\d+)$`).exec(token ?? '');
  return match ? Number(match[1]) : null;
}
