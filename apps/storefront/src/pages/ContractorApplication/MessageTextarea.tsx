import { useFieldControl } from '@showroom/ui';
import type { ComponentPropsWithRef } from 'react';
import * as styles from './ContractorApplicationPage.css.ts';

/**
 * A multi-line text box wired to its Field like TextInput (id, description, error state).
 * @showroom/ui has no text area yet; this is the one place the storefront needs one.
 */
export function MessageTextarea(props: ComponentPropsWithRef<'textarea'>) {
  const { id, disabled, required, ...rest } = props;
  const control = useFieldControl({
    id,
    disabled,
    required,
    'aria-describedby': props['aria-describedby'],
    'aria-invalid': props['aria-invalid'],
  });
  return <textarea className={styles.textarea} {...rest} {...control} />;
}
