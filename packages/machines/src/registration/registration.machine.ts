import { assertEvent, assign, enqueueActions, setup } from 'xstate';
import type {
  AttachCartRequest,
  CreatedProject,
  CreateProjectRequest,
  NavigateParams,
  NotifyParams,
  RememberProjectParams,
  StoreSessionParams,
} from '../effects/effectTypes.ts';
import { placeholderAction, placeholderActor } from '../effects/placeholders.ts';
import { checkCardNumber, isExpiryValid, type CardBrand } from '../rules/paymentCard/paymentCard.rules.ts';
import { safeRedirectPath, storedValue, type SavedItem } from '../rules/redirects/redirects.rules.ts';
import { toApiFailure } from '../rules/serverErrors/serverErrors.rules.ts';
import type { SessionUser } from '../rules/user/user.rules.ts';
import {
  attachesCartAfterRegistration,
  emptyRegistrationForm,
  mapServerErrors,
  postRegistrationMessages,
  registrationLanding,
  registrationStepFields,
  signsInAfterRegistration,
  toRegistrationPayload,
  validateStep,
  withoutPaymentData,
  type RegistrationEnvironment,
  type RegistrationErrors,
  type RegistrationField,
  type RegistrationForm,
  type RegistrationPayload,
  type RegistrationStep,
} from './registration.rules.ts';

export interface RegistrationInput {
  /** §4: a signed-in person opening register goes to /. */
  readonly isAuthenticated?: boolean;
  /** §7: the stored showroom's shop id, sent with the registration. */
  readonly shopId?: string | number | null;
  readonly cartId?: string | number | null;
  readonly tempProjectId?: string | number | null;
  /** The stored `my_item`. */
  readonly savedItem?: SavedItem | null;
  /** The stored `project`. */
  readonly projectId?: string | number | null;
  readonly visualRedirect?: string | null;
  /** The stored `redirect_to`. */
  readonly storedRedirect?: string | null;
}

/** `POST /api/register`: the new user (with its type) and a token. */
export interface RegistrationResult {
  readonly user: SessionUser;
  readonly token: string;
}

export interface RegistrationContext {
  readonly form: RegistrationForm;
  /** First message per field, from the checks or from the server. */
  readonly errors: RegistrationErrors;
  /** Server messages that belong to no field of the form. */
  readonly formError: string | null;
  readonly cardBrand: CardBrand | null;
  readonly cardNumberValid: boolean;
  readonly expiryValid: boolean;
  /** The step the registration was sent from, to return to on a failure without field errors. */
  readonly submittedFrom: 2 | 3;
  readonly isAuthenticated: boolean;
  readonly shopId: string | number | null;
  readonly env: RegistrationEnvironment;
  /** Whether the new account was signed in (type User). */
  readonly signedIn: boolean;
}

type FieldChange = {
  [K in RegistrationField]: { readonly type: 'FIELD.CHANGE'; readonly field: K; readonly value: RegistrationForm[K] };
}[RegistrationField];

export type RegistrationEvent =
  | FieldChange
  /** Several fields at once (browser autofill, a restored draft). */
  | { readonly type: 'FORM.FILL'; readonly values: Partial<RegistrationForm> }
  | { readonly type: 'NEXT' }
  | { readonly type: 'BACK' }
  /** Step 2's submit and step 3's Done: register (§4: both do the same). */
  | { readonly type: 'SUBMIT' }
  /** Step 3's skip: clear all card data and register. */
  | { readonly type: 'SKIP' }
  /** The host saw a signed-in user appear while the form is open (§4: go to /account). */
  | { readonly type: 'USER.APPEARED' };

/** §5: a UI moves focus to Name on Card and to CVV on these. */
export type RegistrationEmitted = { readonly type: 'cardNumberBecameValid' } | { readonly type: 'expiryBecameValid' };

export const registrationStates = [
  'editing',
  'editing.account',
  'editing.shipping',
  'editing.payment',
  'registering',
  'attachingCart',
  'finishing',
  'creatingVisualProject',
  'done',
  'left',
] as const;
export type RegistrationState = (typeof registrationStates)[number];

/** The wizard step each editing state shows. */
export const registrationStepStates = {
  1: 'editing.account',
  2: 'editing.shipping',
  3: 'editing.payment',
} as const satisfies Record<RegistrationStep, RegistrationState>;

