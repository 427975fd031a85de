import { useId, useMemo, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { FieldContext, type FieldControlContext } from './Field.context.ts';
import { fieldErrorText, type FieldError, type FieldErrorDisplay } from './Field.messages.ts';
import * as styles from './Field.css.ts';

export interface FieldProps {
  /** The visible label. Leave it out only when the control names itself (a Checkbox). */
  label?: ReactNode;
  /** Help text under the control, linked with aria-describedby. */
  hint?: ReactNode;
  /** A message, or the server's list of messages for this field (SPEC §8). */
  error?: FieldError;
  /** `first` shows the first message (SPEC §5); `joined` joins them with commas for shared displays. */
  errorDisplay?: FieldErrorDisplay;
  /** Marks the control required and shows an asterisk after the label. */
  required?: boolean;
  disabled?: boolean;
  /** The control's id; generated when left out. */
  id?: string;
  className?: string;
  /** One form control: TextInput, Select, Checkbox or any input built on them. */
  children: ReactNode;
}

/**
 * Label, control, hint and error, wired together: the control gets the id the label points to,
 * aria-describedby naming the hint and error, and aria-invalid with aria-errormessage while
 * there is an error.
 */
export function Field({
  label,
  hint,
  error,
  errorDisplay = 'first',
  required = false,
  disabled = false,
  id,
  className,
  children,
}: FieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorText = fieldErrorText(error, errorDisplay);
  const errorId = errorText ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const context = useMemo<FieldControlContext>(
    () => ({ id: controlId, describedBy, errorId, invalid: errorText !== null, required, disabled }),
    [controlId, describedBy, errorId, errorText, required, disabled],
  );

  return (
    <div
      className={[styles.field, className].filter(Boolean).join(' ')}
      data-invalid={errorText ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
    >
      {label ? (
        <label htmlFor={controlId} className={styles.label}>
          {label}
          {required ? (
            <span className={styles.required} aria-hidden="true">
              *
            </span>
          ) : null}
        </label>
      ) : null}
      <FieldContext.Provider value={context}>{children}</FieldContext.Provider>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {errorText ? (
        <p id={errorId} className={styles.error} data-part="error">
          <Icon name="error" size="sm" className={styles.errorIcon} />
          {errorText}
        </p>
      ) : null}
    </div>
  );
}
