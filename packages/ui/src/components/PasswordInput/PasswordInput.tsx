import { useState, type ComponentPropsWithRef } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { TextInput, type TextInputProps } from '../TextInput/TextInput.tsx';
import { adornmentButton } from '../TextInput/TextInput.css.ts';

export interface PasswordInputProps extends Omit<TextInputProps, 'type' | 'endAdornment'> {
  /** Accessible name of the show/hide button; its pressed state says whether the text shows. */
  toggleLabel?: string;
  /** Shows the password as text from the start. */
  defaultVisible?: boolean;
  /** Extra attributes for the show/hide button (e.g. `data-force-state` in a story). */
  toggleProps?: Omit<ComponentPropsWithRef<'button'>, 'onClick' | 'type' | 'children'> & {
    [data: `data-${string}`]: string;
  };
}

/** A password input with a show/hide toggle; the toggle is a real button in the tab order. */
export function PasswordInput({
  toggleLabel = 'Show password',
  defaultVisible = false,
  toggleProps,
  autoComplete = 'current-password',
  disabled,
  ...rest
}: PasswordInputProps) {
  const [visible, setVisible] = useState(defaultVisible);
  return (
    <TextInput
      {...rest}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      // Spell-checkers and autocapitalisation would leak or alter a visible password.
      spellCheck={false}
      autoCapitalize="off"
      data-visible={visible ? '' : undefined}
      endAdornment={
        <button
          type="button"
          className={adornmentButton}
          aria-label={toggleLabel}
          aria-pressed={visible}
          disabled={disabled}
          data-part="toggle"
          {...toggleProps}
          onClick={() => setVisible((shown) => !shown)}
        >
          <Icon name={visible ? 'eye-off' : 'eye'} size="sm" />
        </button>
      }
    />
  );
}
