import { z } from 'zod';
import { named } from '../registry.ts';
import { mediaPathSchema, timestampSchema } from '../vocabulary.ts';

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

/** Room types a design can be asked for (the AI area's form offers these). */
export const aiRoomTypes = ['kitchen', 'bathroom', 'living room', 'bedroom', 'dining room', 'outdoor'] as const;

/**
 * POST /api/AI/design/generate (designed: §1 "AI room design"; §7 gives /api/AI/design to the AI
 * sign-in and registration, so generation has its own path). Costs one credit when a provider
 * makes the design; without a provider the server answers 503 and nothing is spent.
 */
export const aiGenerateDesignRequestSchema = named(
  'AiGenerateDesignRequest',
  z.object({
    room_type: z.enum(aiRoomTypes),
    /** What the room should look like, in the user's words. */
    prompt: z.string().trim().min(3).max(1000),
    /** An optional style keyword ('modern farmhouse', 'japandi'). */
    style: z.string().trim().max(100).optional(),
  }),
);
export type AiGenerateDesignRequest = z.infer<typeof aiGenerateDesignRequestSchema>;

/** A generated design: the pictures the provider made and the credits left afterwards. */
export const aiGeneratedDesignSchema = named(
  'AiGeneratedDesign',
  z.object({
    /** An absolute URL from the provider, or a same-origin media path. */
    images: z.array(z.object({ url: z.union([z.url(), mediaPathSchema]), alt: z.string() })).min(1),
    credits: z.number().int().nonnegative(),
    used: z.number().int().nonnegative(),
  }),
);
export type AiGeneratedDesign = z.infer<typeof aiGeneratedDesignSchema>;
