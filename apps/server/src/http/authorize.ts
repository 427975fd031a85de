import { ONE_TIME_CODE_REQUIRED_MESSAGE } from '@showroom/domain';
import { AI_TOKEN_HEADER, type EndpointAuth, type EndpointName, checkAccess } from '@showroom/api';
import { proceedingStatuses, signInMessages } from '@showroom/machines';
import type { FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { type ResolvedSession, bearerToken, resolveToken } from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';
import type { AiUsersTable, UserRow } from '../db/schema.ts';
import { HttpError, forbidden, unauthenticated } from './errors.ts';

/** §6: the AI area's separate token travels in its own header (Node lower-cases header names). */
export const aiTokenHeader = AI_TOKEN_HEADER.toLowerCase();

export type AiUserRow = Selectable<AiUsersTable>;

export interface Caller {
  user: UserRow | null;
  session: ResolvedSession | null;
  aiUser: AiUserRow | null;
  aiSession: ResolvedSession | null;
}

const anonymous: Caller = { user: null, session: null, aiUser: null, aiSession: null };

export const oneTimeCodeRequiredMessage = ONE_TIME_CODE_REQUIRED_MESSAGE;

/**
 * Endpoints a signed-in account may use whatever its state: reading itself, signing out, and
 * the steps that fix the state (the one-time code, the verification e-mail).
 */
const stateExempt = new Set<EndpointName>(['getAuthUser', 'logout', 'oneTimeCode', 'resendVerificationEmail']);

/** Why a signed-in account may not use the shop yet (the §8 text), or null when it may. */
function accountRefusal(user: UserRow, session: ResolvedSession, name: EndpointName): string | null {
  if (stateExempt.has(name)) return null;
  if (user.status === 'Deactive') return signInMessages.deactivated;
  if (!proceedingStatuses.includes(user.status)) return signInMessages.pendingApproval;
  if (user.type === 'Admin' && !session.otpVerified) return oneTimeCodeRequiredMessage;
  return null;
}

/**
 * A public endpoint's caller when the handler asked to know it (`identifiesCaller`): the
 * signed-in account of a valid bearer token that may use the shop, else anonymous. Never a
 * refusal: a stale or unknown token on a public page is simply no one.
 */
async function identify(context: AppContext, name: EndpointName, request: FastifyRequest): Promise<Caller> {
  const token = bearerToken(request.headers.authorization);
  const session = token ? await resolveToken(context.db, context.clock, 'user', token) : null;
  if (!session) return anonymous;
  const user = await context.db.selectFrom('users').selectAll().where('id', '=', session.subjectId).executeTakeFirst();
  if (!user || accountRefusal(user, session, name) !== null) return anonymous;
  return { ...anonymous, user, session };
}

/**
 * Applies the endpoint's declared `auth`: 401 without a valid token, 403 for a wrong role.
 * Beyond the contract's roles, a signed-in account that may not use the shop yet is refused
 * with the §8 text: a deactivated or pending account, and an Admin who has not passed the
 * one-time-code check in this session (the spec only enforces that in the browser).
 * A public endpoint's caller is anonymous unless `identifyPublicCaller` (see `identify`).
 */
export async function authorize(
  context: AppContext,
  name: EndpointName,
  auth: EndpointAuth,
  request: FastifyRequest,
  { identifyPublicCaller = false }: { identifyPublicCaller?: boolean } = {},
): Promise<Caller> {
  if (auth.kind === 'public') return identifyPublicCaller ? identify(context, name, request) : anonymous;

  if (auth.kind === 'aiSignedIn') {
    const header = request.headers[aiTokenHeader];
    const token = typeof header === 'string' ? header.trim() : null;
    const session = token ? await resolveToken(context.db, context.clock, 'ai', token) : null;
    if (!session) throw unauthenticated();
    const aiUser = await context.db
      .selectFrom('ai_users')
      .selectAll()
      .where('id', '=', session.subjectId)
      .executeTakeFirst();
    if (!aiUser) throw unauthenticated();
    return { ...anonymous, aiUser, aiSession: session };
  }

  const token = bearerToken(request.headers.authorization);
  const session = token ? await resolveToken(context.db, context.clock, 'user', token) : null;
  if (!session) throw unauthenticated();
  const user = await context.db.selectFrom('users').selectAll().where('id', '=', session.subjectId).executeTakeFirst();
  if (!user) throw unauthenticated();

  // The contract's own rule decides the role check, as it does for the mocks.
  const verdict = checkAccess(auth, { userType: user.type as (typeof auth.roles)[number], hasAiToken: false });
  if (verdict !== 'allowed') throw forbidden();
  const refusal = accountRefusal(user, session, name);
  if (refusal !== null) throw new HttpError(403, refusal);
  return { ...anonymous, user, session };
}
