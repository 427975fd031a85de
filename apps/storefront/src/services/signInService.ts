import { withdrawErrors } from './notifier.ts';
import type { User } from '@showroom/api';
import { ApiHttpError, serverMessageOf, type ApiClient } from '@showroom/api/client';
import {
  cookieLifetimesInDays,
  signInMachine,
  type AuthResult,
  type CreatedProject,
  type CreateProjectRequest,
  type Credentials,
  type SessionUser,
  type SignInInput,
  type SignInAttachCartRequest,
  type SignInScreen,
  type SocialSignInRequest,
  type SocialSignInResult,
} from '@showroom/machines';
import { createActor, fromPromise } from 'xstate';
import { cookieNames, isSavedItem, storageKeys } from '../state/storageKeys.ts';
import type { AppServices } from './createAppServices.ts';
import { attachGuestCart, createProject } from './projectEffects.ts';

/** Said when a request got no usable answer and the client has no message of its own for it. */
export const SIGN_IN_NOT_ANSWERED =
  'You could not be signed in: the server did not answer. Please check your connection and try again.';

/** The e-mail "Remember me" kept (§3 cookie, 340 days), or null. Never a password. */
export function rememberedEmailOf(services: AppServices): string | null {
  const { persistence } = services;
  if (persistence.cookie(cookieNames.rememberMe) !== '1') return null;
  const email = persistence.cookie(cookieNames.rememberedEmail);
  return email === null || email === '' ? null : email;
}

/** The machine's input from the URL, the stores, storage and cookies (§2, §3, §4). */
export function signInInputOf(services: AppServices, screen: SignInScreen, redirectQuery: string | null): SignInInput {
  const { persistence, session } = services;
  const { user, status } = session.getState();
  return {
    screen,
    signedInUser: status === 'signedIn' ? (user as SessionUser | null) : null,
    otpVerified: persistence.isOneTimeCodeVerified(),
    redirectQuery,
    storedRedirect: persistence.read(storageKeys.redirectTo),
    cartId: persistence.read(storageKeys.cartId),
    tempProjectId: persistence.read(storageKeys.tempProjectId),
    visualRedirect: persistence.read(storageKeys.visualRedirect),
    savedItem: persistence.readJson(storageKeys.myItem, isSavedItem),
    projectId: persistence.read(storageKeys.project),
  };
}

/**
 * What the machine reads a failure from (`toApiFailure`): the §8 message the client chose, or
 * the server's own message for statuses §8 leaves silent (501: a social provider that is not
 * configured), or ours when nothing answered; and the 422 field map (§5: first message per field).
 */
export function asSignInFailure(error: unknown): { status: number | null; message: string; errors: unknown } {
  if (error instanceof ApiHttpError) {
    const body = error.body as { message?: unknown } | null;
    const bodyMessage = typeof body?.message === 'string' && body.message !== '' ? body.message : null;
    return {
      status: error.status,
      message: serverMessageOf(error) ?? bodyMessage ?? SIGN_IN_NOT_ANSWERED,
      errors: error.fieldErrors,
    };
  }
  return { status: null, message: serverMessageOf(error) ?? SIGN_IN_NOT_ANSWERED, errors: {} };
}

async function rethrowingFailure<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw asSignInFailure(error);
  }
}

/**
 * The signIn machine of @showroom/machines with the storefront's real effects, for one screen
 * (`customer` on /login, `pro` on /pro-account). Its first state is decided at once: a signed-in
 * visitor is sent on to /account.
 */
