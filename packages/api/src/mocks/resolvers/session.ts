import { paginate, type Profile, type User } from '../../contract/index.ts';
import { DEMO_ADMIN_ONE_TIME_CODE, type DemoUser } from '../../demo/users.ts';
import { demoTimestamp } from '../../demo/time.ts';
import { signInScenarioAccounts, type ScenarioName } from '../scenarios.ts';
import { invalid, MockFailure, notFound, type MockContext, type MockResolvers } from '../route.ts';
import { mockAiTokenFor, mockTokenFor, type MockState } from '../state.ts';

const CREDENTIALS_REFUSED = 'These credentials do not match our records.';

/** The account a sign-in scenario forces, if one is on. */
function scenarioAccount(state: MockState, scenarios: ReadonlySet<ScenarioName>): DemoUser | null {
  for (const [scenario, email] of Object.entries(signInScenarioAccounts)) {
    if (scenarios.has(scenario as ScenarioName)) return state.users.find((user) => user.email === email) ?? null;
  }
  return null;
}

function session(user: DemoUser) {
  return { user: user as User, token: mockTokenFor(user) };
}

function profileOf(context: MockContext<'getProfile'> | MockContext<'updateProfile'>, user: DemoUser): Profile {
  const { state } = context;
  return {
    user,
    shipping_address: state.shippingAddresses.find((entry) => entry.user_id === user.id)?.address ?? null,
    payment_details: state.paymentDetails.find((entry) => entry.user_id === user.id)?.details ?? null,
    shipping_charge: state.shippingCharge,
  };
}