type CardState = Pick<RegistrationContext, 'cardBrand' | 'cardNumberValid' | 'expiryValid'>;

function cardStateOf(form: RegistrationForm): CardState {
  const card = checkCardNumber(form.card_number);
  return { cardBrand: card.brand, cardNumberValid: card.isValid, expiryValid: isExpiryValid(form.exp_date) };
}

function withoutFields(errors: RegistrationErrors, fields: readonly string[]): RegistrationErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !fields.includes(field)));
}

/** The step's own errors replace whatever was shown for its fields. */
function errorsAfterChecking(context: RegistrationContext, step: RegistrationStep): RegistrationErrors {
  return { ...withoutFields(context.errors, registrationStepFields[step]), ...validateStep(step, context.form) };
}

function environmentOf(input: RegistrationInput): RegistrationEnvironment {
  return {
    cartId: storedValue(input.cartId),
    tempProjectId: storedValue(input.tempProjectId),
    savedItem: input.savedItem ?? null,
    projectId: storedValue(input.projectId),
    visualRedirect: storedValue(input.visualRedirect),
    storedRedirect: safeRedirectPath(input.storedRedirect),
  };
}

/** §4, §5: server field errors under their fields; messages for no field above the form. */
function serverErrorState(error: unknown): Pick<RegistrationContext, 'errors' | 'formError'> {
  const failure = toApiFailure(error);
  const mapped = mapServerErrors(failure.fieldErrors);
  if (mapped.unplaced.length > 0) return { errors: mapped.errors, formError: mapped.unplaced.join(' ') };
  return { errors: mapped.errors, formError: failure.message };
}

/*
 * How the wizard works inside: inline in the config below, not named in `setup()`, so that a
 * host's `provide()` offers only the effects (the placeholders) and cannot replace a step check
 * or the form's bookkeeping and break the wizard.
 */
type Context = RegistrationContext;
type Event = RegistrationEvent;

const applyChanges = enqueueActions<Context, Event, undefined, Event, never, never, never, never, RegistrationEmitted>(
  ({ context, event, enqueue }) => {
    assertEvent(event, ['FIELD.CHANGE', 'FORM.FILL']);
    // The mapped FieldChange type pairs each field with its own value type.
    const patch = (
      event.type === 'FIELD.CHANGE' ? { [event.field]: event.value } : event.values
    ) as Partial<RegistrationForm>;
    const form = { ...context.form, ...patch };
    const card = cardStateOf(form);
    enqueue.assign({ form, ...card, errors: withoutFields(context.errors, Object.keys(patch)) });
    if (!context.cardNumberValid && card.cardNumberValid) enqueue.emit({ type: 'cardNumberBecameValid' });
    if (!context.expiryValid && card.expiryValid) enqueue.emit({ type: 'expiryBecameValid' });
  },
);

const checkStep = (step: RegistrationStep) =>
  assign<Context, Event, undefined, Event, never>(({ context }) => ({ errors: errorsAfterChecking(context, step) }));

const clearStepErrors = (step: RegistrationStep) =>
  assign<Context, Event, undefined, Event, never>(({ context }) => ({
    errors: withoutFields(context.errors, registrationStepFields[step]),
  }));

const clearPaymentData = assign<Context, Event, undefined, Event, never>(({ context }) => {
  const form = withoutPaymentData(context.form);
  return { form, ...cardStateOf(form), errors: withoutFields(context.errors, registrationStepFields[3]) };
});

const startSubmission = (from: 2 | 3) =>
  assign<Context, Event, undefined, Event, never>({ errors: {}, formError: null, submittedFrom: from });

const stepInvalid =
  (step: RegistrationStep) =>
  ({ context }: { context: Context }) =>
    Object.keys(validateStep(step, context.form)).length > 0;

const openedSignedIn = ({ context }: { context: Context }) => context.isAuthenticated;
const submittedFromShipping = ({ context }: { context: Context }) => context.submittedFrom === 2;
const landsOnVisualProject = ({ context }: { context: Context }) =>
  registrationLanding(context.signedIn, context.env).kind === 'visual-project';
