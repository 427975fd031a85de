import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useFieldControl } from '../Field/Field.context.ts';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Checkbox.css.ts';

export const checkboxSizes = ['sm', 'md'] as const;
export type CheckboxSize = (typeof checkboxSizes)[number];

export interface CheckboxProps extends Omit<
  ComponentPropsWithRef<typeof CheckboxPrimitive.Root>,
  'children' | 'asChild'
> {
  /** The label beside the box; clicking it toggles the box. */
  label?: ReactNode;
  size?: CheckboxSize;
  /** Marks the box invalid; inside a Field an error does this for you. */
  invalid?: boolean;
}

/**
 * A Radix checkbox with its label: checked, unchecked or indeterminate. Space toggles it.
 * Inside a Field (without a Field label) it takes the Field's hint, error and required state.
 */
export function Checkbox({
  label,
  size = 'md',
  invalid,
  id,
  disabled,
  required,
  className,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  'aria-errormessage': errorMessage,
  ...rest
}: CheckboxProps) {
  const generated = useId();
  const control = useFieldControl({
    id,
    disabled,
    required,
    invalid,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
    'aria-errormessage': errorMessage,
  });
  const boxId = control.id ?? `checkbox-${generated}`;
  return (
    <span className={styles.root} data-size={size} data-disabled={control.disabled ? '' : undefined}>
      <CheckboxPrimitive.Root
        className={[styles.box, styles.boxSize[size], className].filter(Boolean).join(' ')}
        {...control}
        id={boxId}
        {...rest}
      >
        <CheckboxPrimitive.Indicator className={styles.indicator}>
          <Icon name="check" size="sm" strokeWidth={3} className={styles.checkGlyph} />
          <Icon name="minus" size="sm" strokeWidth={3} className={styles.minusGlyph} />
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
      {label ? (
        <label htmlFor={boxId} className={[styles.label, styles.labelSize[size]].join(' ')}>
          {label}
        </label>
      ) : null}
    </span>
  );
}
