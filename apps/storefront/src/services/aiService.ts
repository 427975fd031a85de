import type { AiGeneratedDesign, AiGenerateDesignRequest, AiUser, EndpointData } from '@showroom/api';
import { EMAIL_RESEND_COOLDOWN_SECONDS, retryAfterSecondsOf } from '@showroom/api/client';
import { emailResendMachine, type EmailResendFailure, type EmailResendResult } from '@showroom/machines';
import { createActor, fromPromise, type ActorOptions, type AnyActorLogic } from 'xstate';
import { storageKeys } from '../state/storageKeys.ts';
import type { AppServices } from './createAppServices.ts';

/**
 * The AI design area's calls (§1, §7 `/api/AI/*`). The area has its own account, token and
 * user, kept apart from the storefront's: the token, user and credits are stored under the §3
 * keys `aiToken`, `ai_user` and `ai_credits` here, and the session machine's `ai` region is
 * told with `AI.SIGNED_IN` / `AI.SIGNED_OUT` (it removes the three keys on sign-out and on a
 * failed user load, §4). Every function rejects with the API client's error, which the page
 * reads for field messages (422) or a failure to show.
 */

/** `POST /api/AI/get_credits`: credits left and used. */
export type AiCredits = EndpointData<'getAiCredits'>;

export interface AiCredentials {
  readonly email: string;
  readonly password: string;
}

export interface AiRegistration extends AiCredentials {
  readonly name: string;
}

export interface AiSignedIn {
  readonly user: AiUser;
  readonly message: string;
}

/** The AI session's current state and user, or null while the session machine is not loaded. */
export function aiSessionOf(services: AppServices): { readonly signedIn: boolean; readonly user: AiUser | null } {
  const snapshot = services.loadedRuntime()?.sessionActor.getSnapshot();
  if (!snapshot) return { signedIn: false, user: null };
  return {
    signedIn: snapshot.matches({ ai: 'signedIn' }),
    user: (snapshot.context.aiUser as AiUser | null) ?? null,
  };
}

/**
 * Keeps a new AI session: token, user and credits stored, then the session machine told. A
 * session already open (another AI account) is ended first, as the machine only takes a
 * sign-in when signed out.
 */
async function keepAiSession(services: AppServices, user: AiUser, token: string): Promise<void> {
  const { sessionActor } = await services.runtime();
  if (sessionActor.getSnapshot().matches({ ai: 'signedIn' })) sessionActor.send({ type: 'AI.SIGNED_OUT' });
  const { persistence } = services;
  persistence.write(storageKeys.aiToken, token);
  persistence.writeJson(storageKeys.aiUser, user);
  persistence.write(storageKeys.aiCredits, String(user.credits));
  sessionActor.send({ type: 'AI.SIGNED_IN', user, token });
}

/** `POST /api/AI/design` with action=login: the AI area's sign-in. */
export async function signInToAi(services: AppServices, credentials: AiCredentials): Promise<AiSignedIn> {
  const { api } = await services.runtime();
  const answer = await api.aiDesign({ body: { action: 'login', ...credentials } });
  await keepAiSession(services, answer.data.user, answer.data.token);
  return { user: answer.data.user, message: answer.message };
}

/** `POST /api/AI/design` with action=register: the AI area's sign-up (signed in at once, unverified). */
export async function signUpToAi(services: AppServices, registration: AiRegistration): Promise<AiSignedIn> {
  const { api } = await services.runtime();
  const answer = await api.aiDesign({ body: { action: 'register', ...registration } });
  await keepAiSession(services, answer.data.user, answer.data.token);
  return { user: answer.data.user, message: answer.message };
}

/**
 * Ends the AI session only (§4: the storefront's session, if any, stays). The contract has no
 * AI sign-out call, so the server's token simply stops being sent.
 */
export function signOutOfAi(services: AppServices): void {
  services.sendSession({ type: 'AI.SIGNED_OUT' });
}

/** The credits kept from the last answer (`ai_credits`), shown until a fresh count arrives. */
export function storedAiCredits(services: AppServices): number | null {
  const text = services.persistence.read(storageKeys.aiCredits);
  if (text === null || !/^\d+$/.test(text)) return null;
  return Number(text);
}

/** `POST /api/AI/get_credits`: the balance, kept as `ai_credits`. */
export async function loadAiCredits(services: AppServices): Promise<AiCredits> {
  const { api } = await services.runtime();
  const credits = (await api.getAiCredits()).data;
  services.persistence.write(storageKeys.aiCredits, String(credits.credits));
  return credits;
}

/** `GET /api/AI/get_user`: the AI user read again (after verifying the e-mail elsewhere), kept as `ai_user`. */
export async function reloadAiUser(services: AppServices): Promise<AiUser> {
  const { api } = await services.runtime();
  const user = (await api.getAiUser()).data;
  services.persistence.writeJson(storageKeys.aiUser, user);
  services.persistence.write(storageKeys.aiCredits, String(user.credits));
  return user;
}

/**
 * `POST /api/AI/design/generate`. Costs one credit when the server's provider makes the design;
 * a server without one answers 503 (`aiDesignMessages.unavailable`) and nothing is spent.
 */
export async function generateAiDesign(
  services: AppServices,
  request: AiGenerateDesignRequest,
): Promise<{ readonly design: AiGeneratedDesign; readonly message: string }> {
  const { api } = await services.runtime();
  const answer = await api.aiGenerateDesign({ body: request });
  services.persistence.write(storageKeys.aiCredits, String(answer.data.credits));
  return { design: answer.data, message: answer.message };
}

/** `GET /api/AI/design/email/verify/{token}`: the server's message. */
export async function verifyAiEmail(services: AppServices, token: string): Promise<string> {
  const { api } = await services.runtime();
  return (await api.aiVerifyEmail({ params: { token } })).message;
}

/**
 * What to say about a failed call: the client's §8 message, else the message the server put in
 * the body (a 503 or a 429 has no §8 text, yet its body says what happened), else null.
 */
export function aiFailureTextOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { userMessage, body } = error as { userMessage?: unknown; body?: unknown };
  if (typeof userMessage === 'string' && userMessage.trim() !== '') return userMessage;
  if (typeof body === 'object' && body !== null) {
    const message = (body as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return null;
}

/** The HTTP status of a client error, or null (no answer at all). */
export function aiFailureStatusOf(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : null;
}

/** xstate's timer source: the real one, or a SimulatedClock that holds a countdown still in stories. */
export type AiActorClock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

/**
 * Resend of the AI account's verification e-mail (`GET /api/AI/design/email/resend`): the
 * emailResend machine, counting down from the server's `retry_after` when it refuses (429).
 */
export function createAiEmailResendActor(services: AppServices, clock?: AiActorClock) {
  const machine = emailResendMachine.provide({
    actors: {
      resend: fromPromise<EmailResendResult, undefined>(async () => {
        const { api } = await services.runtime();
        try {
          return { message: (await api.aiResendVerificationEmail()).message };
        } catch (error) {
          const failure: EmailResendFailure = {
            status: aiFailureStatusOf(error),
            message: aiFailureTextOf(error),
            retryAfter: retryAfterSecondsOf(error),
          };
          throw failure;
        }
      }),
    },
  });
  return createActor(machine, {
    input: { cooldownSeconds: EMAIL_RESEND_COOLDOWN_SECONDS },
    ...(clock ? { clock } : {}),
  });
}

export type AiEmailResendActor = ReturnType<typeof createAiEmailResendActor>;
