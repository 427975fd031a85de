import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useFieldControl } from '../Field/Field.context.ts';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Checkbox.css.ts';

export const checkboxSizes = ['sm', 'md'] as const;
export type CheckboxSize = (typeof checkboxSizes)[number];

export type CheckedState = boolean | 'indeterminate';

export interface CheckboxProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'size' | 'checked' | 'defaultChecked' | 'onChange' | 'children'
> {
  /** The label beside the box; clicking it toggles the box. */
  label?: ReactNode;
  size?: CheckboxSize;
  /** Marks the box invalid; inside a Field an error does this for you. */
  invalid?: boolean;
  /** Controlled state; `indeterminate` shows a dash (a parent of partly chosen items). */
  checked?: CheckedState;
  defaultChecked?: CheckedState;
  onCheckedChange?: (checked: boolean) => void;
}

const stateOf = (checked: CheckedState): 'checked' | 'unchecked' | 'indeterminate' =>
  checked === 'indeterminate' ? 'indeterminate' : checked ? 'checked' : 'unchecked';

/**
 * A native checkbox drawn in the theme, with its label: checked, unchecked or indeterminate.
 * Space toggles it, forms submit it, and it costs no script library (it was a Radix checkbox:
 * ~5 kB gzip on every page with a form). Inside a Field (without a Field label) it takes the
 * Field's hint, error and required state. `data-state` mirrors Radix's for styles and tests.
 * `aria-disabled` makes it look disabled and ignore changes while keeping the focus (a change
 * being saved); `disabled` drops the focus, as browsers do.
 */
export function Checkbox({
  label,
  size = 'md',
  invalid,
  id,
  disabled,
  required,
  className,
  checked,
  defaultChecked = false,
  onCheckedChange,
  ref,
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
  // Required is said, not enforced by the browser: the form's own checks give the message (§5),
  // not a browser bubble on submit.
  const { required: isRequired, ...controlProps } = control;
  const [uncontrolled, setUncontrolled] = useState<CheckedState>(defaultChecked);
  const current: CheckedState = checked ?? uncontrolled;
  const state = stateOf(current);
  // Unavailable for a moment (its change being saved) yet still focused: aria-disabled keeps the
  // focus where `disabled` would drop it, looks disabled and takes no change.
  const held = rest['aria-disabled'] === true || rest['aria-disabled'] === 'true';

  return (
    <span className={styles.root} data-size={size} data-disabled={control.disabled || held ? '' : undefined}>
      <span className={[styles.boxFrame, styles.boxSize[size]].join(' ')} data-state={state}>
        <input
          {...rest}
          {...controlProps}
          aria-required={isRequired ? true : undefined}
          ref={(element) => {
            // `indeterminate` is a DOM property only: no attribute sets it.
            if (element) element.indeterminate = state === 'indeterminate';
            if (typeof ref === 'function') return ref(element);
            if (ref) ref.current = element;
            return undefined;
          }}
          type="checkbox"
          id={boxId}
          className={[styles.box, className].filter(Boolean).join(' ')}
          data-state={state}
          checked={current === true}
          aria-checked={state === 'indeterminate' ? 'mixed' : undefined}
          onChange={(event) => {
            if (held) return;
            if (checked === undefined) setUncontrolled(event.target.checked);
            onCheckedChange?.(event.target.checked);
          }}
        />
        <span className={styles.indicator} aria-hidden="true">
          <Icon name="check" size="sm" strokeWidth={3} className={styles.checkGlyph} />
          <Icon name="minus" size="sm" strokeWidth={3} className={styles.minusGlyph} />
        </span>
      </span>
      {label ? (
        <label htmlFor={boxId} className={[styles.label, styles.labelSize[size]].join(' ')}>
          {label}
        </label>
      ) : null}
    </span>
  );
}
