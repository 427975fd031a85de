import { firstInvalidField, refusalOf, splitServerErrors, type FieldErrors } from './formErrors.ts';

/**
 * The one lifecycle of the storefront's forms (ADR 008), without React so it can be tested
 * alone: what is typed (never lost on a failure), the client's checks (shown from the first
 * submit on, then updated as the person types), the server's field messages (each cleared when
 * its field changes), and the request's progress. `useForm` runs it in a component.
 */

export type FormStatus =
  | { readonly kind: 'editing' }
  /** Waiting for what the checks need (a phone numbering plan) before judging the form. */
  | { readonly kind: 'checking' }
  | { readonly kind: 'sending' }
  /** The server refused fields (422): their messages are under them; `other` for fields the form lacks. */
  | { readonly kind: 'refused'; readonly other: readonly string[] }
  /** No answer or a server failure: nothing changed, the typing is kept. */
  | { readonly kind: 'failed'; readonly message: string };

export interface FormState<Values, Field extends string> {
  /** What is typed; null while the form is closed (an editor showing the saved data). */
  readonly values: Values | null;
  /** Submitted once: the client's checks are shown, and follow the typing. */
  readonly checked: boolean;
  readonly serverErrors: FieldErrors<Field>;
  readonly status: FormStatus;
}

export type FormEvent<Values, Field extends string> =
  /** Opens (or starts again) with these values, or the ones typed: nothing judged, no messages. */
  | { readonly type: 'open'; readonly values?: Values }
  | { readonly type: 'close' }
  /** Other values, everything else as it is (a session that loaded after the page filled them). */
  | { readonly type: 'replace'; readonly values: Values }
  /** One field typed; `base` is what a closed form starts from. */
  | { readonly type: 'change'; readonly field: keyof Values; readonly value: unknown; readonly base?: Values | null }
  | { readonly type: 'checking' }
  | { readonly type: 'invalid' }
  | { readonly type: 'sending' }
  /** Sent: `values` are the form's next ones (undefined keeps them, null closes it). */
  | { readonly type: 'sent'; readonly values?: Values | null }
  | { readonly type: 'refused'; readonly fields: FieldErrors<Field>; readonly other: readonly string[] }
  | { readonly type: 'failed'; readonly message: string };

const editing: FormStatus = { kind: 'editing' };

export function initialFormState<Values, Field extends string>(values: Values | null): FormState<Values, Field> {
  return { values, checked: false, serverErrors: {}, status: editing };
}

export function formReducer<Values, Field extends string>(
  state: FormState<Values, Field>,
  event: FormEvent<Values, Field>,
): FormState<Values, Field> {
  switch (event.type) {
    case 'open':
      return initialFormState(event.values === undefined ? state.values : event.values);
    case 'close':
      return initialFormState(null);
    case 'replace':
      return { ...state, values: event.values };
    case 'change': {
      const current = state.values ?? event.base ?? null;
      if (current === null) return state;
      const { [event.field as string as Field]: _dropped, ...serverErrors } = state.serverErrors;
      return {
        ...state,
        values: { ...current, [event.field]: event.value },
        serverErrors: serverErrors as FieldErrors<Field>,
      };
    }
    case 'checking':
      return { ...state, status: { kind: 'checking' } };
    case 'invalid':
      return { ...state, checked: true, status: editing };
    case 'sending':
      return { ...state, checked: true, serverErrors: {}, status: { kind: 'sending' } };
    case 'sent':
      return {
        ...state,
        values: event.values === undefined ? state.values : event.values,
        checked: false,
        status: editing,
      };
    case 'refused':
      return { ...state, serverErrors: event.fields, status: { kind: 'refused', other: event.other } };
    case 'failed':
      return { ...state, status: { kind: 'failed', message: event.message } };
  }
}

/** The messages under the fields: the server's, then the client's checks over them once submitted. */
export function formErrorsOf<Values, Field extends string>(
  state: FormState<Values, Field>,
  validate: (values: Values) => FieldErrors<Field>,
  showChecks = false,
): FieldErrors<Field> {
  const client = state.values !== null && (state.checked || showChecks) ? validate(state.values) : {};
  return { ...state.serverErrors, ...client };
}

