import { useState } from 'react';
import { useMaskedInput } from '../../internal/useMaskedInput.ts';
import { TextInput, type TextInputProps } from '../TextInput/TextInput.tsx';
import { numericRules, sanitizeNumeric, settleNumeric } from './NumericInput.rules.ts';

export interface NumericInputProps extends Omit<
  TextInputProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode'
> {
  /** Controlled value: digits only. */
  value?: string;
  /** Uncontrolled starting value; '0' by default (SPEC §5). */
  defaultValue?: string;
  /** Every change, with the digits; '0' when the field is left empty. */
  onValueChange?: (value: string) => void;
}

/**
 * A whole-number input (SPEC §5): anything but digits is dropped as it is typed, leading zeros
 * go, and a field left empty falls back to 0.
 */
export function NumericInput({ value, defaultValue = '0', onValueChange, onBlur, ref, ...rest }: NumericInputProps) {
  const [inner, setInner] = useState(() => settleNumeric(sanitizeNumeric(defaultValue)));
  const current = value ?? inner;
  const change = (next: string) => {
    if (value === undefined) setInner(next);
    onValueChange?.(next);
  };
  const { inputProps } = useMaskedInput({ rules: numericRules, value: current, ref, onValueChange: change });
  return (
    <TextInput
      autoComplete="off"
      {...rest}
      {...inputProps}
      type="text"
      inputMode="numeric"
      onBlur={(event) => {
        if (current === '') change(settleNumeric(current));
        onBlur?.(event);
      }}
    />
  );
}
