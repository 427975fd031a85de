import { assign, setup, type ErrorActorEvent } from 'xstate';
import { placeholderActor } from '../effects/placeholders.ts';
import { toApiFailure } from '../rules/serverErrors/serverErrors.rules.ts';

/**
 * Asking for an e-mail again (the verification link of §2 /verifiction, the AI area's own) when
 * the server sends at most one a cooldown: Resend, then a countdown until the next one may be
 * asked for. The countdown starts after each e-mail sent and whenever the server refuses one
 * because the last is too recent (a 429 with `retry_after`), so the button is never offered
 * while it could only be refused.
 */

export interface EmailResendInput {
  /** The server's cooldown between two e-mails, in seconds (EMAIL_RESEND_COOLDOWN_SECONDS). */
  readonly cooldownSeconds: number;
}

/** What the host's `resend` effect resolves with: the server's message, shown as the success. */
export interface EmailResendResult {
  readonly message?: string | null;
}

/**
 * What the host's `resend` effect rejects with: the client's error, read with `toApiFailure`,
 * plus `retryAfter` (seconds) when the server refused because of the cooldown.
 */
export interface EmailResendFailure {
  readonly status?: number | null;
  readonly message?: string | null;
  readonly retryAfter?: number | null;
}

export interface EmailResendContext {
  readonly cooldownSeconds: number;
  /** Seconds until Resend is offered again; 0 outside `coolingDown`. */
  readonly secondsLeft: number;
  /** The last e-mail sent: the server's message. Kept through the countdown that follows it. */
  readonly sentMessage: string | null;
  /** Why the last request was refused or failed; null after a success. */
  readonly errorMessage: string | null;
}

export type EmailResendEvent = { readonly type: 'RESEND' };

export const emailResendStates = ['ready', 'sending', 'coolingDown', 'failed'] as const;
export type EmailResendState = (typeof emailResendStates)[number];

export const emailResendMessages = {
  /** Said when the server sent no message of its own with a success. */
  sent: 'A new e-mail is on its way. Please check your inbox.',
  /** Said when a failure brings no message of its own. */
  failed: 'The e-mail could not be sent. Please try again.',
} as const;

/** The cooldown a refusal asks for, in whole seconds, or null when it is not a cooldown refusal. */
export function retryAfterOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const seconds = (error as { retryAfter?: unknown }).retryAfter;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}

function messageOf(text: string | null | undefined, fallback: string): string {
  return typeof text === 'string' && text.trim() !== '' ? text : fallback;
}

/*
 * How the countdown works inside: inline in the config below, not named in `setup()`, so that a
 * host's `provide()` offers only the effects (the placeholders) and cannot replace a check and
 * break the countdown.
 */
type Context = EmailResendContext;
const lastSecond = ({ context }: { context: Context }) => context.secondsLeft <= 1;
/** `resend` failed because the last e-mail is too recent (its `onError` transitions see the failure). */
const coolingDownRefusal = ({ event }: { event: ErrorActorEvent }) => retryAfterOf(event.error) !== null;

export const emailResendMachine = setup({
  types: {
    context: {} as EmailResendContext,
    events: {} as EmailResendEvent,
    input: {} as EmailResendInput,
  },
  actors: {
    /** `GET /api/email/resend` (or the AI area's). Rejects with an `EmailResendFailure`. */
    resend: placeholderActor<EmailResendResult, undefined>('emailResend', 'resend'),
  },
}).createMachine({
  id: 'emailResend',
  context: ({ input }) => ({
    cooldownSeconds: Math.max(1, Math.ceil(input.cooldownSeconds)),
    secondsLeft: 0,
    sentMessage: null,
    errorMessage: null,
  }),
  initial: 'ready',
  states: {
    /** Resend is offered. */
    ready: {
      on: { RESEND: 'sending' },
    },
    /** The request is on its way; a second RESEND is ignored. */
    sending: {
      invoke: {
        id: 'resend',
        src: 'resend',
        input: undefined,
        onDone: {
          target: 'coolingDown',
          actions: assign(({ context, event }) => ({
            secondsLeft: context.cooldownSeconds,
            sentMessage: messageOf(event.output?.message, emailResendMessages.sent),
            errorMessage: null,
          })),
        },
        onError: [
          {
            guard: coolingDownRefusal,
            target: 'coolingDown',
            actions: assign(({ event }) => ({
              secondsLeft: retryAfterOf(event.error) as number,
              errorMessage: toApiFailure(event.error).message,
            })),
          },
          {
            target: 'failed',
            actions: assign(({ event }) => ({
              errorMessage: messageOf(toApiFailure(event.error).message, emailResendMessages.failed),
            })),
          },
        ],
      },
    },
    /** Counting down, once a second, to the next e-mail the server accepts. */
    coolingDown: {
      after: {
        1000: [
          { guard: lastSecond, target: 'ready', actions: assign({ secondsLeft: 0, errorMessage: null }) },
          {
            target: 'coolingDown',
            reenter: true,
            actions: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
          },
        ],
      },
    },
    /** The e-mail could not be asked for (no answer, a server error): `errorMessage` says why; RESEND retries. */
    failed: {
      on: { RESEND: 'sending' },
    },
  },
});
