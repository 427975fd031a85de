import { z } from 'zod';
import { ONE_TIME_CODE_MAX_ATTEMPTS, oneTimeCodeOutcomes } from '../oneTimeCode.rules.ts';
import { named } from '../registry.ts';
import {
  hexColorSchema,
  mediaPathSchema,
  subscriptionFlagSchema,
  timestampSchema,
  userStatusSchema,
  userTypeSchema,
  vsdIdSchema,
} from '../vocabulary.ts';

export const addonSubscriptionSchema = named(
  'AddonSubscription',
  z.object({ subscription_status: subscriptionFlagSchema }),
);

/** §3, §4: Premium with paid amount 199 unlocks the shop's branding. */
export const latestSubscriptionSchema = named(
  'LatestSubscription',
  z.object({ subscription_status: subscriptionFlagSchema, plan: z.string().nullable(), paid_amount: z.number() }),
);

/** §3: the shop profile a Contractor or Designer brands their showroom with. */
export const shopBrandingSchema = named(
  'ShopBranding',
  z.object({
    id: z.number().int(),
    vsd_id: vsdIdSchema,
    company_name: z.string(),
    theme_color: hexColorSchema.nullable(),
    business_logo: mediaPathSchema.nullable(),
  }),
);

/** §3 User, as GET /api/authuser and the sign-in calls return it. Never carries a password. */
export const userSchema = named(
  'User',
  z.object({
    id: z.number().int().positive(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.email(),
    type: userTypeSchema,
    status: userStatusSchema,
    email_verified_at: timestampSchema.nullable(),
    country_code: z.string(),
    phone_number: z.string(),
    zip_code: z.string(),
    total_projects: z.number().int().nonnegative(),
    custom_addon: addonSubscriptionSchema.nullable(),
    latest_subscription: latestSubscriptionSchema.nullable(),
    shop_profile: shopBrandingSchema.nullable(),
    created_at: timestampSchema,
  }),
);
export type User = z.infer<typeof userSchema>;

/** §3 sign-in details. */
export const credentialsSchema = named(
  'Credentials',
  z.object({ email: z.string().min(1), password: z.string().min(1) }),
);
export type Credentials = z.infer<typeof credentialsSchema>;

/** What sign-in, registration and social login return: the user and the bearer token. */
export const sessionSchema = named('Session', z.object({ user: userSchema, token: z.string().min(11) }));
export type Session = z.infer<typeof sessionSchema>;

/** §5: password minimum 8 characters. */
export const MIN_PASSWORD_LENGTH = 8;

/**
 * §3 registration details. Card fields are optional (the wizard's skip clears them); §5's
 * client rules are repeated here so the server refuses what the wizard would. `full_name` is
 * the spec's field: without first_name and last_name the server splits it on the first space
 * (§3, the machines' `splitFullName`).
 */
export const registrationRequestSchema = named(
  'RegistrationRequest',
  z.object({
    first_name: z.string().min(1).optional(),
    last_name: z.string().optional(),
    full_name: z.string().min(1),
    type: z.literal('User').optional(),
    email: z.email(),
    password: z.string().min(MIN_PASSWORD_LENGTH),
    country_code: z.string().min(1),
    phone_number: z.string().min(1),
    zip_code: z.string().min(1),
    agree: z.union([z.literal(true), z.literal(1), z.literal('1')]),
    shipping_street: z.string().min(1),
    shipping_city: z.string().min(1),
    shipping_state: z.string().min(1),
    shipping_zip_code: z.string().min(1),
    shipping_apartment: z.string().optional(),
    card_number: z.string().optional(),
    name_on_Card: z.string().optional(),
    exp_date: z.string().optional(),
    cvv: z.string().optional(),
    pay_street: z.string().optional(),
    pay_state: z.string().optional(),
    pay_city: z.string().optional(),
    pay_zip_code: z.string().optional(),
    /** §7: the active showroom's id, when the shopper registers from inside a showroom. */
    shop_id: z.union([z.number().int(), vsdIdSchema]).nullable().optional(),
  }),
);
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;

export const socialProviders = ['google', 'facebook', 'apple'] as const;
export const socialLoginRequestSchema = named(
  'SocialLoginRequest',
  z.object({ data: z.record(z.string(), z.unknown()) }),
  "The provider's sign-in result (access token, profile) as the provider's SDK returns it.",
);
export type SocialLoginRequest = z.infer<typeof socialLoginRequestSchema>;

/**
 * GET /api/login/verify_otp. `valid_otp` (§7): null when only a code was requested, else whether
 * it was valid. The other fields are designed and optional, so a client can say how long the
 * open code works and how many tries it has left, and tell a wrong code from a spent one.
 */
export const oneTimeCodeResultSchema = named(
  'OneTimeCodeResult',
  z.object({
    valid_otp: z.boolean().nullable(),
    /** What happened (`oneTimeCodeOutcomes`); after expired, locked or none only a new code helps. */
    outcome: z.enum(oneTimeCodeOutcomes).optional(),
    /** When the open code expires: on sent and invalid. */
    expires_at: timestampSchema.optional(),
    /** Wrong tries the open code still takes before it locks: on sent, invalid and locked (0). */
    attempts_left: z.number().int().nonnegative().max(ONE_TIME_CODE_MAX_ATTEMPTS).optional(),
  }),
  `valid_otp as §7 gives it; outcome (sent, valid, invalid, expired, locked or none), expires_at (on sent and invalid) and attempts_left (on sent, invalid and locked; ${ONE_TIME_CODE_MAX_ATTEMPTS} after sent) tell the client what to show.`,
);
export type OneTimeCodeResult = z.infer<typeof oneTimeCodeResultSchema>;
