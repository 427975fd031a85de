import { z } from 'zod';
import { named } from '../registry.ts';
import { timestampSchema } from '../vocabulary.ts';

/** The AI room-design account (its own login, registration, e-mail verification and credits, §1). */
export const aiUserSchema = named(
  'AiUser',
  z.object({
    id: z.number().int().positive(),
    name: z.string(),
    email: z.email(),
    email_verified_at: timestampSchema.nullable(),
    credits: z.number().int().nonnegative(),
  }),
);
export type AiUser = z.infer<typeof aiUserSchema>;

export const aiSessionSchema = named('AiSession', z.object({ user: aiUserSchema, token: z.string().min(11) }));

/** POST /api/AI/design is used for both AI login and AI registration (§7). */
export const aiDesignRequestSchema = named(
  'AiDesignRequest',
  z.discriminatedUnion('action', [
    z.object({ action: z.literal('login'), email: z.string().min(1), password: z.string().min(1) }),
    z.object({
      action: z.literal('register'),
      name: z.string().min(1),
      email: z.email(),
      password: z.string().min(8),
    }),
  ]),
);

export const aiCreditsSchema = named(
  'AiCredits',
  z.object({ credits: z.number().int().nonnegative(), used: z.number().int().nonnegative() }),
);
