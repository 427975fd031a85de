import { cva } from 'class-variance-authority';
import { useContext, useState, type ComponentPropsWithRef, type KeyboardEvent } from 'react';
import { FieldContext, useFieldControl } from '../Field/Field.context.ts';
import { Icon } from '../Icon/Icon.tsx';
import { clampQuantity, minimumUnit, sanitizeQuantityText } from './QuantityBox.rules.ts';
import * as styles from './QuantityBox.css.ts';

export const quantityBoxSizes = ['sm', 'md', 'lg'] as const;
export type QuantityBoxSize = (typeof quantityBoxSizes)[number];

const groupClass = cva(styles.group, { variants: { size: styles.size }, defaultVariants: { size: 'md' } });

type StepButtonProps = Omit<ComponentPropsWithRef<'button'>, 'onClick' | 'type' | 'children' | 'disabled'> & {
  [data: `data-${string}`]: string | undefined;
};

export interface QuantityBoxProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'size' | 'min' | 'max' | 'type' | 'step'
> {
  /** Controlled quantity. */
  value?: number;
  /** Uncontrolled starting quantity; the minimum unit when left out (SPEC §5). */
  defaultValue?: number;
  onValueChange?: (quantity: number) => void;
  /** The minimum unit: the least that can be ordered, 1 by default (SPEC §9). Minus stops here. */
  min?: number | null;
  max?: number | null;
  size?: QuantityBoxSize;
  invalid?: boolean;
  decreaseLabel?: string;
  increaseLabel?: string;
  /** Extra attributes for the minus and plus buttons (e.g. `data-force-state` in a story). */
  decreaseProps?: StepButtonProps;
  increaseProps?: StepButtonProps;
  className?: string;
}

/**
 * A quantity stepper: minus, the number, plus. The number takes digits only; arrows step it;
 * a value below the minimum unit becomes the minimum when the box is left. Minus is disabled
 * at the minimum unit (SPEC §5).
 */
export function QuantityBox({
  value,
  defaultValue,
  onValueChange,
  min,
  max,
  size = 'md',
  invalid,
  decreaseLabel = 'Decrease quantity',
  increaseLabel = 'Increase quantity',
  decreaseProps,
  increaseProps,
  className,
  id,
  disabled,
  required,
  ref,
  'aria-label': ariaLabel,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  'aria-errormessage': errorMessage,
  onBlur,
  onKeyDown,
  ...rest
}: QuantityBoxProps) {
  const low = minimumUnit(min);
  const [inner, setInner] = useState(() => clampQuantity(defaultValue ?? low, low, max));
  const quantity = clampQuantity(value ?? inner, low, max);
  // What is typed while editing; null shows the quantity itself.
  const [draft, setDraft] = useState<string | null>(null);
  const control = useFieldControl({
    id,
    disabled,
    required,
    invalid,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
    'aria-errormessage': errorMessage,
  });
  // Inside a Field the Field's label names the box; alone it is 'Quantity' unless named otherwise.
  const inField = useContext(FieldContext) !== null;
  const highest = typeof max === 'number' ? clampQuantity(max, low, max) : null;
  const canDecrease = !control.disabled && quantity > low;
  const canIncrease = !control.disabled && (highest === null || quantity < highest);

  const commit = (next: number) => {
    const clamped = clampQuantity(next, low, max);
    if (value === undefined) setInner(clamped);
    if (clamped !== quantity) onValueChange?.(clamped);
  };
  const stepBy = (delta: number) => {
    setDraft(null);
    const next = clampQuantity(quantity + delta, low, max);
    commit(next);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'ArrowUp') {
      event.preventDefault();
      stepBy(1);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      stepBy(-1);
    } else if (event.key === 'Enter' && draft !== null) {
      commit(Number(draft || 0));
      setDraft(null);
    }
  };

  return (
    <div
      className={[groupClass({ size }), className].filter(Boolean).join(' ')}
      data-size={size}
      data-disabled={control.disabled ? '' : undefined}
    >
      <button
        type="button"
        className={styles.step}
        aria-label={decreaseLabel}
        disabled={!canDecrease}
        // As in the WAI-ARIA spin button pattern, arrows on the box do what the buttons do, so the
        // buttons stay out of the tab order (and a button that turns disabled never holds focus).
        tabIndex={-1}
        data-part="decrease"
        {...decreaseProps}
        onClick={() => stepBy(-1)}
      >
        <Icon name="minus" size="sm" />
      </button>
      <input
        ref={ref}
        type="text"
        inputMode="numeric"
        role="spinbutton"
        autoComplete="off"
        className={styles.input}
        aria-label={ariaLabel ?? (inField ? undefined : 'Quantity')}
        aria-valuenow={quantity}
        aria-valuemin={low}
        aria-valuemax={highest ?? undefined}
        {...control}
        {...rest}
        value={draft ?? String(quantity)}
        onChange={(event) => {
          let text = sanitizeQuantityText(event.target.value);
          if (text !== '' && highest !== null && Number(text) > highest) text = String(highest);
          setDraft(text);
          if (text !== '' && Number(text) >= low) commit(Number(text));
        }}
        onBlur={(event) => {
          if (draft !== null) commit(Number(draft || 0));
          setDraft(null);
          onBlur?.(event);
        }}
        onKeyDown={handleKeyDown}
      />
      <button
        type="button"
        className={styles.step}
        aria-label={increaseLabel}
        disabled={!canIncrease}
        tabIndex={-1}
        data-part="increase"
        {...increaseProps}
        onClick={() => stepBy(1)}
      >
        <Icon name="plus" size="sm" />
      </button>
    </div>
  );
}
