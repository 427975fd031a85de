import { assertEvent, assign, setup, type DoneActorEvent } from 'xstate';
import type { NotifyParams } from '../effects/effectTypes.ts';
import { placeholderAction, placeholderActor } from '../effects/placeholders.ts';
import {
  emptyLeadForm,
  isLeadFormValid,
  leadFormMessages,
  toLeadSubmission,
  validateLeadForm,
  type LeadForm,
  type LeadFormErrors,
  type LeadSubmission,
} from '../rules/leadForm/leadForm.rules.ts';
import { firstMessagePerField, toApiFailure } from '../rules/serverErrors/serverErrors.rules.ts';

export type LeadFormField = keyof LeadForm;

export interface LeadFormInput {
  /** The active showroom's shop profile, sent as `shop_profile_id`. */
  readonly shopProfileId: string | number;
}

/** `POST /api/sample_request` answers `{ success, message }`; the message is the success toast. */
export interface LeadSubmissionResult {
  readonly message?: string | null;
}

export interface LeadFormContext {
  readonly shopProfileId: string | number;
  /** Exactly what was typed (trimmed only in the submission). */
  readonly form: LeadForm;
  /**
   * §5 client errors to show under the fields: empty until a submit was attempted, then
   * re-checked on every change, so a mark disappears as soon as the field is fixed.
   */
  readonly errors: LeadFormErrors;
  /** A SUBMIT was made since the form was last cleared (success or RESET). */
  readonly submitAttempted: boolean;
  /** §5 the server's first message per field (a 422); a field's message goes when it is changed. */
  readonly serverErrors: LeadFormErrors;
  /** Why the request failed, to show in the form; set in `failed` only. */
  readonly serverMessage: string | null;
  /** The server's success message (or `leadFormMessages.submitted`); set in `submitted` only. */
  readonly successMessage: string | null;
}

export type LeadFormEvent =
  | { readonly type: 'FIELD.CHANGE'; readonly field: LeadFormField; readonly value: string }
  | { readonly type: 'SUBMIT' }
  /** Clear everything (the popup was closed, say); a request on its way is no longer listened to. */
  | { readonly type: 'RESET' }
  /** The active showroom changed: later submissions go to this shop. */
  | { readonly type: 'SHOP.CHANGED'; readonly shopProfileId: string | number };

export const leadFormStates = ['editing', 'invalid', 'submitting', 'submitted', 'failed'] as const;
export type LeadFormState = (typeof leadFormStates)[number];

const leadFormFields: readonly string[] = Object.keys(emptyLeadForm);

function isLeadFormField(field: string): field is LeadFormField {
  return leadFormFields.includes(field);
}

function changedForm(context: LeadFormContext, event: LeadFormEvent): LeadForm {
  assertEvent(event, 'FIELD.CHANGE');
  return { ...context.form, [event.field]: event.value };
}

function withoutField(errors: LeadFormErrors, field: LeadFormField): LeadFormErrors {
  const rest: { -readonly [K in keyof LeadFormErrors]: LeadFormErrors[K] } = { ...errors };
  delete rest[field];
  return rest;
}

function changedField(event: LeadFormEvent): LeadFormField {
  assertEvent(event, 'FIELD.CHANGE');
  return event.field;
}

/**
 * §5: a refusal's first message per field goes under that field; messages for anything else
 * (shop_profile_id, say) are shown in the form instead of the generic failure message.
 */
function serverFailureOf(error: unknown): Pick<LeadFormContext, 'serverErrors' | 'serverMessage'> {
  const failure = toApiFailure(error);
  const serverErrors: { -readonly [K in keyof LeadFormErrors]: LeadFormErrors[K] } = {};
  const unplaced: string[] = [];
  for (const [field, message] of Object.entries(firstMessagePerField(failure.fieldErrors))) {
    if (isLeadFormField(field)) serverErrors[field] = message;
    else unplaced.push(message);
  }
  const serverMessage = unplaced.length > 0 ? unplaced.join(' ') : (failure.message ?? leadFormMessages.submitFailed);
  return { serverErrors, serverMessage };
}

function successMessageOf(output: LeadSubmissionResult | undefined): string {
  // A host that resolves with nothing still gets the fallback text.
  const message = output?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : leadFormMessages.submitted;
}

/*
 * How the form works inside: inline in the config below, not named in `setup()`, so that a
 * host's `provide()` offers only the effects (the placeholders) and cannot replace a check or
 * the form's bookkeeping and break the form.
 */
type Context = LeadFormContext;
type Event = LeadFormEvent;