const landingForgetsStoredRedirect = ({ context }: { context: Context }) => {
  const landing = registrationLanding(context.signedIn, context.env);
  return landing.kind === 'navigate' && landing.forgetsStoredRedirect;
};

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    // Every field is optional, so `createActor(machine)` needs no options: `void`, not `undefined`,
    // which inference drops from an optional property and would make `input` required again.
    input: {} as RegistrationInput | void,
    emitted: {} as RegistrationEmitted,
  },
  actors: {
    /** `POST /api/register`. Reject with `{ errors, message }`: errors are mapped to fields. */
    register: placeholderActor<RegistrationResult, RegistrationPayload>('registration', 'register'),
    /** Create a project from `my_item` and attach the guest cart with the temporary project id. */
    attachCart: placeholderActor<CreatedProject, AttachCartRequest>('registration', 'attachCart'),
    /** Create a project from `my_item` (visual redirect). */
    createProject: placeholderActor<CreatedProject, CreateProjectRequest>('registration', 'createProject'),
  },
  actions: {
    storeSession: placeholderAction<StoreSessionParams>(),
    navigate: placeholderAction<NavigateParams>(),
    notify: placeholderAction<NotifyParams>(),
    /** §2: the success modal that thanks the person and links home. */
    showSuccessModal: placeholderAction(),
    rememberProject: placeholderAction<RememberProjectParams>(),
    forgetCartId: placeholderAction(),
    announceCartUpdate: placeholderAction(),
    forgetVisualRedirect: placeholderAction(),
    forgetStoredRedirect: placeholderAction(),
  },
}).createMachine({
  id: 'registration',
  context: ({ input = {} }) => ({
    form: emptyRegistrationForm,
    errors: {},
    formError: null,
    ...cardStateOf(emptyRegistrationForm),
    submittedFrom: 3,
    isAuthenticated: input.isAuthenticated === true,
    shopId: input.shopId ?? null,
    env: environmentOf(input),
    signedIn: false,
  }),
  initial: 'editing',
  states: {
    editing: {
      always: {
        guard: openedSignedIn,
        target: 'left',
        actions: { type: 'navigate', params: { to: '/' } },
      },
      on: {
        'FIELD.CHANGE': { actions: applyChanges },
        'FORM.FILL': { actions: applyChanges },
        'USER.APPEARED': { target: 'left', actions: { type: 'navigate', params: { to: '/account' } } },
      },
      initial: 'account',
      states: {
        /** Step 1, Sign Up FREE. */
        account: {
          on: {
            NEXT: [
              {
                guard: stepInvalid(1),
                actions: checkStep(1),
              },
              { target: 'shipping', actions: clearStepErrors(1) },
            ],
          },
        },
        /** Step 2, Shipping Address. */
        shipping: {
          on: {
            NEXT: [
              {
                guard: stepInvalid(2),
                actions: checkStep(2),
              },
              { target: 'payment', actions: clearStepErrors(2) },
            ],
            SUBMIT: [
              {
                guard: stepInvalid(1),
                target: 'account',
                actions: checkStep(1),
              },
              {
                guard: stepInvalid(2),
                actions: checkStep(2),
              },
              // §5: card data entered earlier must be valid; on error the wizard shows step 3.
              {
                guard: stepInvalid(3),
                target: 'payment',
                actions: checkStep(3),
              },
              { target: '#registration.registering', actions: startSubmission(2) },
            ],
            BACK: 'account',
          },
        },
        /** Step 3, Payment Information. */
        payment: {
          on: {
            SUBMIT: [
              {
                guard: stepInvalid(1),
                target: 'account',
                actions: checkStep(1),
              },
              {
                guard: stepInvalid(2),
                target: 'shipping',
                actions: checkStep(2),
              },
              {
                guard: stepInvalid(3),
                actions: checkStep(3),
              },
              { target: '#registration.registering', actions: startSubmission(3) },
            ],
            SKIP: [
              {
                guard: stepInvalid(1),
                target: 'account',
                actions: [clearPaymentData, checkStep(1)],
              },
              {
                guard: stepInvalid(2),
                target: 'shipping',
                actions: [clearPaymentData, checkStep(2)],
              },
              {
                target: '#registration.registering',
                actions: [clearPaymentData, startSubmission(3)],
              },
            ],
            BACK: 'shipping',
          },
        },
      },
    },
    registering: {
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => toRegistrationPayload(context.form, context.shopId),
        onDone: [
          {
            guard: ({ context, event }) =>
              attachesCartAfterRegistration(signsInAfterRegistration(event.output.user), context.env),
            target: 'attachingCart',
            actions: [
              assign({ signedIn: true }),
              {
                type: 'storeSession',
                params: ({ context, event }) => ({
                  user: event.output.user,
                  token: event.output.token,
                  remember: false,
                  email: context.form.email.trim(),
                }),
              },
            ],
          },
          {
            // §4: only type User is logged in at once.
            guard: ({ event }) => signsInAfterRegistration(event.output.user),
            target: 'finishing',
            actions: [
              assign({ signedIn: true }),
              {
                type: 'storeSession',
                params: ({ context, event }) => ({
                  user: event.output.user,
                  token: event.output.token,
                  remember: false,
                  email: context.form.email.trim(),
                }),
              },
            ],
          },
          // Other types stay logged out and skip the cart step.
          { target: 'finishing' },
        ],
        onError: [
          {
            guard: ({ event }) => mapServerErrors(toApiFailure(event.error).fieldErrors).step === 1,
            target: 'editing.account',
            actions: assign(({ event }) => serverErrorState(event.error)),
          },
          {
            guard: ({ event }) => mapServerErrors(toApiFailure(event.error).fieldErrors).step === 2,
            target: 'editing.shipping',
            actions: assign(({ event }) => serverErrorState(event.error)),
          },
          {
            guard: ({ event }) => mapServerErrors(toApiFailure(event.error).fieldErrors).step === 3,
            target: 'editing.payment',
            actions: assign(({ event }) => serverErrorState(event.error)),
          },
          {
            guard: submittedFromShipping,
            target: 'editing.shipping',
            actions: assign(({ event }) => serverErrorState(event.error)),
          },
          { target: 'editing.payment', actions: assign(({ event }) => serverErrorState(event.error)) },
        ],
      },
    },
    /** §4 step (1): a stored cart becomes part of a new project (skipped when not signed in). */
    attachingCart: {
      invoke: {
        id: 'attachCart',
        src: 'attachCart',
        input: ({ context }) => ({
          // Only entered when a cart id is stored (attachesCartAfterRegistration).
          cartId: context.env.cartId as string,
          tempProjectId: context.env.tempProjectId,
          savedItem: context.env.savedItem,
          projectId: context.env.projectId,
        }),
        onDone: {
          target: 'finishing',
          actions: [
            { type: 'rememberProject', params: ({ event }) => ({ projectId: event.output.projectId }) },
            'forgetCartId',
            'announceCartUpdate',
          ],
        },
        onError: {
          target: 'finishing',
          actions: { type: 'notify', params: { kind: 'error', message: postRegistrationMessages.cartAttachFailed } },
        },
      },
    },
    /** §4 steps (2)–(4): the success modal, then where the person lands. */
    finishing: {
      entry: 'showSuccessModal',
      always: [
        { guard: landsOnVisualProject, target: 'creatingVisualProject' },
        {
          guard: landingForgetsStoredRedirect,
          target: 'done',
          actions: [
            'forgetStoredRedirect',
            {
              type: 'navigate',
              params: ({ context }) => ({ to: registrationLanding(context.signedIn, context.env).to }),
            },
          ],
        },
        {
          target: 'done',
          actions: {
            type: 'navigate',
            params: ({ context }) => ({ to: registrationLanding(context.signedIn, context.env).to }),
          },
        },
      ],
    },
    /** §4 step (3): the saved design becomes a project. */
    creatingVisualProject: {
      invoke: {
        id: 'createProject',
        src: 'createProject',
        input: ({ context }) => ({ savedItem: context.env.savedItem, projectId: context.env.projectId }),
        onDone: {
          target: 'done',
          actions: [
            { type: 'rememberProject', params: ({ event }) => ({ projectId: event.output.projectId }) },
            'forgetVisualRedirect',
            {
              type: 'navigate',
              params: ({ context }) => ({ to: registrationLanding(context.signedIn, context.env).to }),
            },
          ],
        },
        // §8: 'Internal server error.' and /visualize for registration.
        onError: {
          target: 'done',
          actions: [
            { type: 'notify', params: { kind: 'error', message: postRegistrationMessages.visualProjectFailed } },
            { type: 'navigate', params: { to: '/visualize' } },
          ],
        },
      },
    },
    done: { type: 'final' },
    /** A signed-in person opened the wizard, or one appeared while it was open. */
    left: { type: 'final' },
  },
});
