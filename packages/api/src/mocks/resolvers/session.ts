import {
  GIVEN_DATA_INVALID,
  ONE_TIME_CODE_LIFETIME_MINUTES,
  ONE_TIME_CODE_MAX_ATTEMPTS,
  oneTimeCodeMessages,
  paginate,
  profileMessages,
  usStateCode,
  validateProfileUpdate,
  type OneTimeCodeResult,
  type Profile,
  type ShippingAddress,
  type User,
} from '../../contract/index.ts';
import { DEMO_ADMIN_ONE_TIME_CODE, type DemoUser } from '../../demo/users.ts';
import { demoTimestamp } from '../../demo/time.ts';
import { signInScenarioAccounts, type ScenarioName } from '../scenarios.ts';
import { invalid, MockFailure, notFound, type MockContext, type MockResolvers } from '../route.ts';
import { checkEmailCooldown, checkSignInPause, countSignInFailure } from './accountSecurity.ts';
import { mockAiTokenFor, mockTokenFor, type MockState } from '../state.ts';
import { accessibleCart, shippingChargeOf } from './cart.ts';

/** Stored as the server stores it: trimmed, the state as its two-letter code. */
function normalisedAddress(address: ShippingAddress): ShippingAddress {
  const apartment = address.apartment?.trim() ?? '';
  return {
    street: address.street.trim(),
    city: address.city.trim(),
    state: usStateCode(address.state) ?? address.state.trim(),
    zip_code: address.zip_code.trim(),
    apartment: apartment === '' ? null : apartment,
  };
}

const CREDENTIALS_REFUSED = 'These credentials do not match our records.';

function nameParts(fullName: string): { first_name: string; last_name: string } {
  const name = fullName.trim();
  const space = name.indexOf(' ');
  return space === -1
    ? { first_name: name, last_name: '' }
    : { first_name: name.slice(0, space), last_name: name.slice(space + 1).trim() };
}

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

/**
 * The profile; with checkout, the shipping charge of the cart being checked out (`cartId`, else
 * the customer's newest project's cart), by the contract's shipping rule, as the server does.
 */
function profileOf(
  context: MockContext<'getProfile'> | MockContext<'updateProfile'>,
  user: DemoUser,
  checkout: { cartId: string | undefined } | null,
): Profile {
  const { state } = context;
  let shippingCharge: number | null = null;
  if (checkout) {
    const newest = state.projects.filter((project) => project.user_id === user.id).at(-1);
    const cart =
      checkout.cartId !== undefined
        ? accessibleCart(state, checkout.cartId, user)
        : (state.carts.find((candidate) => newest !== undefined && candidate.project_id === newest.id) ?? null);
    shippingCharge = shippingChargeOf(state, cart);
  }
  return {
    user,
    shipping_address: state.shippingAddresses.find((entry) => entry.user_id === user.id)?.address ?? null,
    payment_details: state.paymentDetails.find((entry) => entry.user_id === user.id)?.details ?? null,
    shipping_charge: shippingCharge,
  };
}

