import { assertEvent, assign, enqueueActions, setup } from 'xstate';
import type { NavigateParams, NotifyParams } from '../effects/effectTypes.ts';
import { placeholderAction, placeholderActor } from '../effects/placeholders.ts';
import { loginPathWithRedirect } from '../rules/redirects/redirects.rules.ts';
import { toApiFailure } from '../rules/serverErrors/serverErrors.rules.ts';
import { isTokenValid, type SessionUser } from '../rules/user/user.rules.ts';
import {
  isSpentOneTimeCode,
  oneTimeCodeRefusalMessage,
  type OneTimeCodeRefusal,
  type PendingOneTimeCode,
  type SpentOneTimeCodeReason,
} from './oneTimeCode.rules.ts';
import {
  logoutStorageKeys,
  navigationCheck,
  needsOneTimeCode,
  sessionMessages,
  type LogoutStorageKey,
  type NavigationCheck,
} from './session.rules.ts';

/** The AI design area's own user (§1); only the fields the machine needs are typed. */
export interface AiUser {
  readonly id?: number | string;
  readonly email?: string | null;
  readonly [key: string]: unknown;
}

export interface SessionInput {
  /** The stored `authToken`. */
  readonly token?: string | null;
  /** The separate stored AI token. */
  readonly aiToken?: string | null;
  /** The `otp_verify` cookie. */
  readonly otpVerified?: boolean;
  /**
   * The Admin's code still open from before a reload (the host keeps what the code request
   * said, e.g. in the tab's sessionStorage, and passes it only while it is open: see
   * `isOpenOneTimeCode`). The one-time-code step then opens on `awaitingCode` instead of
   * asking for a new code. Ignored once verified, and by a new sign-in.
   */
  readonly pendingOneTimeCode?: PendingOneTimeCode | null;
}

export interface SessionContext {
  /** '' when there is none. */
  readonly token: string;
  readonly user: SessionUser | null;
  readonly aiToken: string;
  readonly aiUser: AiUser | null;
  readonly otpVerified: boolean;
  /** The server's answer to a code request (e.g. "A code was sent to …"). */
  readonly otpMessage: string | null;
  readonly otpError: string | null;
  /** When the open code expires (ISO time), when the server said. */
  readonly otpExpiresAt: string | null;
  /** Wrong tries the open code still takes, when the server said. */
  readonly otpAttemptsLeft: number | null;
  /** Why the code cannot be used any more (in `oneTimeCode.codeSpent`), else null. */
  readonly otpSpent: SpentOneTimeCodeReason | null;
}

export type SessionEvent =
  /**
   * Sign-in or registration stored a new session. A new session has not passed the one-time
   * code (the server verifies sessions, not browsers), so an Admin is asked for it again.
   */
  | { readonly type: 'SIGNED_IN'; readonly user: SessionUser; readonly token: string }
  /** A fresher copy of the user (e.g. after e-mail verification). */
  | { readonly type: 'USER.UPDATED'; readonly user: SessionUser }
  /** The router finished a navigation (§4 'User check on navigation'). */
  | { readonly type: 'NAVIGATED'; readonly path: string; readonly redirect?: string | null }
  /** An API call answered 401 (§8); `path` is the current path. */
  | { readonly type: 'UNAUTHORIZED'; readonly path: string }
  | { readonly type: 'LOGOUT' }
  /** Admin one-time code: ask for a code, then verify it. */
  | { readonly type: 'OTP.REQUEST' }
  | { readonly type: 'OTP.VERIFY'; readonly code: string }
  | { readonly type: 'AI.SIGNED_IN'; readonly user: AiUser; readonly token: string }
  | { readonly type: 'AI.SIGNED_OUT' };

export interface LogoutResult {
  /** The server's message, shown in the success toast when present. */
  readonly message?: string | null;
}

export interface OtpRequestResult {
  readonly message?: string | null;
  /** data.expires_at: when the new code expires. */
  readonly expiresAt?: string | null;
  /** data.attempts_left: wrong tries the new code takes. */
  readonly attemptsLeft?: number | null;
}

/** `GET /api/login/verify_otp?otp=…`: data.valid_otp and message. */
export interface OtpVerification {
  readonly valid: boolean;
  readonly message?: string | null;
  /**
   * Why a code was refused (data.outcome). Without it a refusal counts as `invalid`: the code
   * stays open and may be tried again.
   */
  readonly refusal?: OneTimeCodeRefusal | null;
  readonly expiresAt?: string | null;
  readonly attemptsLeft?: number | null;
}

