import { cva } from 'class-variance-authority';
import type { ComponentPropsWithRef, CSSProperties, ReactNode } from 'react';
import { useFieldControl } from '../Field/Field.context.ts';
import * as styles from './TextInput.css.ts';

export const textInputSizes = ['sm', 'md', 'lg'] as const;
export type TextInputSize = (typeof textInputSizes)[number];

const shellClass = cva(styles.shell, { variants: { size: styles.size }, defaultVariants: { size: 'md' } });

export interface TextInputProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  size?: TextInputSize;
  /** Marks the input invalid (aria-invalid); inside a Field an error does this for you. */
  invalid?: boolean;
  /** Shown before the text: an icon, a currency sign. Decorative unless it is a control. */
  startAdornment?: ReactNode;
  /** Shown after the text: a card mark, a show-password button. */
  endAdornment?: ReactNode;
  /** Class of the outer box (for layout); other props go to the `<input>`. */
  className?: string;
  /** Style of the outer box. */
  style?: CSSProperties;
}

/**
 * A single-line text input in a box with optional adornments. Inside a Field it takes the
 * Field's id, description and error state. Forced states (`data-force-state`) go on the input.
 */
export function TextInput({
  size = 'md',
  invalid,
  startAdornment,
  endAdornment,
  className,
  style,
  type = 'text',
  id,
  disabled,
  required,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  'aria-errormessage': errorMessage,
  ...rest
}: TextInputProps) {
  const control = useFieldControl({
    id,
    disabled,
    required,
    invalid,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
    'aria-errormessage': errorMessage,
  });
  return (
    <div
      className={[shellClass({ size }), className].filter(Boolean).join(' ')}
      style={style}
      data-size={size}
      data-invalid={control['aria-invalid'] ? '' : undefined}
      data-disabled={control.disabled ? '' : undefined}
    >
      {startAdornment ? <span className={styles.adornment}>{startAdornment}</span> : null}
      <input type={type} className={styles.input} {...control} {...rest} />
      {endAdornment ? <span className={styles.adornment}>{endAdornment}</span> : null}
    </div>
  );
}
