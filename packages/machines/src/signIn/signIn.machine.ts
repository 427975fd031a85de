import { assertEvent, assign, setup } from 'xstate';
import type {
  CreatedProject,
  CreateProjectRequest,
  FailProgressParams,
  NavigateParams,
  NotifyParams,
  RememberProjectParams,
  RevokeSessionParams,
  SignInAttachCartRequest,
  StoreSessionParams,
} from '../effects/effectTypes.ts';
import { placeholderAction, placeholderActor } from '../effects/placeholders.ts';
import { firstSafeRedirect, storedValue, type SavedItem } from '../rules/redirects/redirects.rules.ts';
import { toApiFailure } from '../rules/serverErrors/serverErrors.rules.ts';
import { isTokenValid, type SessionUser } from '../rules/user/user.rules.ts';
import {
  cartSignInTarget,
  signedInVisitTarget,
  signInMessages,
  signInOutcome,
  signInRefusal,
  socialSignInOutcome,
  socialSignInTarget,
  visualRedirectTarget,
  type SignInEnvironment,
  type SignInOutcome,
  type SignInOutcomeKind,
  type SignInRefusal,
  type SignInScreen,
  type SocialSignInOutcomeKind,
} from './signIn.rules.ts';

/** What the host reads from the URL, storage and cookies when the sign-in screen opens. */
export interface SignInInput {
  /**
   * Which screen this is, and so whom it admits: `customer` (default, §6: type User only) or
   * `pro` (Contractor, Vendor, Designer, Admin; no social sign-in; an Admin goes on to the
   * one-time code). One machine, one admission rule per screen.
   */
  readonly screen?: SignInScreen;
  /** The user already signed in, if any (§2: they are sent to /account). */
  readonly signedInUser?: SessionUser | null;
  /** The `otp_verify` cookie (§3). */
  readonly otpVerified?: boolean;
  /** The `redirect` query parameter. */
  readonly redirectQuery?: string | null;
  /** The stored `redirect_to`. */
  readonly storedRedirect?: string | null;
  readonly cartId?: string | number | null;
  readonly tempProjectId?: string | number | null;
  readonly visualRedirect?: string | null;
  /** The stored `my_item`. */
  readonly savedItem?: SavedItem | null;
  /** The stored `project`. */
  readonly projectId?: string | number | null;
}

export interface Credentials {
  readonly email: string;
  readonly password: string;
  readonly remember: boolean;
}

/** `POST /api/login`: the user and the token. */
export interface AuthResult {
  readonly user: SessionUser;
  readonly token: string;
}

export interface SocialSignInRequest {
  readonly provider: string;
  /** Whatever the provider's SDK returned (access token, profile), sent as is (§4). */
  readonly data: Readonly<Record<string, unknown>>;
}

export interface SocialSignInResult {
  readonly token: string | null;
}

/** §5: the first server message for email and for password. */
export interface SignInFieldErrors {
  readonly email?: string;
  readonly password?: string;
}

export interface SignInContext {
  readonly screen: SignInScreen;
  readonly env: SignInEnvironment;
  readonly signedInUser: SessionUser | null;
  readonly otpVerified: boolean;
  readonly email: string;
  readonly remember: boolean;
  readonly errors: SignInFieldErrors;
  /** The last message shown to the person (refusal, failure), for the screen to keep visible. */
  readonly message: string | null;
  /** The token of the session being set up; '' when there is none. */
  readonly token: string;
  /**
   * The user of a session not stored yet (a cart is being attached first); null otherwise.
   * Kept so the session is stored only once the attach has succeeded.
   */
  readonly pendingUser: SessionUser | null;
}

export type SignInEvent =
  ({ readonly type: 'SUBMIT' } & Credentials) | ({ readonly type: 'SOCIAL' } & SocialSignInRequest);

export const signInStates = [
  'editing',
  'authenticating',
  'attachingCart',
  'creatingVisualProject',
  'socialAuthenticating',
  'loadingSocialUser',
  'oneTimeCode',
  'redirected',
] as const;
export type SignInState = (typeof signInStates)[number];

type LoginDone = { readonly output: AuthResult };

function outcomeIs(kind: SignInOutcomeKind) {
  return ({ context, event }: { context: SignInContext; event: LoginDone }) =>
    signInOutcome(event.output.user, context.env, context.screen).kind === kind;
}

/** Where an admitted sign-in without cart or saved design goes; only called for that outcome. */
function redirectTarget(context: SignInContext, user: SessionUser): string {
  return (signInOutcome(user, context.env, context.screen) as Extract<SignInOutcome, { kind: 'redirect' }>).to;
}

