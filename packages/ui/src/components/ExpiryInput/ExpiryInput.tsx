import { useRef } from 'react';
import { useMaskedInput } from '../../internal/useMaskedInput.ts';
import { TextInput, type TextInputProps } from '../TextInput/TextInput.tsx';
import { expiryRules, formatExpiry, isExpiryValid } from './ExpiryInput.format.ts';

export interface ExpiryInputProps extends Omit<
  TextInputProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode'
> {
  /** Controlled value: MMYY digits. */
  value?: string;
  defaultValue?: string;
  /** Every change: the digits and the MM/YY text. */
  onValueChange?: (digits: string, formatted: string) => void;
  /** Called when the date turns valid or stops being valid. */
  onValidChange?: (valid: boolean) => void;
  /** Called each time the date becomes valid, so a form can move focus to the CVV (SPEC §5). */
  onComplete?: (formatted: string) => void;
}

/** A card expiry input: MM/YY as it is typed, valid for a real month that has not passed. */
export function ExpiryInput({
  value,
  defaultValue,
  onValueChange,
  onValidChange,
  onComplete,
  ref,
  placeholder = 'MM/YY',
  ...rest
}: ExpiryInputProps) {
  const wasValid = useRef(isExpiryValid(expiryRules.parse(value ?? defaultValue ?? '')));
  const { raw, inputProps } = useMaskedInput({
    rules: expiryRules,
    value,
    defaultValue,
    ref,
    onValueChange: (digits) => {
      const formatted = formatExpiry(digits);
      onValueChange?.(digits, formatted);
      const valid = isExpiryValid(digits);
      if (valid !== wasValid.current) {
        wasValid.current = valid;
        onValidChange?.(valid);
        if (valid) onComplete?.(formatted);
      }
    },
  });
  return (
    <TextInput
      autoComplete="cc-exp"
      placeholder={placeholder}
      {...rest}
      {...inputProps}
      type="text"
      inputMode="numeric"
      data-valid={isExpiryValid(raw) ? '' : undefined}
    />
  );
}
