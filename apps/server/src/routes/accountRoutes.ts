import { isUniqueViolation } from '../db/uniqueViolation.ts';
import { signInLockMessage, type RegistrationRequest } from '@showroom/api';
import {
  type RegistrationForm,
  checkCardNumber,
  isBlank,
  normalizeExpiry,
  registrationSteps,
  splitFullName,
  validateStep,
} from '@showroom/machines';
import { linkOn, signInPausedEmail } from '@showroom/emails';
import type { Kysely } from 'kysely';
import { refuseDuringEmailCooldown } from '../accounts/emailCooldown.ts';
import { sendEmailVerification, useEmailVerification } from '../accounts/emailVerification.ts';
import { toUserView } from '../accounts/userView.ts';
import { hashPassword, unusablePasswordHash, verifyPassword } from '../auth/passwords.ts';
import { issueToken, revokeToken } from '../auth/sessions.ts';
import { clearSignInFailures, recordSignInFailure, signInLockedUntil } from '../auth/signInLockout.ts';
import { socialNotConfiguredMessage } from '../auth/social.ts';
import type { AppContext } from '../context.ts';
import type { Database, UserRow } from '../db/schema.ts';
import { HttpError, cooldownError, validationError } from '../http/errors.ts';
import type { RouteTable } from '../http/routes.ts';
import { sendRendered } from '../mail/sendRendered.ts';

export const accountMessages = {
  badCredentials: 'These credentials do not match our records.',
  emailTaken: 'The email has already been taken.',
  registered: 'Your account has been created. Please check your e-mail to verify your address.',
  signedIn: 'Signed in successfully.',
  loggedOut: 'You have been logged out.',
  verificationSent: 'A new verification link has been sent to your e-mail address.',
  alreadyVerified: 'Your e-mail address is already verified.',
  verified: 'Your e-mail address has been verified.',
  user: 'The signed-in user.',
} as const;

/** E-mail addresses are compared without case and surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function signedInUser(caller: { user: UserRow | null }): UserRow {
  // authorize() guarantees a user for signedIn endpoints; this only narrows the type.
  if (!caller.user) throw new HttpError(401, 'Unauthenticated.');
  return caller.user;
}

/** The request in the shape of the wizard's form, so the very rules the wizard applies run here. */
function asRegistrationForm(body: RegistrationRequest): RegistrationForm {
  return {
    full_name: body.full_name,
    email: body.email,
    password: body.password,
    country_code: body.country_code,
    phone_number: body.phone_number,
    zip_code: body.zip_code,
    agree: true,
    shipping_street: body.shipping_street,
    shipping_city: body.shipping_city,
    shipping_state: body.shipping_state,
    shipping_zip_code: body.shipping_zip_code,
    shipping_apartment: body.shipping_apartment ?? '',
    card_number: body.card_number ?? '',
    name_on_Card: body.name_on_Card ?? '',
    exp_date: body.exp_date ?? '',
    cvv: body.cvv ?? '',
    pay_street: body.pay_street ?? '',
    pay_state: body.pay_state ?? '',
    pay_city: body.pay_city ?? '',
    pay_zip_code: body.pay_zip_code ?? '',
  };
}

/**
 * The stored first and last name: as sent when the client split them, else §3's rule on the
 * spec's full_name (split on the first space, the machines' `splitFullName`).
 */
function nameOf(body: RegistrationRequest): { first_name: string; last_name: string } {
  if (body.first_name === undefined) return splitFullName(body.full_name);
  return { first_name: body.first_name.trim(), last_name: (body.last_name ?? '').trim() };
}

async function shopIdOf(db: Kysely<Database>, shopId: RegistrationRequest['shop_id']): Promise<number | null> {
  if (shopId === null || shopId === undefined) return null;
  const query = db.selectFrom('shops').select('id');
  const shop = await (
    typeof shopId === 'number' ? query.where('id', '=', shopId) : query.where('vsd_id', '=', shopId.toUpperCase())
  ).executeTakeFirst();
  return shop?.id ?? null;
}