/** §4, §6: the user is logged out again (not admitted on this screen, deactivated, pending approval). */
function isRefused(user: SessionUser, screen: SignInScreen): boolean {
  return signInRefusal(user, screen) !== null;
}

/** The message of the refusal; only called where `isRefused` holds. */
function refusalMessage(user: SessionUser, screen: SignInScreen): SignInRefusal['message'] {
  return (signInRefusal(user, screen) as SignInRefusal).message;
}

type UserLoaded = { readonly output: SessionUser | null };

/** The loaded user: the first `loadUser` transition takes the "no user" answer. */
function loadedUser(event: UserLoaded): SessionUser {
  return event.output as SessionUser;
}

function socialOutcomeIs(kind: SocialSignInOutcomeKind) {
  return ({ context, event }: { context: SignInContext; event: UserLoaded }) =>
    socialSignInOutcome(loadedUser(event), context.env.redirect).kind === kind;
}

/** A social session is not remembered (there is no "Remember me" for it). */
function socialSession(context: SignInContext, event: UserLoaded): StoreSessionParams {
  const user = loadedUser(event);
  return { user, token: context.token, remember: false, email: user.email ?? '' };
}

function errorsFrom(error: unknown): Pick<SignInContext, 'errors' | 'message'> {
  const failure = toApiFailure(error);
  const errors: { email?: string; password?: string } = {};
  const [email] = failure.fieldErrors['email'] ?? [];
  const [password] = failure.fieldErrors['password'] ?? [];
  if (email !== undefined) errors.email = email;
  if (password !== undefined) errors.password = password;
  return { errors, message: failure.message };
}

/*
 * Inline in the config below, not named in `setup()`, so that a host's `provide()` offers only
 * the effects (the placeholders) and cannot replace how the machine decides.
 */
const alreadySignedIn = ({ context }: { context: SignInContext }) =>
  signedInVisitTarget(context.signedInUser, context.otpVerified) !== null;

/** Social sign-in is the customer screen's (§2); pros sign in with their e-mail. */
const socialOffered = ({ context }: { context: SignInContext }) => context.screen === 'customer';

