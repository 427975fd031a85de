import { z } from 'zod';
import { named } from '../registry.ts';
import {
  MAX_MARKUP_PERCENT,
  MIN_MARKUP_PERCENT,
  showroomPricingMessages,
  showroomPricingProblems,
} from '../showroomPricing.rules.ts';
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

/**
 * GET /api/pro/showroom (designed, issue 35): the signed-in pro's own showroom, its public
 * profile (what GET /api/visualization/shop_profile gives) with the prices only its owner sees.
 */
export const myShowroomSchema = named(
  'MyShowroom',
  z.object({
    profile: showroomProfileSchema,
    /** §1, §9: added to the wholesale price of every product; 10 to 100 %, two decimals. */
    markup_percent: z.number().min(MIN_MARKUP_PERCENT),
    /** §5, §9: the coupon, never above the markup; null for none. */
    coupon_percent: z.number().min(0).nullable(),
  }),
);
export type MyShowroom = z.infer<typeof myShowroomSchema>;

/** A percentage field: any other type is refused with the rule's own message. */
const percentField = (message: string, meta: { minimum: number; description: string }) =>
  z.number({ error: message }).meta({ ...meta, maximum: MAX_MARKUP_PERCENT, multipleOf: 0.01 });

/**
 * PUT /api/pro/showroom/pricing: judged by @showroom/domain's `showroomPricingProblems`, so the
 * 422 names each field with the rule's own message ("The coupon cannot exceed the markup."),
 * as the pro's form (which checks with the same rule) shows it.
 */
export const showroomPricingUpdateSchema = named(
  'ShowroomPricingUpdate',
  z
    .object({
      markup_percent: percentField(showroomPricingMessages.markupNotNumber, {
        minimum: MIN_MARKUP_PERCENT,
        description: `The markup in percent: ${MIN_MARKUP_PERCENT} to ${MAX_MARKUP_PERCENT}, at most two decimals.`,
      }),
      coupon_percent: percentField(showroomPricingMessages.couponNotNumber, {
        minimum: 0,
        description: 'The coupon in percent: at most the markup, at most two decimals; null for none.',
      }).nullable(),
    })
    .superRefine((body, context) => {
      for (const [field, message] of Object.entries(showroomPricingProblems(body))) {
        context.addIssue({ code: 'custom', path: [field], message });
      }
    }),
);
export type ShowroomPricingUpdate = z.input<typeof showroomPricingUpdateSchema>;