export const sessionResolvers = {
  getAuthUser: ({ me }) => ({ data: me() }),
  login: ({ body, state, settings }) => {
    const forced = scenarioAccount(state, settings.scenarios);
    if (forced) return { data: session(forced), message: 'Signed in.' };
    const email = body.email.toLowerCase();
    const user = state.users.find((candidate) => candidate.email.toLowerCase() === email);
    // As the server: a paused account is refused whatever the password; wrong ones count.
    checkSignInPause(state, email);
    if (!user || user.password !== body.password) {
      countSignInFailure(state, email);
      throw invalid('email', CREDENTIALS_REFUSED);
    }
    state.signInFailures.delete(email);
    // The sign-in outcome (§4: deactivated, pending, unverified, non-User) is the client's decision.
    return { data: session(user), message: 'Signed in.' };
  },
  register: ({ body, state }) => {
    if (state.users.some((user) => user.email.toLowerCase() === body.email.toLowerCase())) {
      throw invalid('email', 'The email has already been taken.');
    }
    const user: DemoUser = {
      id: state.nextId(),
      // §3: without first and last name, full_name splits on its first space (as the server does
      // with the machines' splitFullName, which this package may not import).
      first_name: body.first_name ?? nameParts(body.full_name).first_name,
      last_name: body.last_name ?? nameParts(body.full_name).last_name,
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
  resendVerificationEmail: ({ me, state, settings }) => {
    const user = me();
    if (user.email_verified_at) return { data: null, message: 'Your e-mail address is already verified.' };
    checkEmailCooldown(state, settings, `user:${user.id}`);
    return { data: null, message: 'A fresh verification link has been sent to your email address.' };
  },
  verifyEmail: ({ params, state }) => {
    const match = /^demo-verify-(\d+)$/.exec(params.token);
    const user = state.users.find((candidate) => candidate.id === Number(match?.[1]));
    if (!user) throw new MockFailure(404, 'This verification link is invalid or has expired.');
    user.email_verified_at ??= demoTimestamp(0);
    return { data: null, message: 'Your email address has been verified.' };
  },
  oneTimeCode: ({ me, query, settings, state }) => {
    const user = me();
    if (query.otp === undefined) {
      const expiresAt = Date.now() + ONE_TIME_CODE_LIFETIME_MINUTES * 60_000;
      state.oneTimeCodes.set(user.id, { expiresAt, attempts: 0 });
      return {
        data: {
          valid_otp: null,
          outcome: 'sent',
          expires_at: new Date(expiresAt).toISOString(),
          attempts_left: ONE_TIME_CODE_MAX_ATTEMPTS,
        },
        message: oneTimeCodeMessages.sent,
      };
    }
    const answer = (data: OneTimeCodeResult) => ({ data, message: oneTimeCodeMessages[data.outcome ?? 'none'] });
    const open = state.oneTimeCodes.get(user.id);
    if (!open) return answer({ valid_otp: false, outcome: 'none' });
    if (open.attempts >= ONE_TIME_CODE_MAX_ATTEMPTS)
      return answer({ valid_otp: false, outcome: 'locked', attempts_left: 0 });
    if (settings.scenarios.has('oneTimeCodeExpired') || open.expiresAt <= Date.now()) {
      return answer({ valid_otp: false, outcome: 'expired' });
    }
    open.attempts += 1;
    if (query.otp.trim() === DEMO_ADMIN_ONE_TIME_CODE) {
      state.oneTimeCodes.delete(user.id);
      return answer({ valid_otp: true, outcome: 'valid' });
    }
    const attemptsLeft = ONE_TIME_CODE_MAX_ATTEMPTS - open.attempts;
    return attemptsLeft === 0
      ? answer({ valid_otp: false, outcome: 'locked', attempts_left: 0 })
      : answer({
          valid_otp: false,
          outcome: 'invalid',
          expires_at: new Date(open.expiresAt).toISOString(),
          attempts_left: attemptsLeft,
        });
  },
  getProfile: (context) => ({
    data: profileOf(context, context.me(), context.query.checkout === '1' ? { cartId: context.query.cart_id } : null),
    message: profileMessages.loaded,
  }),
  updateProfile: (context) => {
    const user = context.me();
    const { body, state } = context;
    const errors = validateProfileUpdate(body, user);
    if (Object.keys(errors).length > 0) {
      throw new MockFailure(
        422,
        GIVEN_DATA_INVALID,
        Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]])),
      );
    }
    const checkout = body.checkout === undefined ? null : { cartId: body.cart_id };
    // Checked before anything changes: an unknown cart refuses the whole update.
    if (checkout?.cartId !== undefined) accessibleCart(state, checkout.cartId, user);
    if (body.first_name !== undefined) user.first_name = body.first_name.trim();
    if (body.last_name !== undefined) user.last_name = body.last_name.trim();
    if (body.country_code !== undefined) user.country_code = body.country_code.trim();
    if (body.phone_number !== undefined) user.phone_number = body.phone_number.trim();
    if (body.shipping_address) {
      const address = normalisedAddress(body.shipping_address);
      const entry = state.shippingAddresses.find((candidate) => candidate.user_id === user.id);
      if (entry) entry.address = address;
      else state.shippingAddresses.push({ user_id: user.id, address });
    }
    return { data: profileOf(context, user, checkout), message: profileMessages.updated };
  },
  listNotifications: ({ me, query, state }) => {
    const user = me();
    const rows = state.notifications
      .filter((entry) => entry.user_id === user.id && (query.pending !== '1' || entry.read_at === null))
      // The server's order: unread first, then newest, the id breaking ties so pages stay stable.
      .sort(
        (a, b) =>
          Number(a.read_at !== null) - Number(b.read_at !== null) ||
          Date.parse(b.created_at) - Date.parse(a.created_at) ||
          b.id - a.id,
      );
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
  aiResendVerificationEmail: ({ ai, state, settings }) => {
    const user = ai();
    if (user.email_verified_at) return { data: null, message: 'Your e-mail address is already verified.' };
    checkEmailCooldown(state, settings, `ai:${user.id}`);
    return { data: null, message: 'A fresh verification link has been sent to your email address.' };
  },
  aiVerifyEmail: ({ params, state }) => {
    const match = /^demo-ai-verify-(\d+)$/.exec(params.token);
    const user = state.aiUsers.find((candidate) => candidate.id === Number(match?.[1]));
    if (!user) throw new MockFailure(404, 'This verification link is invalid or has expired.');
    user.email_verified_at ??= demoTimestamp(0);
    return { data: null, message: 'Your email address has been verified.' };
  },
} satisfies Partial<MockResolvers>;