export const sessionStates = [
  'user',
  'user.initializing',
  'user.loadingUser',
  'user.signedOut',
  'user.signedIn',
  'user.signedIn.ready',
  'user.signedIn.oneTimeCode',
  'user.signedIn.oneTimeCode.idle',
  'user.signedIn.oneTimeCode.requesting',
  'user.signedIn.oneTimeCode.awaitingCode',
  'user.signedIn.oneTimeCode.verifying',
  'user.signedIn.oneTimeCode.codeSpent',
  'user.loggingOut',
  'ai',
  'ai.initializing',
  'ai.loadingUser',
  'ai.signedOut',
  'ai.signedIn',
] as const;
export type SessionState = (typeof sessionStates)[number];

/** The signed-in states always hold a user: SIGNED_IN and a loaded user both set it on entry. */
function currentUser(context: SessionContext): SessionUser {
  return context.user as SessionUser;
}

function checkOf(context: SessionContext, event: SessionEvent): NavigationCheck {
  assertEvent(event, 'NAVIGATED');
  return navigationCheck(currentUser(context), context.otpVerified, event);
}

const noOneTimeCode = {
  otpMessage: null,
  otpError: null,
  otpExpiresAt: null,
  otpAttemptsLeft: null,
  otpSpent: null,
} as const satisfies Partial<SessionContext>;

const signedOutContext = { token: '', user: null, ...noOneTimeCode } as const;

function pendingCodeContext(pending: PendingOneTimeCode | null | undefined) {
  if (!pending) return noOneTimeCode;
  return {
    ...noOneTimeCode,
    otpMessage: pending.message ?? null,
    otpExpiresAt: pending.expiresAt,
    otpAttemptsLeft: pending.attemptsLeft ?? null,
  };
}

/*
 * How the session works inside: inline in the config below, not named in `setup()`, so that a
 * host's `provide()` offers only the effects (the placeholders) and cannot replace a token check,
 * the one-time-code gate or the navigation check and break the session.
 */
type Context = SessionContext;
type Event = SessionEvent;

/** The host's effects `afterNavigation` runs by name, so that what the host provides runs. */
type AfterNavigationEffect =
  | { readonly type: 'rememberUserType'; readonly params: { readonly type: string } }
  | { readonly type: 'loadCart'; readonly params: undefined }
  | { readonly type: 'loadNotifications'; readonly params: undefined };

/**
 * §4 after each navigation: the user type cookie, then the cart and the notifications. Not
 * for an Admin still to pass the one-time code: the server refuses them every call until then.
 */
const afterNavigation = enqueueActions<Context, Event, undefined, Event, never, AfterNavigationEffect, never, never>(
  ({ context, enqueue }) => {
    enqueue({ type: 'rememberUserType', params: { type: currentUser(context).type } });
    if (needsOneTimeCode(currentUser(context), context.otpVerified)) return;
    enqueue('loadCart');
    enqueue('loadNotifications');
  },
);

const tokenValid = ({ context }: { context: Context }) => isTokenValid(context.token);
const aiTokenValid = ({ context }: { context: Context }) => isTokenValid(context.aiToken);
const oneTimeCodeNeeded = ({ context }: { context: Context }) =>
  needsOneTimeCode(currentUser(context), context.otpVerified);
/** A code is open: one kept from before a reload (the only way into `idle` with an expiry). */
const codeOpen = ({ context }: { context: Context }) => context.otpExpiresAt !== null;
const navigationLogsOut = ({ context, event }: { context: Context; event: Event }) =>
  checkOf(context, event).kind === 'logout';
