import * as SelectPrimitive from '@radix-ui/react-select';
import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useTheme } from '../../theme/ThemeProvider.tsx';
import { useFieldControl } from '../Field/Field.context.ts';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Select.css.ts';

export const selectSizes = ['sm', 'md', 'lg'] as const;
export type SelectSize = (typeof selectSizes)[number];

export interface SelectOption {
  value: string;
  label: ReactNode;
  /** What typeahead matches and the trigger reads out when `label` is not plain text. */
  textValue?: string;
  disabled?: boolean;
}

type TriggerProps = Omit<ComponentPropsWithRef<typeof SelectPrimitive.Trigger>, 'children' | 'asChild'>;

export interface SelectProps extends Omit<TriggerProps, 'value' | 'defaultValue' | 'dir'> {
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Shown while nothing is chosen. */
  placeholder?: ReactNode;
  /** Overrides what the closed trigger shows for the chosen option. */
  renderValue?: (option: SelectOption) => ReactNode;
  size?: SelectSize;
  /** Marks the select invalid; inside a Field an error does this for you. */
  invalid?: boolean;
  required?: boolean;
  /** Name of the hidden native select, for plain form posts. */
  name?: string;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Where the list is portalled; defaults to the nearest ThemeProvider, so shop colours apply. */
  container?: HTMLElement | null;
  /** Extra attributes for the listbox (e.g. `data-testid`). */
  contentProps?: Omit<ComponentPropsWithRef<typeof SelectPrimitive.Content>, 'children' | 'position'>;
}

/**
 * A Radix select: a button that opens a listbox. Arrows move, Enter and Space choose, Escape
 * closes, and typing jumps to the first option starting with the typed text.
 */
export function Select({
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  renderValue,
  size = 'md',
  invalid,
  name,
  open,
  defaultOpen,
  onOpenChange,
  container,
  contentProps,
  id,
  disabled,
  required,
  className,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  'aria-errormessage': errorMessage,
  ...triggerProps
}: SelectProps) {
  const { portalContainer } = useTheme();
  // Tracked here too, so `renderValue` also works uncontrolled.
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const current = value ?? uncontrolled;
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen ?? false);
  const isOpen = open ?? uncontrolledOpen;
  const handleOpenChange = (next: boolean) => {
    setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const handleValueChange = (next: string) => {
    setUncontrolled(next);
    onValueChange?.(next);
  };
  const control = useFieldControl({
    id,
    disabled,
    required,
    invalid,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
    'aria-errormessage': errorMessage,
  });
  const { className: contentClassName, ...restContent } = contentProps ?? {};
  return (
    <SelectPrimitive.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={handleValueChange}
      open={isOpen}
      onOpenChange={handleOpenChange}
      name={name}
      disabled={control.disabled}
      required={control.required}
    >
      <SelectPrimitive.Trigger
        className={[styles.trigger, styles.triggerSize[size], className].filter(Boolean).join(' ')}
        data-size={size}
        id={control.id}
        aria-describedby={control['aria-describedby']}
        aria-invalid={control['aria-invalid']}
        aria-errormessage={control['aria-errormessage']}
        aria-required={control.required || undefined}
        // While open, Radix hides everything but the list from assistive technology (and traps
        // focus in it); the hidden trigger leaves the tab order too, so nothing hidden is tabbable.
        tabIndex={isOpen ? -1 : undefined}
        {...triggerProps}
      >
        <span className={styles.value}>
          <SelectPrimitive.Value placeholder={placeholder}>
            {renderValue && current !== undefined ? renderOption(options, current, renderValue) : undefined}
          </SelectPrimitive.Value>
        </span>
        <SelectPrimitive.Icon className={styles.chevron}>
          <Icon name="chevron-down" size="sm" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal container={container ?? portalContainer ?? undefined}>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={4}
          className={[styles.content, contentClassName].filter(Boolean).join(' ')}
          {...restContent}
        >
          {/*
           * No Radix scroll buttons: each time one mounts (the list leaves its top or bottom) it
           * scrolls the focused option back into view, so a wheel or a finger scrolling away from
           * the chosen option is pulled back to it, and the button's row pushes the options down
           * under the pointer (radix-ui/primitives#3686, open in 2.4.1). The list scrolls natively,
           * with a visible scrollbar.
           */}
          <SelectPrimitive.Viewport className={styles.viewport}>
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                textValue={option.textValue}
                className={styles.item}
              >
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                <SelectPrimitive.ItemIndicator className={styles.itemIndicator}>
                  <Icon name="check" size="sm" />
                </SelectPrimitive.ItemIndicator>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}

function renderOption(
  options: readonly SelectOption[],
  value: string,
  renderValue: (option: SelectOption) => ReactNode,
): ReactNode {
  const option = options.find((candidate) => candidate.value === value);
  return option ? renderValue(option) : undefined;
}