export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    // Every field is optional, so `createActor(machine)` needs no options: `void`, not `undefined`,
    // which inference drops from an optional property and would make `input` required again.
    input: {} as SignInInput | void,
  },
  actors: {
    /** `POST /api/login` with the credentials. Reject with `{ errors, message }` on failure. */
    login: placeholderActor<AuthResult, Credentials>('signIn', 'login'),
    /** `POST /api/sociallogin/{provider}` with the provider's data. */
    socialLogin: placeholderActor<SocialSignInResult, SocialSignInRequest>('signIn', 'socialLogin'),
    /** `GET /api/authuser` with the new token; resolve null when no user loads. */
    loadUser: placeholderActor<SessionUser | null, { readonly token: string }>('signIn', 'loadUser'),
    /**
     * Create a project from `my_item` and attach the guest cart to it, speaking with the new
     * `token`: the session is not stored until this succeeds.
     */
    attachCart: placeholderActor<CreatedProject, SignInAttachCartRequest>('signIn', 'attachCart'),
    /** Create a project from `my_item` (visual redirect). */
    createProject: placeholderActor<CreatedProject, CreateProjectRequest>('signIn', 'createProject'),
  },
  actions: {
    storeSession: placeholderAction<StoreSessionParams>(),
    revokeSession: placeholderAction<RevokeSessionParams>(),
    notify: placeholderAction<NotifyParams>(),
    navigate: placeholderAction<NavigateParams>(),
    /** Remove the stored `redirect_to` once it has been used. */
    forgetStoredRedirect: placeholderAction(),
    /** Remove the stored `cart_id` (the cart now belongs to the project). */
    forgetCartId: placeholderAction(),
    /** Tell the cart views to reload. */
    announceCartUpdate: placeholderAction(),
    /** Store the created project id under `project`. */
    rememberProject: placeholderAction<RememberProjectParams>(),
    /** Remove the stored `visual_redirect`. */
    forgetVisualRedirect: placeholderAction(),
    /** §8 'Social auth failure': fail the top progress bar. */
    failProgress: placeholderAction<FailProgressParams>(),
  },
}).createMachine({
  id: 'signIn',
  context: ({ input = {} }) => ({
    screen: input.screen ?? 'customer',
    env: {
      redirect: firstSafeRedirect(input.redirectQuery, input.storedRedirect),
      cartId: storedValue(input.cartId),
      tempProjectId: storedValue(input.tempProjectId),
      visualRedirect: storedValue(input.visualRedirect),
      savedItem: input.savedItem ?? null,
      projectId: storedValue(input.projectId),
    },
    signedInUser: input.signedInUser ?? null,
    otpVerified: input.otpVerified === true,
    email: '',
    remember: false,
    errors: {},
    message: null,
    token: '',
    pendingUser: null,
  }),
  initial: 'editing',
  states: {
    /** The form. A signed-in visitor leaves at once for /account. */
    editing: {
      always: {
        guard: alreadySignedIn,
        target: 'redirected',
        actions: { type: 'navigate', params: { to: '/account' } },
      },
      on: {
        SUBMIT: {
          target: 'authenticating',
          // §5: the errors are reset before each request.
          actions: assign({
            email: ({ event }) => event.email.trim(),
            remember: ({ event }) => event.remember,
            errors: {},
            message: null,
            token: '',
          }),
        },
        SOCIAL: {
          guard: socialOffered,
          target: 'socialAuthenticating',
          actions: assign({ errors: {}, message: null, token: '' }),
        },
      },
    },
    authenticating: {
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => {
          assertEvent(event, 'SUBMIT');
          return { email: event.email.trim(), password: event.password, remember: event.remember };
        },
        onDone: [
          {
            // §4, §6: not admitted here, deactivated or pending approval: logged out with the message.
            guard: ({ context, event }) => isRefused(event.output.user, context.screen),
            target: 'editing',
            actions: [
              { type: 'revokeSession', params: ({ event }) => ({ token: event.output.token }) },
              {
                type: 'notify',
                params: ({ context, event }) => ({
                  kind: 'error',
                  message: refusalMessage(event.output.user, context.screen),
                }),
              },
              assign({ message: ({ context, event }) => refusalMessage(event.output.user, context.screen) }),
            ],
          },
          {
            guard: outcomeIs('verify-email'),
            target: 'redirected',
            actions: [
              {
                type: 'storeSession',
                params: ({ context, event }) => ({ ...event.output, remember: context.remember, email: context.email }),
              },
              { type: 'navigate', params: { to: '/verifiction' } },
            ],
          },
          {
            // The session is stored only once the cart is attached: a failed attach revokes it,
            // and the app must not hold (and show) a session the server has ended.
            guard: outcomeIs('attach-cart'),
            target: 'attachingCart',
            actions: assign({
              token: ({ event }) => event.output.token,
              pendingUser: ({ event }) => event.output.user,
            }),
          },
          {
            guard: outcomeIs('visual-project'),
            target: 'creatingVisualProject',
            actions: [
              {
                type: 'storeSession',
                params: ({ context, event }) => ({ ...event.output, remember: context.remember, email: context.email }),
              },
              assign({ token: ({ event }) => event.output.token }),
            ],
          },
          {
            // Pro screen, Admin: the session is stored and the session machine asks for the code.
            guard: outcomeIs('one-time-code'),
            target: 'oneTimeCode',
            actions: {
              type: 'storeSession',
              params: ({ context, event }) => ({ ...event.output, remember: context.remember, email: context.email }),
            },
          },
          {
            target: 'redirected',
            actions: [
              {
                type: 'storeSession',
                params: ({ context, event }) => ({ ...event.output, remember: context.remember, email: context.email }),
              },
              'forgetStoredRedirect',
              {
                type: 'navigate',
                params: ({ context, event }) => ({ to: redirectTarget(context, event.output.user) }),
              },
            ],
          },
        ],
        onError: {
          target: 'editing',
          actions: assign(({ event }) => errorsFrom(event.error)),
        },
      },
    },
    /** §4: a saved cart id: create a project and attach the cart, then go on. */
    attachingCart: {
      invoke: {
        id: 'attachCart',
        src: 'attachCart',
        input: ({ context }) => ({
          // The outcome only sends people here when a cart id is stored.
          cartId: context.env.cartId as string,
          tempProjectId: context.env.tempProjectId,
          savedItem: context.env.savedItem,
          projectId: context.env.projectId,
          token: context.token,
        }),
        onDone: {
          target: 'redirected',
          actions: [
            {
              type: 'storeSession',
              // Only entered from the login with its user kept (the 'attach-cart' outcome).
              params: ({ context }) => ({
                user: context.pendingUser as SessionUser,
                token: context.token,
                remember: context.remember,
                email: context.email,
              }),
            },
            { type: 'rememberProject', params: ({ event }) => ({ projectId: event.output.projectId }) },
            'forgetCartId',
            'announceCartUpdate',
            'forgetStoredRedirect',
            { type: 'navigate', params: ({ context }) => ({ to: cartSignInTarget(context.env.redirect) }) },
          ],
        },
        // §8 'Please login to proceed.': nothing was stored, and the server's session is closed
        // so the text is true; a retry attaches the still-stored cart (the spec leaves the
        // follow-up open; see README).
        onError: {
          target: 'editing',
          actions: [
            { type: 'revokeSession', params: ({ context }) => ({ token: context.token }) },
            { type: 'notify', params: { kind: 'error', message: signInMessages.cartAttachFailed } },
            assign({ message: signInMessages.cartAttachFailed, token: '', pendingUser: null }),
          ],
        },
      },
    },
    /** §4: a visual redirect with a complete saved design: create the project, then go there. */
    creatingVisualProject: {
      invoke: {
        id: 'createProject',
        src: 'createProject',
        input: ({ context }) => ({ savedItem: context.env.savedItem, projectId: context.env.projectId }),
        onDone: {
          target: 'redirected',
          actions: [
            { type: 'rememberProject', params: ({ event }) => ({ projectId: event.output.projectId }) },
            'forgetVisualRedirect',
            'forgetStoredRedirect',
            {
              type: 'navigate',
              params: ({ context }) => ({
                to: visualRedirectTarget(context.env.visualRedirect, context.env.redirect),
              }),
            },
          ],
        },
        // §8: 'Internal server error.' and / (the person stays signed in).
        onError: {
          target: 'redirected',
          actions: [
            { type: 'notify', params: { kind: 'error', message: signInMessages.visualProjectFailed } },
            { type: 'navigate', params: { to: '/' } },
          ],
        },
      },
    },
    socialAuthenticating: {
      invoke: {
        id: 'socialLogin',
        src: 'socialLogin',
        input: ({ event }) => {
          assertEvent(event, 'SOCIAL');
          return { provider: event.provider, data: event.data };
        },
        onDone: [
          {
            guard: ({ event }) => isTokenValid(event.output.token),
            target: 'loadingSocialUser',
            // The guard proved the token is a string.
            actions: assign({ token: ({ event }) => event.output.token as string }),
          },
          // An answer without a usable token is a failed social sign-in too (§8).
          { target: 'editing', actions: { type: 'failProgress', params: { message: null } } },
        ],
        // §8 'Social auth failure: progress bar fails'.
        onError: {
          target: 'editing',
          actions: [
            { type: 'failProgress', params: ({ event }) => ({ message: toApiFailure(event.error).message }) },
            assign(({ event }) => ({ message: toApiFailure(event.error).message })),
          ],
        },
      },
    },
    /**
     * §4 social login: with a token, load the user; no user means signed out. A loaded user
     * passes the same checks as a password sign-in (§6 type User only, status, verified e-mail)
     * before the social routing.
     */
    loadingSocialUser: {
      invoke: {
        id: 'loadUser',
        src: 'loadUser',
        input: ({ context }) => ({ token: context.token }),
        onDone: [
          {
            guard: ({ event }) => event.output === null,
            target: 'editing',
            actions: [
              { type: 'revokeSession', params: ({ context }) => ({ token: context.token }) },
              assign({ token: '' }),
            ],
          },
          {
            // §4, §6: not a User, deactivated or pending approval: logged out with the message.
            guard: ({ context, event }) => isRefused(loadedUser(event), context.screen),
            target: 'editing',
            actions: [
              { type: 'revokeSession', params: ({ context }) => ({ token: context.token }) },
              {
                type: 'notify',
                params: ({ context, event }) => ({
                  kind: 'error',
                  message: refusalMessage(loadedUser(event), context.screen),
                }),
              },
              assign({ message: ({ context, event }) => refusalMessage(loadedUser(event), context.screen), token: '' }),
            ],
          },
          {
            guard: socialOutcomeIs('verify-email'),
            target: 'redirected',
            actions: [
              { type: 'storeSession', params: ({ context, event }) => socialSession(context, event) },
              { type: 'navigate', params: { to: '/verifiction' } },
            ],
          },
          {
            target: 'redirected',
            actions: [
              { type: 'storeSession', params: ({ context, event }) => socialSession(context, event) },
              'forgetStoredRedirect',
              {
                type: 'navigate',
                // Only the 'redirect' outcome is left here, so the user was admitted.
                params: ({ context, event }) => ({ to: socialSignInTarget(loadedUser(event), context.env.redirect) }),
              },
            ],
          },
        ],
        onError: {
          target: 'editing',
          actions: [
            { type: 'revokeSession', params: ({ context }) => ({ token: context.token }) },
            assign({ token: '' }),
          ],
        },
      },
    },
    /**
     * Signed in as an Admin on the pro screen: the one-time code is the session machine's step
     * (`session.user.signedIn.oneTimeCode`), which sends the Admin to /account once it passes.
     */
    oneTimeCode: { type: 'final' },
    /** Navigation was requested; the screen is done. */
    redirected: { type: 'final' },
  },
});
