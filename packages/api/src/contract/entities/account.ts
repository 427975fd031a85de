import { z } from 'zod';
import { named } from '../registry.ts';
import { userSchema } from './users.ts';
import { moneySchema, timestampSchema } from '../vocabulary.ts';
import {
  ACCOUNT_NUMBER_PATTERN,
  isValidRoutingNumber,
  payoutAccountTypes,
  payoutLimits,
  payoutMessages,
  ROUTING_NUMBER_PATTERN,
} from '../payout.rules.ts';

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
    /** With checkout=1: the shipping rule's charge for the cart being checked out; otherwise null. */
    shipping_charge: moneySchema.nullable(),
  }),
);
export type Profile = z.infer<typeof profileSchema>;

/**
 * PUT /api/profile: the fields to change (left out: unchanged), checked by profile.rules.ts
 * (the phone by its country code; the shipping state a US state). checkout=1 answers with the
 * shipping charge of the cart being checked out (`cart_id`, else the account's current cart).
 */
export const profileUpdateSchema = named(
  'ProfileUpdate',
  z.object({
    first_name: z.string().min(1).optional(),
    last_name: z.string().optional(),
    country_code: z.string().min(1).optional(),
    phone_number: z.string().min(1).optional(),
    shipping_address: shippingAddressSchema.optional(),
    checkout: z.union([z.literal(1), z.literal('1')]).optional(),
    cart_id: z.string().min(1).max(200).optional(),
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

/**
 * /payout_setup (Payout Settings, §2, designed): the bank account a pro's profits are paid to.
 * The account number is never sent back: only its last four digits and the masked form the page
 * shows. The routing number identifies the bank (it is printed on every cheque), so it is shown.
 * Every field is null until the pro saves the form.
 */
export const payoutSettingsSchema = named(
  'PayoutSettings',
  z.object({
    account_holder_name: z.string().nullable(),
    bank_name: z.string().nullable(),
    routing_number: z.string().regex(ROUTING_NUMBER_PATTERN).nullable(),
    account_type: z.enum(payoutAccountTypes).nullable(),
    account_number_last4: z
      .string()
      .regex(/^\d{4}$/)
      .nullable(),
    /** '•••• 6789': what the page shows of the account number. */
    account_number_masked: z.string().nullable(),
    updated_at: timestampSchema.nullable(),
    /** §9: pending profits become available 46 business days after approval. */
    pending_release_business_days: z.literal(46),
  }),
);
export type PayoutSettings = z.infer<typeof payoutSettingsSchema>;

const trimmedText = (max: number, required: string, tooLong: string) =>
  z.string().trim().min(1, required).max(max, tooLong);

/**
 * PUT /api/payout_setup. Built from the zod-free rules of payout.rules.ts, which the form checks
 * with too (a test keeps them in step). The full account number is sent every time it is saved.
 */
export const payoutSettingsUpdateSchema = named(
  'PayoutSettingsUpdate',
  z.object({
    account_holder_name: trimmedText(
      payoutLimits.accountHolderName,
      payoutMessages.accountHolderNameRequired,
      payoutMessages.accountHolderNameTooLong,
    ),
    bank_name: trimmedText(payoutLimits.bankName, payoutMessages.bankNameRequired, payoutMessages.bankNameTooLong),
    routing_number: z
      .string()
      .trim()
      .min(1, payoutMessages.routingNumberRequired)
      .regex(ROUTING_NUMBER_PATTERN, payoutMessages.routingNumberFormat)
      .refine(
        // Only a 9-digit number has a checksum to check; the format message covers the rest.
        (routing) => !ROUTING_NUMBER_PATTERN.test(routing) || isValidRoutingNumber(routing),
        payoutMessages.routingNumberChecksum,
      ),
    account_number: z
      .string()
      .trim()
      .min(1, payoutMessages.accountNumberRequired)
      .regex(ACCOUNT_NUMBER_PATTERN, payoutMessages.accountNumberFormat),
    account_type: z.enum(payoutAccountTypes, payoutMessages.accountTypeInvalid),
  }),
);
export type PayoutSettingsUpdate = z.input<typeof payoutSettingsUpdateSchema>;
