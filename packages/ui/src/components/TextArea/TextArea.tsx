import type { ComponentPropsWithRef } from 'react';
import { useFieldControl } from '../Field/Field.context.ts';
import * as styles from './TextArea.css.ts';

export interface TextAreaProps extends ComponentPropsWithRef<'textarea'> {
  /** Marks the text area invalid (aria-invalid); inside a Field an error does this for you. */
  invalid?: boolean;
}

/**
 * A multi-line text box styled like TextInput. Inside a Field it takes the Field's id,
 * description and error state; `rows` sets its height (at least one md control) and the
 * user may make it taller. Keys (Enter to send…) are the caller's, through `onKeyDown`.
 */
export function TextArea({
  invalid,
  className,
  id,
  disabled,
  required,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  'aria-errormessage': errorMessage,
  ...rest
}: TextAreaProps) {
  const control = useFieldControl({
    id,
    disabled,
    required,
    invalid,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
    'aria-errormessage': errorMessage,
  });
  return <textarea className={[styles.textArea, className].filter(Boolean).join(' ')} {...control} {...rest} />;
}
