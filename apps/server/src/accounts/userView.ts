import type { User } from '@showroom/api';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/schema.ts';

/**
 * The §3 User as the contract sends it, assembled from the account, its latest add-on and plan
 * subscriptions and its shop. Never includes the password hash.
 */
export async function toUserView(db: Kysely<Database>, user: UserRow): Promise<User> {
  const [subscriptions, shop] = await Promise.all([
    db
      .selectFrom('subscriptions')
      .select(['kind', 'plan', 'subscription_status', 'paid_amount_cents'])
      .where('user_id', '=', user.id)
      .orderBy('id', 'desc')
      .execute(),
    db
      .selectFrom('shops')
      .select(['id', 'vsd_id', 'company_name', 'theme_color', 'business_logo'])
      .where('user_id', '=', user.id)
      .orderBy('id')
      .executeTakeFirst(),
  ]);
  const addon = subscriptions.find((row) => row.kind === 'custom_addon');
  const plan = subscriptions.find((row) => row.kind === 'plan');
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    type: user.type as User['type'],
    status: user.status as User['status'],
    email_verified_at: user.email_verified_at,
    country_code: user.country_code,
    phone_number: user.phone_number,
    zip_code: user.zip_code,
    total_projects: user.total_projects,
    custom_addon: addon ? { subscription_status: addon.subscription_status } : null,
    latest_subscription: plan
      ? { subscription_status: plan.subscription_status, plan: plan.plan, paid_amount: plan.paid_amount_cents / 100 }
      : null,
    shop_profile: shop ?? null,
    created_at: user.created_at,
  };
}
