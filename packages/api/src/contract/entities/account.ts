import { z } from 'zod';
import { named } from '../registry.ts';
import { userSchema } from './users.ts';
import { moneySchema, timestampSchema } from '../vocabulary.ts';

/** §3 shipping address; shipping is US-only (§1). */
export const shippingAddressSchema = named(
  'ShippingAddress',
  z.object({
    street: z.string().min(1),
    city: z.string().min(1),
    state: z.string().min(1),
    zip_code: z.string().min(1),
    apartment: z.string().nullable(),
  }),
);
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/**
 * §3 payment details as the server returns them: never the full card number or the CVV, only
 * what the checkout shows (brand, last four digits, name, expiry) and the billing address.
 */
export const paymentDetailsSchema = named(
  'PaymentDetails',
  z.object({
    card_brand: z.string(),
    card_last4: z.string().regex(/^\d{4}$/),
    name_on_Card: z.string(),
    exp_date: z.string().regex(/^\d{2}\/\d{2}$/),
    street: z.string(),
    state: z.string(),
    city: z.string(),
    zip_code: z.string(),
  }),
);
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>;

/** §3 payment details as a form sends them (checkout, registration step 3). */
export const paymentInputSchema = named(
  'PaymentInput',
  z.object({
    // §8 card texts; the full checks (brand, Luhn, expiry not past, the brand's CVC length) are the server's.
    card_number: z.string().min(12, 'Invalid Card Number.'),
    name_on_Card: z.string().min(1),
    exp_date: z.string().regex(/^\d{2}\/\d{2}$/, 'Invalid Expiration Date.'),
    cvv: z.string().regex(/^\d{3,4}$/, 'Invalid CVC.'),
    street: z.string().min(1),
    state: z.string().min(1),
    city: z.string().min(1),
    zip_code: z.string().min(1),
  }),
);

/** GET /api/profile (and ?checkout=1): the account with what checkout needs. */
export const profileSchema = named(
  'Profile',
  z.object({
    user: userSchema,
    shipping_address: shippingAddressSchema.nullable(),
    payment_details: paymentDetailsSchema.nullable(),
    shipping_charge: moneySchema,
  }),
);
export type Profile = z.infer<typeof profileSchema>;

/** PUT /api/profile: the address update (checkout=1 recomputes the shipping charge). */
export const profileUpdateSchema = named(
  'ProfileUpdate',
  z.object({
    first_name: z.string().min(1).optional(),
    last_name: z.string().optional(),
    phone_number: z.string().min(1).optional(),
    shipping_address: shippingAddressSchema.optional(),
    checkout: z.union([z.literal(1), z.literal('1')]).optional(),
  }),
);

export const notificationSchema = named(
  'Notification',
  z.object({
    id: z.number().int().positive(),
    title: z.string(),
    message: z.string(),
    link: z.string().nullable(),
    read_at: timestampSchema.nullable(),
    created_at: timestampSchema,
  }),
);
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/setting: site-wide settings (designed; §9 constants the storefront reads). */
export const siteSettingsSchema = named(
  'SiteSettings',
  z.object({
    site_name: z.string(),
    support_email: z.email(),
    currency: z.literal('USD'),
    time_zone: z.string(),
    date_format: z.string(),
    page_size: z.number().int().positive(),
    toast_seconds: z.number().int().positive(),
    footer_popup: z.object({ title: z.string(), text: z.string() }),
  }),
);
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** /payout_setup (Payout Settings, §2): where a shop's profits are paid (designed). */
export const payoutSettingsSchema = named(
  'PayoutSettings',
  z.object({
    account_holder_name: z.string().nullable(),
    bank_name: z.string().nullable(),
    routing_number_last4: z
      .string()
      .regex(/^\d{4}$/)
      .nullable(),
    account_number_last4: z
      .string()
      .regex(/^\d{4}$/)
      .nullable(),
    payout_email: z.email().nullable(),
    available_balance: z.number(),
    pending_balance: z.number(),
    /** §9: pending profits become available 46 business days after approval. */
    pending_release_business_days: z.literal(46),
  }),
);
export type PayoutSettings = z.infer<typeof payoutSettingsSchema>;

export const payoutSettingsUpdateSchema = named(
  'PayoutSettingsUpdate',
  z.object({
    account_holder_name: z.string().min(1),
    bank_name: z.string().min(1),
    routing_number: z.string().regex(/^\d{9}$/),
    account_number: z.string().regex(/^\d{4,17}$/),
    payout_email: z.email(),
  }),
);
