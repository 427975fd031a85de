import { createContext, useContext } from 'react';

/** What a Field tells the control inside it, so label, hint and error are wired without props. */
export interface FieldControlContext {
  id: string;
  /** Ids of the hint and error texts, space-separated, or undefined when there are none. */
  describedBy: string | undefined;
  /** Id of the error text while there is one. */
  errorId: string | undefined;
  invalid: boolean;
  required: boolean;
  disabled: boolean;
}

export const FieldContext = createContext<FieldControlContext | null>(null);

/** The attributes a form control takes from its Field. */
export interface FieldControlProps {
  id?: string | undefined;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling' | undefined;
  'aria-errormessage'?: string | undefined;
  disabled?: boolean | undefined;
  required?: boolean | undefined;
}

function joinIds(...ids: (string | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

/**
 * Merges a control's own props with its Field's: the Field's id (unless the control has one),
 * the hint and error in aria-describedby (screen readers announce aria-errormessage unevenly,
 * so the error is in both), aria-invalid and aria-errormessage while there is an error.
 * Outside a Field, `invalid` alone sets aria-invalid.
 */
export function useFieldControl(props: FieldControlProps & { invalid?: boolean | undefined }): FieldControlProps {
  const field = useContext(FieldContext);
  const invalid = Boolean(props.invalid) || props['aria-invalid'] === true || props['aria-invalid'] === 'true';
  if (!field) {
    return {
      id: props.id,
      'aria-describedby': props['aria-describedby'],
      'aria-invalid': invalid || undefined,
      'aria-errormessage': props['aria-errormessage'],
      disabled: props.disabled,
      required: props.required,
    };
  }
  const fieldInvalid = invalid || field.invalid;
  return {
    id: props.id ?? field.id,
    'aria-describedby': joinIds(field.describedBy, props['aria-describedby']),
    'aria-invalid': fieldInvalid || undefined,
    'aria-errormessage': fieldInvalid ? (props['aria-errormessage'] ?? field.errorId) : undefined,
    disabled: props.disabled ?? (field.disabled || undefined),
    required: props.required ?? (field.required || undefined),
  };
}