/** What a form does on submit; every part but `send` and `failure` has a default. */
export interface SubmitPlan<Values, Field extends string, Result> {
  /** The form's fields in the order it shows them: the first marked one gets the focus. */
  readonly fields: readonly Field[];
  /** The client's checks (the contract's rules): a message per field, none when it may be sent. */
  validate(values: Values): FieldErrors<Field>;
  /**
   * What the checks need first, if it is not there yet (a numbering plan): a promise of a
   * message to fail with, or of null once it has come. Returns null when there is nothing to wait for.
   */
  before?(values: Values): Promise<string | null> | null;
  send(values: Values): Promise<Result>;
  /** After a success: the form's next values (undefined keeps them, null closes the form). */
  sent?(result: Result, values: Values): Values | null | undefined;
  /** The page leaves after a success: the form stays busy until it is gone. */
  readonly leavesOnSuccess?: boolean;
  /** Handles a failure itself (true), before the usual refusal and failure handling. */
  intercept?(error: unknown): boolean;
  /** The server's field messages of a refusal; defaults to a 422's `fieldErrors`. */
  refusal?(error: unknown): Readonly<Record<string, readonly string[]>> | null;
  /** A server field's name in the form (`shipping_address.state` → `state`); undefined for none. */
  fieldOf?(serverField: string): string | undefined;
  /** What to say about a failure that is no refusal. */
  failure(error: unknown): string;
  /** Moves the focus to a field (after React has painted its message). */
  focus(field: Field): void;
}

/** The form as submit sees it: what is typed now, the way to change it, and whether a submit runs. */
export interface FormHandle<Values, Field extends string> {
  current(): Values | null;
  dispatch(event: FormEvent<Values, Field>): void;
  /** Set while a submit runs: a second one (a double click, Enter again) does nothing. */
  readonly busy: { current: boolean };
}

/**
 * Submits a form: waits for what the checks need, judges the form (the focus to the first
 * marked field), sends it, and places the server's field messages under their fields (the
 * focus to the first) or says why nothing happened. Resolves true once sent.
 */
export async function submitForm<Values, Field extends string, Result>(
  form: FormHandle<Values, Field>,
  plan: SubmitPlan<Values, Field, Result>,
): Promise<boolean> {
  if (form.busy.current || form.current() === null) return false;
  form.busy.current = true;
  let leaving = false;
  try {
    const waited = plan.before?.(form.current()!) ?? null;
    if (waited !== null) {
      form.dispatch({ type: 'checking' });
      const problem = await waited.catch(() => null);
      if (problem !== null) {
        form.dispatch({ type: 'failed', message: problem });
        return false;
      }
    }
    // What is typed by now: the person may have typed on while the checks' needs loaded.
    const typed = form.current();
    if (typed === null) return false;
    const first = firstInvalidField(plan.validate(typed), plan.fields);
    if (first !== null) {
      form.dispatch({ type: 'invalid' });
      plan.focus(first);
      return false;
    }
    form.dispatch({ type: 'sending' });
    let result: Result;
    try {
      result = await plan.send(typed);
    } catch (error) {
      if (plan.intercept?.(error)) return false;
      const refused = (plan.refusal ?? refusalOf)(error);
      const split = refused ? splitServerErrors(refused, plan.fields, plan.fieldOf) : null;
      const placed = split ? firstInvalidField(split.fields, plan.fields) : null;
      if (split && placed !== null) {
        form.dispatch({ type: 'refused', fields: split.fields, other: split.other });
        plan.focus(placed);
      } else {
        // A refusal of no field the form shows is said like a failure, never lost.
        const message = split && split.other.length > 0 ? split.other.join(' ') : plan.failure(error);
        form.dispatch({ type: 'failed', message });
      }
      return false;
    }
    if (plan.leavesOnSuccess) leaving = true;
    else form.dispatch({ type: 'sent', values: plan.sent?.(result, typed) });
    if (plan.leavesOnSuccess) plan.sent?.(result, typed);
    return true;
  } finally {
    // Leaving the page: the form stays locked until it is gone.
    if (!leaving) form.busy.current = false;
  }
}
