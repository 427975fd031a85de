import { useMemo, useReducer, useRef } from 'react';
import { useLatest } from '../../state/useLatest.ts';
import { focusControl, type FieldErrors } from './formErrors.ts';
import type { FormSummaryProps } from './FormSummary.tsx';
import {
  formErrorsOf,
  formReducer,
  initialFormState,
  submitForm,
  type FormEvent,
  type FormState,
  type SubmitPlan,
} from './formFlow.ts';

export interface UseFormOptions<Values, Field extends string, Result> extends Omit<
  SubmitPlan<Values, Field, Result>,
  'focus'
> {
  /** The values the form opens with; null for an editor that opens on demand (`open`). */
  readonly initial: Values | null | (() => Values | null);
  /** The id of a field's control: the first marked one gets the focus, `open` may focus one. */
  controlId(field: Field): string;
  /** What a closed form shows and starts from when typed into (an address that must be given). */
  readonly base?: Values | null;
  /** Judge the form before the first submit (a stored address the rules refuse says why at once). */
  readonly showChecks?: boolean;
}

/**
 * The storefront's one form pattern (ADR 008): `formFlow`'s lifecycle in a component. The page
 * renders `values` and `errors` (each field's message, tied to it by `Field`), `summary` above the
 * form (`FormSummary`), and locks the fields while `sending`.
 */
export function useForm<Values extends object, Field extends string, Result = unknown>(
  options: UseFormOptions<Values, Field, Result>,
) {
  const [state, dispatch] = useReducer(
    formReducer<Values, Field>,
    options.initial,
    (initial): FormState<Values, Field> => initialFormState(typeof initial === 'function' ? initial() : initial),
  );
  // Read by a submit that awaited something: what is typed by then, as last rendered.
  const latest = useLatest({ state, options });
  // Set while a submit runs, so a second one (a double click, Enter again) does nothing.
  const busy = useRef(false);

  const values = state.values ?? options.base ?? null;
  const errors: FieldErrors<Field> = formErrorsOf({ ...state, values }, options.validate, options.showChecks);
  const invalidCount = Object.keys(errors).length;
  const { status } = state;

  // The actions stay the same through renders (an effect or a callback may depend on them).
  const actions = useMemo(() => {
    const focus = (field: Field) => focusControl(latest.current.options.controlId(field));
    return {
      /** One field typed: its server message goes, the checks follow once submitted. */
      change: <Key extends keyof Values>(field: Key, value: Values[Key]) =>
        dispatch({ type: 'change', field, value, base: latest.current.options.base }),
      /** Judges the form and sends it; resolves true once the server has it. */
      submit: () =>
        submitForm<Values, Field, Result>(
          {
            current: () => latest.current.state.values ?? latest.current.options.base ?? null,
            dispatch: (event: FormEvent<Values, Field>) => dispatch(event),
            busy,
          },
          { ...latest.current.options, focus },
        ),
      /** Opens the form (or starts it again) with these values, or the ones typed; focuses `focusOn`. */
      open: (next?: Values, focusOn?: Field) => {
        dispatch({ type: 'open', values: next });
        if (focusOn !== undefined) focus(focusOn);
      },
      close: () => dispatch({ type: 'close' }),
      /** Other values, nothing else changed (filled in from a session that loaded late). */
      replace: (next: Values) => dispatch({ type: 'replace', values: next }),
    };
  }, [latest]);

  const summary: FormSummaryProps = {
    invalidCount,
    failure: status.kind === 'failed' ? status.message : null,
    other: status.kind === 'refused' ? status.other : undefined,
  };

  return {
    values,
    /** Opened (or typed into): not only showing `base`. */
    editing: state.values !== null,
    errors,
    invalidCount,
    status,
    sending: status.kind === 'sending',
    summary,
    ...actions,
  };
}

export type FormApi<Values extends object, Field extends string> = ReturnType<typeof useForm<Values, Field>>;
