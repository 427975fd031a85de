import { z } from 'zod';
import { named } from '../registry.ts';

/** §3, §7 footer lead form, with the fields added on submit. */
export const leadRequestSchema = named(
  'LeadRequest',
  z.object({
    full_name: z.string().min(1),
    email: z.email(),
    phone_number: z.string().min(1),
    action: z.string().min(1),
    lead_type: z.literal('Pop-Ups'),
    shop_profile_id: z.union([z.number().int(), z.string()]).nullable(),
  }),
);
export type LeadRequest = z.infer<typeof leadRequestSchema>;