async function register(context: AppContext, body: RegistrationRequest) {
  const form = asRegistrationForm(body);
  const ruleErrors = Object.assign({}, ...registrationSteps.map((step) => validateStep(step, form))) as Record<
    string,
    string
  >;
  const errors = Object.fromEntries(Object.entries(ruleErrors).map(([field, message]) => [field, [message]]));
  if (Object.keys(errors).length > 0) throw validationError(errors);

  const email = normalizeEmail(body.email);
  const name = nameOf(body);
  const { db, clock } = context;
  if (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) {
    throw validationError({ email: [accountMessages.emailTaken] });
  }
  const passwordHash = await hashPassword(body.password);
  const registeredShopId = await shopIdOf(db, body.shop_id);
  const now = clock().toISOString();

  const userId = await db
    .transaction()
    .execute(async (trx) => {
      const user = await trx
        .insertInto('users')
        // §6: registration always creates a customer; a `type` in the body cannot change that.
        .values({
          type: 'User',
          status: 'Active',
          email,
          password_hash: passwordHash,
          first_name: name.first_name,
          last_name: name.last_name,
          country_code: body.country_code.trim(),
          phone_number: body.phone_number.trim(),
          zip_code: body.zip_code.trim(),
          email_verified_at: null,
          registered_shop_id: registeredShopId,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('shipping_addresses')
        .values({
          user_id: user.id,
          street: body.shipping_street.trim(),
          city: body.shipping_city.trim(),
          state: body.shipping_state.trim(),
          zip_code: body.shipping_zip_code.trim(),
          apartment: isBlank(body.shipping_apartment) ? null : (body.shipping_apartment ?? '').trim(),
          created_at: now,
        })
        .execute();
      if (!isBlank(body.card_number)) {
        // Only what a checkout shows is kept: brand, last four digits, expiry. Never the CVV.
        const card = checkCardNumber(body.card_number ?? '');
        const [month, year] = normalizeExpiry(body.exp_date ?? '').split('/');
        await trx
          .insertInto('payment_cards')
          .values({
            user_id: user.id,
            brand: card.brand?.niceType ?? null,
            last4: card.digits.slice(-4),
            exp_month: Number(month),
            exp_year: 2000 + Number(year),
            name_on_card: body.name_on_Card?.trim() || null,
            pay_street: body.pay_street?.trim() || null,
            pay_city: body.pay_city?.trim() || null,
            pay_state: body.pay_state?.trim() || null,
            pay_zip_code: body.pay_zip_code?.trim() || null,
            created_at: now,
          })
          .execute();
      }
      return user.id;
    })
    .catch((error: unknown) => {
      // Another registration with this e-mail committed between the check above and the insert.
      if (isUniqueViolation(error)) throw validationError({ email: [accountMessages.emailTaken] });
      throw error;
    });

  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  await sendEmailVerification(context, 'user', user.id, user.email, `${user.first_name} ${user.last_name}`.trim());
  const token = await issueToken(db, clock, 'user', user.id);
  return { user: await toUserView(db, user), token };
}

/** The owner of an account whose sign-in was just paused hears of it (NIST SP 800-63B §5.2.2). */
async function tellOwnerOfLock(context: AppContext, user: UserRow): Promise<void> {
  const siteUrl = context.config.publicBaseUrl;
  await sendRendered(
    context.mailer,
    user.email,
    await signInPausedEmail({
      siteUrl,
      name: user.first_name,
      attempts: context.config.signInLock.threshold,
      pausedMinutes: context.config.signInLock.minutes,
      resetUrl: linkOn(siteUrl, '/reset_password'),
    }),
  );
}

export const accountRoutes: RouteTable = {
  login: {
    rateLimited: true,
    async handle({ body }, context) {
      const { db, clock } = context;
      const email = normalizeEmail(body.email);
      const user = await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
      // Verify even without an account so the response time does not tell which e-mails exist.
      const matches = await verifyPassword(body.password, user?.password_hash ?? unusablePasswordHash);
      // A locked account is refused whatever the password: else the lock would only slow the guessing.
      const now = clock();
      const lockedUntil = await signInLockedUntil(db, email, now);
      if (lockedUntil) {
        const seconds = Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000);
        throw cooldownError(signInLockMessage(Math.ceil(seconds / 60)), seconds);
      }
      if (!user || !matches) {
        const { locked } = await recordSignInFailure(db, email, now, context.config.signInLock);
        if (locked && user) await tellOwnerOfLock(context, user);
        throw validationError({ email: [accountMessages.badCredentials] });
      }
      await clearSignInFailures(db, email);
      // The contract returns every account; the sign-in outcome (§4) is decided from the user.
      const token = await issueToken(db, clock, 'user', user.id);
      return { message: accountMessages.signedIn, data: { user: await toUserView(db, user), token } };
    },
  },

  register: {
    rateLimited: true,
    async handle({ body }, context) {
      return { message: accountMessages.registered, data: await register(context, body) };
    },
  },

  getAuthUser: {
    async handle({ caller }, { db }) {
      return { message: accountMessages.user, data: await toUserView(db, signedInUser(caller)) };
    },
  },

  logout: {
    async handle({ caller }, { db, clock }) {
      if (caller.session) await revokeToken(db, clock, caller.session.tokenId);
      return { message: accountMessages.loggedOut, data: null };
    },
  },

  resendVerificationEmail: {
    rateLimited: true,
    async handle({ caller }, context) {
      const user = signedInUser(caller);
      if (user.email_verified_at) return { message: accountMessages.alreadyVerified, data: null };
      await refuseDuringEmailCooldown(context.db, context.clock, 'user', user.id);
      await sendEmailVerification(context, 'user', user.id, user.email, `${user.first_name} ${user.last_name}`.trim());
      return { message: accountMessages.verificationSent, data: null };
    },
  },

  verifyEmail: {
    async handle({ params }, context) {
      await useEmailVerification(context, 'user', params.token);
      return { message: accountMessages.verified, data: null };
    },
  },

  socialLogin: {
    rateLimited: true,
    async handle({ params, body }, context) {
      const provider = context.social[params.provider];
      if (!provider) throw new HttpError(501, socialNotConfiguredMessage(params.provider));
      const identity = await provider.verify(body.data).catch(() => {
        throw new HttpError(401, `Sign-in with ${params.provider} could not be confirmed.`);
      });
      const { db, clock } = context;
      const email = normalizeEmail(identity.email);
      const existing = () => db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
      let user = await existing();
      if (!user) {
        const now = clock().toISOString();
        user = await db
          .insertInto('users')
          .values({
            type: 'User',
            status: 'Active',
            email,
            // A social account has no password of its own until the owner sets one.
            password_hash: unusablePasswordHash,
            first_name: identity.firstName,
            last_name: identity.lastName,
            email_verified_at: identity.emailVerified ? now : null,
            registered_shop_id: null,
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow()
          // A second sign-in with the same new identity created the account first: use it.
          .catch(async (error: unknown) => {
            const created = isUniqueViolation(error) ? await existing() : undefined;
            if (!created) throw error;
            return created;
          });
      }
      const token = await issueToken(db, clock, 'user', user.id);
      return { message: accountMessages.signedIn, data: { user: await toUserView(db, user), token } };
    },
  },
};
