import type { User } from '@showroom/api';
import { EMAIL_RESEND_COOLDOWN_SECONDS, retryAfterSecondsOf } from '@showroom/api/client';
import {
  emailResendMachine,
  type EmailResendFailure,
  type EmailResendResult,
  type SessionUser,
} from '@showroom/machines';
import { createActor, fromPromise, type ActorOptions, type AnyActorLogic } from 'xstate';
import type { AppServices } from './createAppServices.ts';

/** xstate's timer source (not exported by name): the real one, or a SimulatedClock. */
export type ActorClock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

/**
 * What to say about a failed call: the client's §8 message, else the message the server put in
 * the body (a 429 has no §8 text, yet its body says how long to wait), else null.
 */
export function failureTextOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { userMessage, body } = error as { userMessage?: unknown; body?: unknown };
  if (typeof userMessage === 'string' && userMessage.trim() !== '') return userMessage;
  if (typeof body === 'object' && body !== null) {
    const message = (body as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return null;
}

/** What the resend effect rejects with: the text to show, the status and the cooldown left. */
export function resendFailureOf(error: unknown): EmailResendFailure {
  const status = (error as { status?: unknown } | null)?.status;
  return {
    status: typeof status === 'number' ? status : null,
    message: failureTextOf(error),
    retryAfter: retryAfterSecondsOf(error),
  };
}

/**
 * The resend button of /verifiction: the emailResend machine with `GET /api/email/resend`.
 * `clock` holds the countdown still in stories (xstate's SimulatedClock); the real one ticks.
 */
export function createEmailResendActor(services: AppServices, clock?: ActorClock) {
  const machine = emailResendMachine.provide({
    actors: {
      resend: fromPromise<EmailResendResult, undefined>(async () => {
        const { api } = await services.runtime();
        try {
          return { message: (await api.resendVerificationEmail()).message };
        } catch (error) {
          throw resendFailureOf(error);
        }
      }),
    },
  });
  return createActor(machine, {
    input: { cooldownSeconds: EMAIL_RESEND_COOLDOWN_SECONDS },
    ...(clock ? { clock } : {}),
  });
}

export type EmailResendActor = ReturnType<typeof createEmailResendActor>;

/**
 * Reads the signed-in user again (`GET /api/authuser`) and hands the fresh copy to the session
 * machine, so the header, the guards and §4's user check see a verification at once. Null when
 * nobody is signed in here.
 */
export async function refreshSessionUser(services: AppServices): Promise<User | null> {
  if (services.session.getState().token === '') return null;
  const { api } = await services.runtime();
  const user = (await api.getAuthUser()).data;
  services.sendSession({ type: 'USER.UPDATED', user: user as User as SessionUser });
  return user;
}

export interface EmailVerified {
  readonly message: string;
  /** The signed-in user, read again after the verification; null for a guest. */
  readonly user: User | null;
}

/** `GET /api/email/verify/{token}`, then the signed-in user refreshed (a guest just verified). */
export async function verifyEmailToken(services: AppServices, token: string): Promise<EmailVerified> {
  const { api } = await services.runtime();
  // A fresh copy handed over while the session is still loading its user would be lost, and
  // the stale unverified one would then send the person back to /verifiction.
  await sessionSettled(services);
  const { message } = await api.verifyEmail({ params: { token } });
  // The link worked whatever happens to the refresh; a failed one leaves the user as it was.
  const user = await refreshSessionUser(services).catch(() => null);
  return { message, user };
}

/** Resolves once the stored session, if any, has loaded its user (or failed to). */
export function sessionSettled(services: AppServices): Promise<void> {
  const { session } = services;
  if (session.getState().status !== 'loading') return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = session.subscribe((state) => {
      if (state.status === 'loading') return;
      unsubscribe();
      resolve();
    });
  });
}