/** Keeps what was typed; re-checks it once a submit was attempted; the changed field's server message goes. */
const applyChange = assign<Context, Event, undefined, Event, never>(({ context, event }) => {
  const form = changedForm(context, event);
  return {
    form,
    errors: context.submitAttempted ? validateLeadForm(form) : {},
    serverErrors: withoutField(context.serverErrors, changedField(event)),
    successMessage: null,
  };
});
const forgetServerFailure = assign<Context, Event, undefined, Event, never>({ serverErrors: {}, serverMessage: null });
const showClientErrors = assign<Context, Event, undefined, Event, never>(({ context }) => ({
  errors: validateLeadForm(context.form),
  submitAttempted: true,
  serverErrors: {},
  serverMessage: null,
  successMessage: null,
}));
const startSubmission = assign<Context, Event, undefined, Event, never>({
  errors: {},
  submitAttempted: true,
  serverErrors: {},
  serverMessage: null,
  successMessage: null,
});
/** An empty form with nothing to show: where the form starts, and what a sent lead leaves. */
const blankForm = {
  form: emptyLeadForm,
  errors: {},
  submitAttempted: false,
  serverErrors: {},
  serverMessage: null,
  successMessage: null,
} satisfies Omit<LeadFormContext, 'shopProfileId'>;

// Also run when `submitLead` resolves, so it sees that event too.
const clearForm = assign<Context, Event | DoneActorEvent<LeadSubmissionResult>, undefined, Event, never>(blankForm);

const formInvalid = ({ context }: { context: Context }) => !isLeadFormValid(context.form);
/** After a first submit, the change leaves (or makes) a field invalid. */
const changeLeavesClientErrors = ({ context, event }: { context: Context; event: Event }) =>
  context.submitAttempted && !isLeadFormValid(changedForm(context, event));
/** Fields the server refused and the person has not changed since. */
const changeLeavesServerErrors = ({ context, event }: { context: Context; event: Event }) =>
  Object.keys(withoutField(context.serverErrors, changedField(event))).length > 0;

export const leadFormMachine = setup({
  types: {
    context: {} as LeadFormContext,
    events: {} as LeadFormEvent,
    input: {} as LeadFormInput,
  },
  actors: {
    /**
     * `POST /api/sample_request` with the §7 fields. Reject on failure with the client's error
     * (`{ status, message, fieldErrors }`, as `toApiFailure` reads it).
     */
    submitLead: placeholderActor<LeadSubmissionResult, LeadSubmission>('leadForm', 'submitLead'),
  },
  actions: {
    /** The success toast, with the server's message. */
    notify: placeholderAction<NotifyParams>(),
  },
}).createMachine({
  id: 'leadForm',
  context: ({ input }) => ({ shopProfileId: input.shopProfileId, ...blankForm }),
  initial: 'editing',
  states: {
    /** Typing; no error to show. */
    editing: {
      on: {
        'FIELD.CHANGE': [
          { guard: changeLeavesClientErrors, target: 'invalid', actions: applyChange },
          { actions: applyChange },
        ],
        SUBMIT: [
          { guard: formInvalid, target: 'invalid', actions: showClientErrors },
          { target: 'submitting', actions: startSubmission },
        ],
      },
    },
    /** A submit found client errors: the invalid fields are marked and nothing was sent. */
    invalid: {
      on: {
        'FIELD.CHANGE': [
          { guard: changeLeavesClientErrors, actions: applyChange },
          { target: 'editing', actions: applyChange },
        ],
        // A SUBMIT here changes nothing: the form is still invalid and its errors are shown.
      },
    },
    /** The request is on its way; the fields are read-only and a second SUBMIT is ignored. */
    submitting: {
      invoke: {
        id: 'submitLead',
        src: 'submitLead',
        input: ({ context }) => toLeadSubmission(context.form, context.shopProfileId),
        onDone: {
          target: 'submitted',
          // §4: the popup form is cleared on successful submission.
          actions: [
            clearForm,
            assign({ successMessage: ({ event }) => successMessageOf(event.output) }),
            {
              type: 'notify',
              params: ({ event }) => ({ kind: 'success', message: successMessageOf(event.output) }),
            },
          ],
        },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => serverFailureOf(event.error)),
        },
      },
    },
    /** Sent: the form is empty again and the success message shown; typing starts a new lead. */
    submitted: {
      on: {
        'FIELD.CHANGE': { target: 'editing', actions: applyChange },
        // The form is empty here, so a SUBMIT marks the required fields.
        SUBMIT: { target: 'invalid', actions: showClientErrors },
      },
    },
    /**
     * The server refused or could not be reached: what was typed is kept, `serverMessage` (and any
     * `serverErrors`) shown. It lasts until every refused field has been changed (any change when
     * none was refused); SUBMIT retries.
     */
    failed: {
      on: {
        'FIELD.CHANGE': [
          { guard: changeLeavesClientErrors, target: 'invalid', actions: [applyChange, forgetServerFailure] },
          { guard: changeLeavesServerErrors, actions: applyChange },
          { target: 'editing', actions: [applyChange, forgetServerFailure] },
        ],
        // The form here is always valid: it was valid when sent, and a change that breaks it
        // leads to `invalid` (a submit was attempted, so every change is checked).
        SUBMIT: { target: 'submitting', actions: startSubmission },
      },
    },
  },
  on: {
    RESET: { target: '.editing', actions: clearForm },
    'SHOP.CHANGED': { actions: assign({ shopProfileId: ({ event }) => event.shopProfileId }) },
  },
});