export const sessionResolvers = {
  getAuthUser: ({ me }) => ({ data: me() }),
  login: ({ body, state, settings }) => {
    const forced = scenarioAccount(state, settings.scenarios);
    if (forced) return { data: session(forced), message: 'Signed in.' };
    const user = state.users.find((candidate) => candidate.email.toLowerCase() === body.email.toLowerCase());
    if (!user || user.password !== body.password) throw invalid('email', CREDENTIALS_REFUSED);
    // The sign-in outcome (§4: deactivated, pending, unverified, non-User) is the client's decision.
    return { data: session(user), message: 'Signed in.' };
  },
  register: ({ body, state }) => {
    if (state.users.some((user) => user.email.toLowerCase() === body.email.toLowerCase())) {
      throw invalid('email', 'The email has already been taken.');
    }
    const user: DemoUser = {
      id: state.nextId(),
      first_name: body.first_name,
      last_name: body.last_name,
      email: body.email,
      type: 'User',
      status: 'Active',
      email_verified_at: null,
      country_code: body.country_code,
      phone_number: body.phone_number,
      zip_code: body.zip_code,
      total_projects: 0,
      custom_addon: null,
      latest_subscription: null,
      shop_profile: null,
      created_at: demoTimestamp(0),
      password: body.password,
    };
    state.users.push(user);
    state.shippingAddresses.push({
      user_id: user.id,
      address: {
        street: body.shipping_street,
        city: body.shipping_city,
        state: body.shipping_state,
        zip_code: body.shipping_zip_code,
        apartment: body.shipping_apartment ?? null,
      },
    });
    return { data: session(user), message: 'Registration successful.' };
  },
  socialLogin: ({ state, settings }) => {
    const user =
      scenarioAccount(state, settings.scenarios) ?? state.users.find((u) => u.email === 'customer@demo.test');
    if (!user) throw notFound('Account');
    return { data: session(user), message: 'Signed in.' };
  },
  logout: () => ({ data: null, message: 'Successfully logged out.' }),
  resendVerificationEmail: () => ({
    data: null,
    message: 'A fresh verification link has been sent to your email address.',
  }),
  verifyEmail: ({ params, state }) => {
    const match = /^demo-verify-(\d+)$/.exec(params.token);
    const user = state.users.find((candidate) => candidate.id === Number(match?.[1]));
    if (!user) throw new MockFailure(404, 'This verification link is invalid or has expired.');
    user.email_verified_at ??= demoTimestamp(0);
    return { data: null, message: 'Your email address has been verified.' };
  },
  oneTimeCode: ({ query }) => {
    if (query.otp === undefined) {
      return { data: { valid_otp: null }, message: 'A one-time code has been sent to your email address.' };
    }
    const valid = query.otp === DEMO_ADMIN_ONE_TIME_CODE;
    return { data: { valid_otp: valid }, message: valid ? 'Code verified.' : 'The code is not valid.' };
  },
  getProfile: (context) => ({ data: profileOf(context, context.me()) }),
  updateProfile: (context) => {
    const user = context.me();
    const { body, state } = context;
    if (body.first_name !== undefined) user.first_name = body.first_name;
    if (body.last_name !== undefined) user.last_name = body.last_name;
    if (body.phone_number !== undefined) user.phone_number = body.phone_number;
    if (body.shipping_address) {
      const entry = state.shippingAddresses.find((candidate) => candidate.user_id === user.id);
      if (entry) entry.address = body.shipping_address;
      else state.shippingAddresses.push({ user_id: user.id, address: body.shipping_address });
    }
    return { data: profileOf(context, user), message: 'Profile updated successfully.' };
  },
  getPayoutSettings: ({ me, state }) => {
    const user = me();
    const entry = state.payoutSettings.find((candidate) => candidate.user_id === user.id);
    return {
      data: entry?.settings ?? {
        account_holder_name: null,
        bank_name: null,
        routing_number_last4: null,
        account_number_last4: null,
        payout_email: null,
        available_balance: 0,
        pending_balance: 0,
        pending_release_business_days: 46,
      },
    };
  },
  updatePayoutSettings: ({ me, body, state }) => {
    const user = me();
    const previous = state.payoutSettings.find((candidate) => candidate.user_id === user.id);
    const settings = {
      account_holder_name: body.account_holder_name,
      bank_name: body.bank_name,
      routing_number_last4: body.routing_number.slice(-4),
      account_number_last4: body.account_number.slice(-4),
      payout_email: body.payout_email,
      available_balance: previous?.settings.available_balance ?? 0,
      pending_balance: previous?.settings.pending_balance ?? 0,
      pending_release_business_days: 46 as const,
    };
    if (previous) previous.settings = settings;
    else state.payoutSettings.push({ user_id: user.id, settings });
    return { data: settings, message: 'Payout settings saved.' };
  },
  listNotifications: ({ me, query, state }) => {
    const user = me();
    const rows = state.notifications
      .filter((entry) => entry.user_id === user.id && (query.pending !== '1' || entry.read_at === null))
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
    return { data: paginate(rows, { page: query.page, perPage: query.per_page, path: '/api/notification' }) };
  },
  markNotificationRead: ({ me, params, state }) => {
    const user = me();
    const entry = state.notifications.find((candidate) => candidate.id === params.id && candidate.user_id === user.id);
    if (!entry) throw notFound('Notification');
    entry.read_at ??= demoTimestamp(0);
    return { data: entry, message: 'Notification marked as read.' };
  },
  getAiCredits: ({ ai }) => ({ data: { credits: ai().credits, used: 5 } }),
  getAiUser: ({ ai }) => ({ data: ai() }),
  aiDesign: ({ body, state }) => {
    if (body.action === 'login') {
      const user = state.aiUsers.find((candidate) => candidate.email.toLowerCase() === body.email.toLowerCase());
      if (!user || user.password !== body.password) throw invalid('email', CREDENTIALS_REFUSED);
      return { data: { user, token: mockAiTokenFor(user) }, message: 'Signed in.' };
    }
    if (state.aiUsers.some((candidate) => candidate.email.toLowerCase() === body.email.toLowerCase())) {
      throw invalid('email', 'The email has already been taken.');
    }
    const user = {
      id: state.nextId(),
      name: body.name,
      email: body.email,
      email_verified_at: null,
      credits: 3,
      password: body.password,
    };
    state.aiUsers.push(user);
    return { data: { user, token: mockAiTokenFor(user) }, message: 'Registration successful.' };
  },
  aiResendVerificationEmail: () => ({
    data: null,
    message: 'A fresh verification link has been sent to your email address.',
  }),
  aiVerifyEmail: ({ params, state }) => {
    const match = /^demo-ai-verify-(\d+)$/.exec(params.token);
    const user = state.aiUsers.find((candidate) => candidate.id === Number(match?.[1]));
    if (!user) throw new MockFailure(404, 'This verification link is invalid or has expired.');
    user.email_verified_at ??= demoTimestamp(0);
    return { data: null, message: 'Your email address has been verified.' };
  },
} satisfies Partial<MockResolvers>;
