import { maskAccountNumber, payoutMessages, type PayoutSettings } from '@showroom/api';
import { encryptAccountNumber } from '../accounts/payoutCipher.ts';
import type { Selectable } from 'kysely';
import type { PayoutAccountsTable } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import type { RouteTable } from '../http/routes.ts';

type PayoutAccountRow = Selectable<PayoutAccountsTable>;

/** §9: pending profits become available 46 business days after approval. */
const pendingReleaseBusinessDays = 46;

/** What the page sees: never the account number, only its last four digits and the mask. */
function toPayoutSettings(row: PayoutAccountRow | undefined): PayoutSettings {
  if (!row) {
    return {
      account_holder_name: null,
      bank_name: null,
      routing_number: null,
      account_type: null,
      account_number_last4: null,
      account_number_masked: null,
      updated_at: null,
      pending_release_business_days: pendingReleaseBusinessDays,
    };
  }
  return {
    account_holder_name: row.account_holder_name,
    bank_name: row.bank_name,
    routing_number: row.routing_number,
    account_type: row.account_type as PayoutSettings['account_type'],
    account_number_last4: row.account_number_last4,
    account_number_masked: maskAccountNumber(row.account_number_last4),
    updated_at: row.updated_at,
    pending_release_business_days: pendingReleaseBusinessDays,
  };
}

const signedInUserId = (caller: { user: { id: number } | null }) => {
  if (!caller.user) throw new HttpError(401, 'Unauthenticated.');
  return caller.user.id;
};

/**
 * Payout Settings (/payout_setup, designed): pros only, as the contract's auth says. The schema
 * has already checked the fields (ABA checksum included); the account number is encrypted before
 * it reaches the database (accounts/payoutCipher.ts).
 */
export const payoutRoutes: RouteTable = {
  getPayoutSettings: {
    async handle({ caller }, { db }) {
      const row = await db
        .selectFrom('payout_accounts')
        .selectAll()
        .where('user_id', '=', signedInUserId(caller))
        .executeTakeFirst();
      return { message: payoutMessages.loaded, data: toPayoutSettings(row) };
    },
  },

  updatePayoutSettings: {
    async handle({ caller, body }, { db, clock, config }) {
      const userId = signedInUserId(caller);
      const now = clock().toISOString();
      const values = {
        account_holder_name: body.account_holder_name,
        bank_name: body.bank_name,
        routing_number: body.routing_number,
        account_type: body.account_type,
        account_number_last4: body.account_number.slice(-4),
        account_number_encrypted: encryptAccountNumber(config.payoutEncryptionKey, userId, body.account_number),
        updated_at: now,
      };
      // One account per pro (user_id is unique): the upsert keeps two saves at once from failing.
      const row = await db
        .insertInto('payout_accounts')
        .values({ user_id: userId, created_at: now, ...values })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
        .returningAll()
        .executeTakeFirstOrThrow();
      return { message: payoutMessages.saved, data: toPayoutSettings(row) };
    },
  },
};