export function createSignInActor(services: AppServices, screen: SignInScreen, redirectQuery: string | null) {
  const { persistence, session, cart, notify, progress, router } = services;
  const runtime = () => services.runtime();
  const api = async () => (await runtime()).api;
  const machine = signInMachine.provide({
    actors: {
      login: fromPromise<AuthResult, Credentials>(async ({ input }) => {
        const client = await api();
        // The password goes to the server and nowhere else (no cookie, no storage: §3 deviation).
        const answer = await rethrowingFailure(() =>
          client.login({ body: { email: input.email, password: input.password } }),
        );
        return answer.data;
      }),
      socialLogin: fromPromise<SocialSignInResult, SocialSignInRequest>(async ({ input }) => {
        const client = await api();
        const provider = input.provider as Parameters<ApiClient['socialLogin']>[0]['params']['provider'];
        const answer = await rethrowingFailure(() =>
          client.socialLogin({ params: { provider }, body: { data: { ...input.data } } }),
        );
        return { token: answer.data.token };
      }),
      loadUser: fromPromise<SessionUser | null, { readonly token: string }>(async ({ input }) => {
        const answer = await (await runtime()).clientFor(input.token).getAuthUser();
        return answer.data;
      }),
      attachCart: fromPromise<CreatedProject, SignInAttachCartRequest>(async ({ input }) => {
        // The new token, not the stored one: the session is stored only once the cart is
        // attached. Its client has no §8 toasts, so a failure shows the machine's own
        // 'Please login to proceed.' alone.
        const client = (await runtime()).clientFor(input.token);
        return attachGuestCart(client, input, client);
      }),
      createProject: fromPromise<CreatedProject, CreateProjectRequest>(async ({ input }) => {
        // The session is stored before this step. Without the client's §8 toasts: a failure
        // shows the machine's 'Internal server error.' alone, not a second error over it.
        const client = (await runtime()).clientFor(session.getState().token);
        return createProject(client, input);
      }),
    },
    actions: {
      storeSession: (_, params) => {
        // The refusals of earlier attempts are answered now: their toasts would linger over the
        // page the person lands on.
        withdrawErrors(services.toasts);
        session.getState().setToken(params.token);
        // §3 "Remember me": the e-mail only, for 340 days; unticked, it is forgotten.
        if (params.remember && params.email !== '') {
          persistence.setCookie(cookieNames.rememberedEmail, params.email, cookieLifetimesInDays.rememberMe);
          persistence.setCookie(cookieNames.rememberMe, '1', cookieLifetimesInDays.rememberMe);
        } else if (!params.remember) {
          persistence.removeCookie(cookieNames.rememberedEmail);
          persistence.removeCookie(cookieNames.rememberMe);
        }
        persistence.rememberUserType(params.user.type);
        // A new session has not passed the one-time code yet, whatever an older one did.
        if (params.user.type === 'Admin') persistence.removeCookie(cookieNames.otpVerify);
        // The session machine owns the signed-in user from here (header, user check, cart, code).
        services.sendSession({ type: 'SIGNED_IN', user: params.user as User as SessionUser, token: params.token });
      },
      revokeSession: (_, params) => {
        // The server opened a session the rules refuse (or whose cart could not be attached):
        // end it there too. Nothing was stored. No body, so the client sends no JSON content
        // type either (the server refuses an empty JSON request, which would leave it open).
        void runtime()
          .then((loaded) => loaded.clientFor(params.token).logout())
          .catch(() => undefined);
      },
      notify: (_, params) => notify(params.kind, params.message),
      navigate: (_, params) => router.navigate(params.to),
      forgetStoredRedirect: () => persistence.remove(storageKeys.redirectTo),
      // Removes cart_id (and the guest cart's temporary project id with it).
      forgetCartId: () => cart.getState().clear(),
      // The cart now comes from the stored project: the header's badge reloads it.
      announceCartUpdate: () => void cart.getState().load(),
      rememberProject: (_, params) => persistence.write(storageKeys.project, params.projectId),
      forgetVisualRedirect: () => persistence.remove(storageKeys.visualRedirect),
      // §8 'Social auth failure': the bar fails (the client already failed it for a request that
      // answered); the reason is on the screen, beside the buttons.
      failProgress: () => {
        progress.start();
        progress.fail();
      },
    },
  });
  return createActor(machine, { input: signInInputOf(services, screen, redirectQuery) });
}

export type SignInActor = ReturnType<typeof createSignInActor>;
