import { z } from 'zod';
import { named } from '../registry.ts';
import { categorySchema } from './catalog.ts';
import { addonSubscriptionSchema } from './users.ts';
import { hexColorSchema, mediaPathSchema, subscriptionFlagSchema, vsdIdSchema } from '../vocabulary.ts';

/** §3 showroom search result. */
export const showroomSearchResultSchema = named(
  'ShowroomSearchResult',
  z.object({ id: z.number().int().positive(), company_name: z.string(), vsd_id: vsdIdSchema }),
);
export type ShowroomSearchResult = z.infer<typeof showroomSearchResultSchema>;

/** §3 showroom profile: what the storefront stores as the active showroom and themes from. */
export const showroomProfileSchema = named(
  'ShowroomProfile',
  z.object({
    id: z.number().int().positive(),
    user_id: z.number().int().positive(),
    vsd_id: vsdIdSchema,
    company_name: z.string(),
    theme_color: hexColorSchema.nullable(),
    business_logo: mediaPathSchema.nullable(),
    basic_addon: addonSubscriptionSchema,
    custom_addon: addonSubscriptionSchema,
    showroom_subscription: z.object({ subscription_status: subscriptionFlagSchema, plan: z.string().nullable() }),
    is_3d: z.boolean(),
  }),
);
export type ShowroomProfile = z.infer<typeof showroomProfileSchema>;

/**
 * GET /api/visualization/shop_profile: `data.data` holds the profile and its category tree, or
 * null when no showroom matches ("empty means not found", §7).
 */
export const shopProfilePayloadSchema = named(
  'ShopProfilePayload',
  z.object({
    data: z.object({ profile: showroomProfileSchema, category: z.array(categorySchema) }).nullable(),
  }),
);
export type ShopProfilePayload = z.infer<typeof shopProfilePayloadSchema>;

/** GET /api/shop/settings: the storefront's per-shop settings read at start-up (designed). */
export const shopSettingsSchema = named(
  'ShopSettings',
  z.object({
    shop_id: z.number().int().positive(),
    vsd_id: vsdIdSchema,
    /** §1, §9: contractors mark products up by at least 10 %. */
    markup_percent: z.number().min(10),
    /** §5: a coupon cannot exceed the markup. */
    coupon_percent: z.number().min(0).nullable(),
    currency: z.literal('USD'),
    shipping_countries: z.array(z.literal('US')),
    new_layout: z.boolean(),
  }),
);
export type ShopSettings = z.infer<typeof shopSettingsSchema>;
