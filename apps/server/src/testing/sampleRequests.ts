import type { EndpointName } from '@showroom/api';
import { DEMO_PASSWORD } from '@showroom/api/demo';
import { issuePasswordReset } from '../auth/passwordResets.ts';
import { hashToken, newOpaqueToken } from '../auth/tokens.ts';
import { cartAlternativeSamples, cartSampleRequests } from './cartSamples.ts';
import { orderSampleRequests } from './orderSamples.ts';
import { projectToolSampleRequests } from '../projects/projectToolSamples.ts';
import type { TestServer } from './testServer.ts';
import { registrationBody } from './registrationBody.ts';

/** Valid requests for the implemented endpoints, shared by the authorisation and hostile-input tests. */
export interface Sample {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
}
export type SampleFor = (caller: { userId: number | null }) => Promise<Sample> | Sample;

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;

async function verificationToken(server: TestServer, kind: 'user' | 'ai', subjectId: number): Promise<string> {
  const token = newOpaqueToken();
  await server.database.db
    .insertInto('email_verifications')
    .values({
      kind,
      subject_id: subjectId,
      token_hash: hashToken(token),
      created_at: new Date().toISOString(),
      expires_at: new Date(Date.now() + 60_000).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

/** A card expiry (MM/YY) a few years ahead, so the sample never expires. */
const futureExpiry = () => `12/${String((new Date().getUTCFullYear() + 5) % 100).padStart(2, '0')}`;

/**
 * A valid request for each implemented endpoint (fresh where the call consumes something).
 * Each sends every field of its endpoint's schema where one request can (optional ones
 * included), so tests that change or drop one field at a time start from a complete request;
 * `alternativeSampleRequests` has the rest.
 */
export function sampleRequests(server: TestServer): Partial<Record<EndpointName, SampleFor>> {
  return {
    login: () => ({ body: { email: 'customer2@demo.test', password: DEMO_PASSWORD } }),
    register: () => ({
      body: {
        ...registrationBody(`matrix-${unique()}@example.test`, { first: 'Matrix', last: 'Test' }),
        shipping_apartment: 'Apt 4',
        type: 'User',
        card_number: '4242424242424242',
        name_on_Card: 'Matrix Test',
        exp_date: futureExpiry(),
        cvv: '123',
        pay_street: '1 Main St',
        pay_city: 'Los Angeles',
        pay_state: 'CA',
        pay_zip_code: '90012',
        shop_id: 'DEMO0001',
      },
    }),
    socialLogin: () => ({ params: { provider: 'google' }, body: { data: { id_token: 'ok' } } }),
    getAuthUser: () => ({}),
    logout: () => ({}),
    resendVerificationEmail: () => ({}),
    verifyEmail: async () => ({
      params: { token: await verificationToken(server, 'user', await server.userIdOf('unverified@demo.test')) },
    }),
    oneTimeCode: () => ({}),
    forgotPassword: () => ({ body: { email: 'customer@demo.test' } }),
    resetPassword: async () => {
      // A throwaway account: a reset signs its owner out everywhere.
      const userId = await ensureAccount(server, PASSWORD_RESET_ACCOUNT);
      return {
        body: {
          email: PASSWORD_RESET_ACCOUNT,
          token: await issuePasswordReset(server.database.db, () => new Date(), userId),
          password: 'A-new-pass-2026',
          password_confirmation: 'A-new-pass-2026',
        },
      };
    },
    changePassword: async ({ userId }) => {
      // The caller's password is the demo one again before each call, so the current one matches.
      const id = userId ?? (await ensureAccount(server, PASSWORD_CHANGE_ACCOUNT));
      await resetToDemoPassword(server, id);
      return {
        body: {
          current_password: DEMO_PASSWORD,
          password: 'A-new-pass-2026',
          password_confirmation: 'A-new-pass-2026',
        },
      };
    },
    getPayoutSettings: () => ({}),
    updatePayoutSettings: () => ({
      body: {
        account_holder_name: 'Priya Nair',
        bank_name: 'First Pacific Bank',
        routing_number: '121000248',
        account_number: '000123456789',
        account_type: 'checking',
      },
    }),
    getMyShowroom: () => ({}),
    // DEMO0001's own prices (12 %, coupon 5 %): a shared test server's catalogue keeps its prices.
    updateShowroomPricing: () => ({ body: { markup_percent: 12, coupon_percent: 5 } }),
    listNotifications: () => ({ query: { pending: '1', page: '1', per_page: '10' } }),
    markNotificationRead: async ({ userId }) => {
      // The caller's own notification (anonymous callers get the customer's; they are refused first).
      const owner = userId ?? (await server.userIdOf('customer@demo.test'));
      const row = await server.database.db
        .insertInto('notifications')
        .values({
          user_id: owner,
          title: 'T',
          message: 'M',
          link: null,
          read_at: null,
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { params: { id: row.id } };
    },
    getSettings: () => ({}),
    sampleRequest: () => ({
      body: {
        full_name: 'Lead Person',
        email: 'lead@example.test',
        phone_number: '2135550100',
        action: 'handle-external-form-submission',
        lead_type: 'Pop-Ups',
        shop_profile_id: 1,
      },
    }),
    contractorApplication: () => ({
      body: {
        full_name: 'Marco Diaz',
        company_name: 'Diaz Remodeling LLC',
        // Fresh each time: a second pending application with the same e-mail is refused.
        email: `applicant-${unique()}@example.test`,
        country_code: '+1',
        phone_number: '(213) 555-0142',
        license_number: 'CSLB #1045821',
        message: 'Kitchens and baths in Los Angeles County.',
      },
    }),
    searchShowrooms: () => ({ query: { s: 'DEMO0001', page: '1', per_page: '10' } }),
    getShowroomProfile: () => ({ query: { showroom: 'DEMO0001', vsd_id: 'DEMO0001' } }),
    getShop: () => ({ query: { shop_id: 'DEMO0001' } }),
    getShopSettings: () => ({ query: { shop_id: '1' } }),
    getMenuCategories: () => ({ query: { showroom: 'DEMO0001', vsd_id: 'DEMO0001' } }),
    getHomeShowcase: () => ({ query: { showroom: 'DEMO0001' } }),
    listFloorPlans: () => ({ query: { room_type: 'kitchen-l', room_group: 'kitchen', page: '1', per_page: '5' } }),
    getFloorPlan: () => ({ params: { slug: 'kitchen-l-12x14' } }),
    listFloorTemplates: () => ({ query: { room_group: 'bathroom', showroom: 'DEMO0001', page: '1', per_page: '5' } }),
    getFloorTemplate: () => ({ params: { slug: 'spa-marble-bathroom' }, query: { showroom: 'DEMO0001' } }),
    listShowroomProducts: () => ({
      body: {
        category: 1,
        showroom: 'DEMO0001',
        page: 1,
        per_page: 10,
        sort: 'price_asc',
        brand: ['Northfield'],
        min_price: 1,
        max_price: 5000,
        in_stock: true,
      },
    }),
    // "tiel" is a typo of "tile": the sample goes through the correction too.
    searchProducts: () => ({
      body: {
        q: 'tiel',
        showroom: 'DEMO0001',
        page: 1,
        per_page: 10,
        sort: 'price_asc',
        brand: ['Northfield'],
        min_price: 1,
        max_price: 5000,
        in_stock: true,
      },
    }),
    suggestProducts: () => ({ query: { q: 'porc', showroom: 'DEMO0001' } }),
    // Product 1001 is in category 101 of the demo data.
    getProduct: () => ({ query: { pid: '1001', cid: '101', showroom: 'DEMO0001' } }),
    topProducts: () => ({ body: { showroom: 'DEMO0001', category: 1 } }),
    customerAlsoViewed: () => ({ body: { product_id: 1001, showroom: 'DEMO0001' } }),
    recentlyViewed: () => ({ body: { product_ids: [1001, 1002], showroom: 'DEMO0001' } }),
    aiDesign: () => ({ body: { action: 'login', email: 'ai@demo.test', password: DEMO_PASSWORD } }),
    getAiUser: () => ({}),
    getAiCredits: () => ({}),
    aiResendVerificationEmail: () => ({}),
    aiVerifyEmail: async () => ({ params: { token: await verificationToken(server, 'ai', 1) } }),
    ...cartSampleRequests(server),
    ...orderSampleRequests(server),
    ...projectToolSampleRequests(server),
    aiGenerateDesign: () => ({
      body: { room_type: 'kitchen', prompt: 'Warm white oak cabinets and brass handles', style: 'modern' },
    }),
  };
}

/** The account the hostile-input sweep changes passwords of (a change signs out its other sessions). */
export const PASSWORD_CHANGE_ACCOUNT = 'password-change@example.test';
/** The account password-reset samples reset (a reset signs it out everywhere). */
export const PASSWORD_RESET_ACCOUNT = 'password-reset@example.test';

/** A customer account with the demo password, created on first use; its id. */
export async function ensureAccount(server: TestServer, email: string): Promise<number> {
  const { db } = server.database;
  const existing = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (existing) return existing.id;
  const template = await db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', 'customer@demo.test')
    .executeTakeFirstOrThrow();
  const { id: _id, email: _email, ...rest } = template;
  const row = await db
    .insertInto('users')
    .values({ ...rest, email })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Gives the account the demo password again (the seed's hash, copied from a demo account). */
async function resetToDemoPassword(server: TestServer, userId: number): Promise<void> {
  const { db } = server.database;
  const demo = await db
    .selectFrom('users')
    .select('password_hash')
    .where('email', '=', 'customer2@demo.test')
    .executeTakeFirstOrThrow();
  const current = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  // Only when it differs: a sample that writes makes the sweep take a new "before".
  if (current.password_hash !== demo.password_hash) {
    await db.updateTable('users').set({ password_hash: demo.password_hash }).where('id', '=', userId).execute();
  }
}

/**
 * More valid requests, for what one request cannot hold: the other member of a union body
 * (AI registration beside AI login) and the other mode of an endpoint (checking a one-time
 * code instead of requesting one).
 */
export function alternativeSampleRequests(): Partial<Record<EndpointName, SampleFor[]>> {
  return {
    oneTimeCode: [() => ({ query: { otp: '000000' } })],
    aiDesign: [
      () => ({
        body: {
          action: 'register',
          name: 'AI Person',
          email: `ai-${unique()}@example.test`,
          password: 'a-long-password',
        },
      }),
    ],
    ...cartAlternativeSamples(),
  };
}
