import { withdrawErrors } from './notifier.ts';
import {
  registrationMachine,
  type AttachCartRequest,
  type CreatedProject,
  type CreateProjectRequest,
  type RegistrationInput,
  type RegistrationPayload,
  type RegistrationResult,
} from '@showroom/machines';
import { createActor, fromPromise } from 'xstate';
import { isSavedItem, storageKeys } from '../state/storageKeys.ts';
import type { AppServices } from './createAppServices.ts';

/** Said when the request got no usable answer and the client has no message of its own for it. */
export const REGISTRATION_NOT_SENT =
  'Your account could not be created: the server did not answer. Please check your connection and try again.';

/** What only the page can do: show its success modal, and move on when the person has read it. */
export interface RegistrationHost {
  showSuccessModal(): void;
  /** Where the machine sends the person (§4); the page decides when. */
  navigate(to: string): void;
}

/** The machine's input from the stores and storage (§4 post-registration, §7 shop_id). */
export function registrationInputOf(services: AppServices): RegistrationInput {
  const { persistence, session, showroom, meta } = services;
  return {
    // §4: authenticated when the stored token is longer than 10 characters.
    isAuthenticated: session.getState().token.length > 10,
    shopId: showroom.getState().active?.id ?? meta.shopId ?? null,
    cartId: persistence.read(storageKeys.cartId),
    tempProjectId: persistence.read(storageKeys.tempProjectId),
    savedItem: persistence.readJson(storageKeys.myItem, isSavedItem),
    projectId: persistence.read(storageKeys.project),
    visualRedirect: persistence.read(storageKeys.visualRedirect),
    storedRedirect: persistence.read(storageKeys.redirectTo),
  };
}

/**
 * The shape the machine reads a failure from (`toApiFailure`): the §8 message the client chose
 * (or ours when there was no answer) and the 422 field map.
 */
async function asRegistrationFailure(
  error: unknown,
): Promise<{ status: number | null; message: string; errors: unknown }> {
  // The client's error classes come with the client (the runtime chunk), not with the page.
  const { ApiHttpError, isApiClientError, serverMessageOf } = await import('@showroom/api/client');
  if (error instanceof ApiHttpError) {
    return {
      status: error.status,
      message: serverMessageOf(error) ?? REGISTRATION_NOT_SENT,
      errors: error.fieldErrors,
    };
  }
  if (isApiClientError(error))
    return { status: null, message: serverMessageOf(error) ?? REGISTRATION_NOT_SENT, errors: {} };
  return { status: null, message: REGISTRATION_NOT_SENT, errors: {} };
}

/** The registration machine of @showroom/machines with the storefront's real effects. */
export function createRegistrationActor(services: AppServices, host: RegistrationHost) {
  const { persistence, session, cart, notify } = services;
  const api = async () => (await services.runtime()).api;
  const machine = registrationMachine.provide({
    actors: {
      register: fromPromise<RegistrationResult, RegistrationPayload>(async ({ input }) => {
        try {
          const answer = await (await api()).register({ body: input });
          return answer.data;
        } catch (error) {
          throw await asRegistrationFailure(error);
        }
      }),
      // Only after registering: the effects load then, not with the page.
      attachCart: fromPromise<CreatedProject, AttachCartRequest>(async ({ input }) => {
        const [loaded, effects] = await Promise.all([services.runtime(), import('./projectEffects.ts')]);
        return effects.attachGuestCart(loaded.api, input, loaded.clientFor(session.getState().token));
      }),
      createProject: fromPromise<CreatedProject, CreateProjectRequest>(async ({ input }) =>
        (await import('./projectEffects.ts')).createProject(await api(), input),
      ),
    },
    actions: {
      storeSession: (_, params) => {
        // As on sign-in: the refusals of earlier attempts are answered.
        withdrawErrors(services.toasts);
        session.getState().setToken(params.token);
        persistence.rememberUserType(params.user.type);
        // The session machine owns the signed-in user from here (header, user check, cart).
        services.sendSession({ type: 'SIGNED_IN', user: params.user, token: params.token });
      },
      navigate: (_, params) => host.navigate(params.to),
      notify: (_, params) => notify(params.kind, params.message),
      showSuccessModal: () => host.showSuccessModal(),
      rememberProject: (_, params) => persistence.write(storageKeys.project, params.projectId),
      // Removes cart_id (and the guest cart's temporary project id with it).
      forgetCartId: () => cart.getState().clear(),
      // The cart now comes from the stored project: the header's badge reloads it.
      announceCartUpdate: () => void cart.getState().load(),
      forgetVisualRedirect: () => persistence.remove(storageKeys.visualRedirect),
      forgetStoredRedirect: () => persistence.remove(storageKeys.redirectTo),
    },
  });
  return createActor(machine, { input: registrationInputOf(services) });
}

export type RegistrationActor = ReturnType<typeof createRegistrationActor>;
