import { isUniqueViolation } from '../db/uniqueViolation.ts';
import { aiDesignMessages, type AiUser } from '@showroom/api';
import { refuseDuringEmailCooldown } from '../accounts/emailCooldown.ts';
import { sendEmailVerification, useEmailVerification } from '../accounts/emailVerification.ts';
import { hashPassword, unusablePasswordHash, verifyPassword } from '../auth/passwords.ts';
import { issueToken } from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';
import type { AiUserRow } from '../http/authorize.ts';
import { HttpError, validationError } from '../http/errors.ts';
import type { RouteTable } from '../http/routes.ts';
import { accountMessages, normalizeEmail } from './accountRoutes.ts';

/** Credits a new AI design account starts with. */
export const startingAiCredits = 10;

function toAiUserView(row: AiUserRow): AiUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    email_verified_at: row.email_verified_at,
    credits: row.credits,
  };
}

function aiUserOf(caller: { aiUser: AiUserRow | null }): AiUserRow {
  if (!caller.aiUser) throw new HttpError(401, 'Unauthenticated.');
  return caller.aiUser;
}

async function aiSession(context: AppContext, row: AiUserRow) {
  return { user: toAiUserView(row), token: await issueToken(context.db, context.clock, 'ai', row.id) };
}

/** The AI design area (§1, §7): its own accounts, verification, credits and token. */
export const aiRoutes: RouteTable = {
  aiDesign: {
    rateLimited: true,
    async handle({ body }, context) {
      const { db, clock } = context;
      const email = normalizeEmail(body.email);
      const existing = await db.selectFrom('ai_users').selectAll().where('email', '=', email).executeTakeFirst();
      if (body.action === 'login') {
        const matches = await verifyPassword(body.password, existing?.password_hash ?? unusablePasswordHash);
        if (!existing || !matches) throw validationError({ email: [accountMessages.badCredentials] });
        return { message: accountMessages.signedIn, data: await aiSession(context, existing) };
      }
      if (existing) throw validationError({ email: [accountMessages.emailTaken] });
      const row = await db
        .insertInto('ai_users')
        .values({
          name: body.name.trim(),
          email,
          password_hash: await hashPassword(body.password),
          email_verified_at: null,
          credits: startingAiCredits,
          created_at: clock().toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow()
        .catch((error: unknown) => {
          // Another registration with this e-mail committed between the check and the insert.
          if (isUniqueViolation(error)) throw validationError({ email: [accountMessages.emailTaken] });
          throw error;
        });
      await sendEmailVerification(context, 'ai', row.id, row.email, row.name);
      return { message: accountMessages.registered, data: await aiSession(context, row) };
    },
  },

  getAiUser: {
    async handle({ caller }) {
      return { message: 'The signed-in AI user.', data: toAiUserView(aiUserOf(caller)) };
    },
  },

  getAiCredits: {
    async handle({ caller }) {
      const user = aiUserOf(caller);
      return { message: 'Your AI design credits.', data: { credits: user.credits, used: user.credits_used } };
    },
  },

  aiResendVerificationEmail: {
    rateLimited: true,
    async handle({ caller }, context) {
      const user = aiUserOf(caller);
      if (user.email_verified_at) return { message: accountMessages.alreadyVerified, data: null };
      await refuseDuringEmailCooldown(context.db, context.clock, 'ai', user.id);
      await sendEmailVerification(context, 'ai', user.id, user.email, user.name);
      return { message: accountMessages.verificationSent, data: null };
    },
  },

  aiGenerateDesign: {
    rateLimited: true,
    async handle({ caller, body }, context) {
      const user = aiUserOf(caller);
      const provider = context.designProvider;
      if (!provider) throw new HttpError(503, aiDesignMessages.unavailable);
      if (user.credits <= 0) throw validationError({ credits: [aiDesignMessages.noCredits] });
      const design = await provider.generate({ ...body, aiUserId: user.id }).catch((error: unknown) => {
        context.log.warn({ err: error, provider: provider.name }, 'AI design provider failed');
        throw new HttpError(502, aiDesignMessages.providerFailed);
      });
      if (design.images.length === 0) throw new HttpError(502, aiDesignMessages.providerFailed);
      // The credit is spent only for a design made, and only if one is still left (two designs
      // asked for at once cannot both spend the last one).
      const spent = await context.db
        .updateTable('ai_users')
        .set((eb) => ({ credits: eb('credits', '-', 1), credits_used: eb('credits_used', '+', 1) }))
        .where('id', '=', user.id)
        .where('credits', '>', 0)
        .returning(['credits', 'credits_used'])
        .executeTakeFirst();
      if (!spent) throw validationError({ credits: [aiDesignMessages.noCredits] });
      return {
        message: aiDesignMessages.ready,
        data: {
          images: design.images.map(({ url, alt }) => ({ url, alt })),
          credits: spent.credits,
          used: spent.credits_used,
        },
      };
    },
  },

  aiVerifyEmail: {
    async handle({ params }, context) {
      await useEmailVerification(context, 'ai', params.token);
      return { message: accountMessages.verified, data: null };
    },
  },
};