const navigationRedirects = ({ context, event }: { context: Context; event: Event }) =>
  checkOf(context, event).kind === 'redirect';

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    // Every field is optional, so `createActor(machine)` needs no options: `void`, not `undefined`,
    // which inference drops from an optional property and would make `input` required again.
    input: {} as SessionInput | void,
  },
  actors: {
    /** `GET /api/authuser`. */
    loadUser: placeholderActor<SessionUser, { readonly token: string }>('session', 'loadUser'),
    /** `GET /api/AI/get_user`. */
    loadAiUser: placeholderActor<AiUser, { readonly token: string }>('session', 'loadAiUser'),
    /** `POST /api/logout`. Local logout happens whatever it answers. */
    logout: placeholderActor<LogoutResult, { readonly token: string }>('session', 'logout'),
    /** `GET /api/login/verify_otp` without a code: sends one. */
    requestOneTimeCode: placeholderActor<OtpRequestResult, undefined>('session', 'requestOneTimeCode'),
    /** `GET /api/login/verify_otp?otp=…`. */
    verifyOneTimeCode: placeholderActor<OtpVerification, { readonly code: string }>('session', 'verifyOneTimeCode'),
  },
  actions: {
    /** Remove the stored `authToken`. */
    removeToken: placeholderAction(),
    /** Remove the stored AI token and AI user. */
    removeAiToken: placeholderAction(),
    /** Clear the signed-in user from the host's stores (logged-in state). */
    clearUserData: placeholderAction(),
    /** Remove these storage keys (§9 at logout). */
    removeStoredItems: placeholderAction<{ readonly keys: readonly LogoutStorageKey[] }>(),
    /** Empty the cart data held by the host. */
    clearCart: placeholderAction(),
    /** §4: store the user type in a 1-day cookie. */
    rememberUserType: placeholderAction<{ readonly type: string }>(),
    /** §4: load the cart and the notifications after each navigation. */
    loadCart: placeholderAction(),
    loadNotifications: placeholderAction(),
    /** Set the `otp_verify` cookie (340 days). */
    markOneTimeCodeVerified: placeholderAction(),
    navigate: placeholderAction<NavigateParams>(),
    notify: placeholderAction<NotifyParams>(),
  },
}).createMachine({
  id: 'session',
  type: 'parallel',
  context: ({ input = {} }) => ({
    token: input.token ?? '',
    user: null,
    aiToken: input.aiToken ?? '',
    aiUser: null,
    otpVerified: input.otpVerified === true,
    ...pendingCodeContext(input.otpVerified === true ? null : input.pendingOneTimeCode),
  }),
  states: {
    user: {
      initial: 'initializing',
      on: {
        SIGNED_IN: {
          target: '.signedIn',
          reenter: true,
          actions: assign({
            token: ({ event }) => event.token,
            user: ({ event }) => event.user,
            otpVerified: false,
            ...noOneTimeCode,
          }),
        },
      },
      states: {
        /** §4: authenticated only with a stored token longer than 10 characters. */
        initializing: {
          always: [{ guard: tokenValid, target: 'loadingUser' }, { target: 'signedOut' }],
        },
        loadingUser: {
          invoke: {
            id: 'loadUser',
            src: 'loadUser',
            input: ({ context }) => ({ token: context.token }),
            onDone: { target: 'signedIn', actions: assign({ user: ({ event }) => event.output }) },
            // §4: failure to load the user removes the stored token.
            onError: { target: 'signedOut', actions: ['removeToken', assign(signedOutContext)] },
          },
        },
        signedOut: {
          on: {
            // §8 401: even without a session the person is sent to Login.
            UNAUTHORIZED: {
              actions: [
                'clearUserData',
                'removeToken',
                { type: 'navigate', params: ({ event }) => ({ to: loginPathWithRedirect(event.path) }) },
              ],
            },
          },
        },
        signedIn: {
          initial: 'ready',
          on: {
            'USER.UPDATED': { actions: assign({ user: ({ event }) => event.user }) },
            NAVIGATED: [
              { guard: navigationLogsOut, target: 'loggingOut' },
              {
                guard: navigationRedirects,
                actions: [
                  afterNavigation,
                  {
                    type: 'navigate',
                    // The guard above let only redirect decisions through.
                    params: ({ context, event }) => ({
                      to: (checkOf(context, event) as Extract<NavigationCheck, { kind: 'redirect' }>).to,
                    }),
                  },
                ],
              },
              { actions: afterNavigation },
            ],
            // §8 401: user data cleared, token removed, to Login with redirect = current path.
            UNAUTHORIZED: {
              target: 'signedOut',
              actions: [
                'clearUserData',
                'removeToken',
                assign(signedOutContext),
                { type: 'navigate', params: ({ event }) => ({ to: loginPathWithRedirect(event.path) }) },
              ],
            },
            LOGOUT: 'loggingOut',
          },
          states: {
            ready: {
              always: { guard: oneTimeCodeNeeded, target: 'oneTimeCode' },
            },
            /** §1, §6: an Admin proves the one-time code before using the account. */
            oneTimeCode: {
              initial: 'idle',
              states: {
                idle: {
                  // After a reload the code already sent is still the one to type: no new code.
                  always: { guard: codeOpen, target: 'awaitingCode' },
                  on: { 'OTP.REQUEST': 'requesting' },
                },
                requesting: {
                  invoke: {
                    id: 'requestOneTimeCode',
                    src: 'requestOneTimeCode',
                    input: undefined,
                    onDone: {
                      target: 'awaitingCode',
                      actions: assign(({ event }) => ({
                        ...noOneTimeCode,
                        otpMessage: event.output.message ?? null,
                        otpExpiresAt: event.output.expiresAt ?? null,
                        otpAttemptsLeft: event.output.attemptsLeft ?? null,
                      })),
                    },
                    onError: {
                      target: 'idle',
                      // Whether the old code still holds is unknown: the step asks for a new one.
                      actions: assign(({ event }) => ({
                        ...noOneTimeCode,
                        otpError: toApiFailure(event.error).message,
                      })),
                    },
                  },
                },
                awaitingCode: {
                  on: { 'OTP.VERIFY': 'verifying', 'OTP.REQUEST': 'requesting' },
                },
                verifying: {
                  invoke: {
                    id: 'verifyOneTimeCode',
                    src: 'verifyOneTimeCode',
                    input: ({ event }) => {
                      assertEvent(event, 'OTP.VERIFY');
                      return { code: event.code.trim() };
                    },
                    onDone: [
                      {
                        guard: ({ event }) => event.output.valid,
                        target: '#session.user.signedIn.ready',
                        actions: [
                          'markOneTimeCodeVerified',
                          assign({ otpVerified: true, ...noOneTimeCode }),
                          { type: 'navigate', params: { to: '/account' } },
                        ],
                      },
                      {
                        // Expired, locked or never sent: no try can help, only a new code.
                        guard: ({ event }) => isSpentOneTimeCode(event.output.refusal),
                        target: 'codeSpent',
                        actions: assign(({ event }) => {
                          const reason = event.output.refusal as SpentOneTimeCodeReason;
                          return {
                            ...noOneTimeCode,
                            otpError: event.output.message ?? oneTimeCodeRefusalMessage(reason),
                            otpSpent: reason,
                            otpAttemptsLeft: reason === 'locked' ? 0 : null,
                          };
                        }),
                      },
                      {
                        target: 'awaitingCode',
                        actions: assign(({ context, event }) => ({
                          otpError: event.output.message ?? oneTimeCodeRefusalMessage(event.output.refusal),
                          // An answer without them leaves what the code request said.
                          otpExpiresAt: event.output.expiresAt ?? context.otpExpiresAt,
                          otpAttemptsLeft: event.output.attemptsLeft ?? context.otpAttemptsLeft,
                        })),
                      },
                    ],
                    onError: {
                      target: 'awaitingCode',
                      actions: assign({ otpError: ({ event }) => toApiFailure(event.error).message }),
                    },
                  },
                },
                /** The code expired, locked after too many wrong tries, or was never sent: ask for a new one. */
                codeSpent: {
                  on: { 'OTP.REQUEST': 'requesting' },
                },
              },
            },
          },
        },
        /** §4 logout: the server is told, then everything local is cleared whatever it said. */
        loggingOut: {
          invoke: {
            id: 'logout',
            src: 'logout',
            input: ({ context }) => ({ token: context.token }),
            onDone: {
              target: 'signedOut',
              actions: [
                { type: 'removeStoredItems', params: { keys: logoutStorageKeys } },
                'clearCart',
                'clearUserData',
                'removeToken',
                assign(signedOutContext),
                { type: 'navigate', params: { to: '/' } },
                {
                  type: 'notify',
                  params: ({ event }) => ({
                    kind: 'success',
                    message: event.output.message ?? sessionMessages.loggedOut,
                  }),
                },
              ],
            },
            onError: {
              target: 'signedOut',
              actions: [
                { type: 'removeStoredItems', params: { keys: logoutStorageKeys } },
                'clearCart',
                'clearUserData',
                'removeToken',
                assign(signedOutContext),
                { type: 'navigate', params: { to: '/' } },
                { type: 'notify', params: { kind: 'success', message: sessionMessages.loggedOut } },
              ],
            },
          },
        },
      },
    },
    /** The AI design area's separate session (§1, §6). */
    ai: {
      initial: 'initializing',
      states: {
        initializing: {
          always: [{ guard: aiTokenValid, target: 'loadingUser' }, { target: 'signedOut' }],
        },
        loadingUser: {
          invoke: {
            id: 'loadAiUser',
            src: 'loadAiUser',
            input: ({ context }) => ({ token: context.aiToken }),
            onDone: { target: 'signedIn', actions: assign({ aiUser: ({ event }) => event.output }) },
            // §4: the same as for the main user: a failed load removes the AI token.
            onError: { target: 'signedOut', actions: ['removeAiToken', assign({ aiToken: '', aiUser: null })] },
          },
        },
        signedOut: {
          on: {
            'AI.SIGNED_IN': {
              target: 'signedIn',
              actions: assign({ aiToken: ({ event }) => event.token, aiUser: ({ event }) => event.user }),
            },
          },
        },
        signedIn: {
          on: {
            'AI.SIGNED_OUT': { target: 'signedOut', actions: ['removeAiToken', assign({ aiToken: '', aiUser: null })] },
          },
        },
      },
    },
  },
});
