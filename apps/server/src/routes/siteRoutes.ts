import { type SiteSettings, siteSettingsSchema } from '@showroom/api';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { RouteTable } from '../http/routes.ts';

/** The settings row the seed writes; GET /api/setting answers it. */
export const siteSettingsKey = 'site';

export async function readSiteSettings(db: Kysely<Database>): Promise<SiteSettings | null> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', siteSettingsKey).executeTakeFirst();
  if (!row) return null;
  const parsed = siteSettingsSchema.safeParse(JSON.parse(row.value));
  return parsed.success ? parsed.data : null;
}

export const siteRoutes: RouteTable = {
  getSettings: {
    async handle(_input, { db }) {
      const settings = await readSiteSettings(db);
      // The seed always writes them; a database without them is broken, not "empty".
      if (!settings) throw new Error('Site settings are missing from the database.');
      return { message: 'Settings.', data: settings };
    },
  },

  sampleRequest: {
    async handle({ body }, { db, clock }) {
      const shopRef = body.shop_profile_id;
      let shopId: number | null = null;
      if (shopRef !== null && String(shopRef).trim() !== '') {
        const query = db.selectFrom('shops').select('id');
        const asNumber = Number(shopRef);
        const shop = await (
          Number.isInteger(asNumber) && asNumber > 0
            ? query.where('id', '=', asNumber)
            : query.where('vsd_id', '=', String(shopRef).trim().toUpperCase())
        ).executeTakeFirst();
        shopId = shop?.id ?? null;
      }
      await db
        .insertInto('leads')
        .values({
          full_name: body.full_name.trim(),
          email: body.email.trim(),
          phone_number: body.phone_number.trim(),
          action: body.action,
          lead_type: body.lead_type,
          shop_profile_id: shopId,
          created_at: clock().toISOString(),
        })
        .execute();
      return { message: 'Thank you! We will be in touch soon.', data: null };
    },
  },
};
