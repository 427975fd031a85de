import type { CountryCode } from 'libphonenumber-js';
import { useMemo, useRef } from 'react';
import { useMaskedInput } from '../../internal/useMaskedInput.ts';
import { TextInput, type TextInputProps } from '../TextInput/TextInput.tsx';
import { isPhoneValid, phoneRules } from './PhoneInput.format.ts';

export interface PhoneInputProps extends Omit<
  TextInputProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode'
> {
  /** The country whose numbering plan formats the number (from CountryCodeSelect); 'US' by default. */
  country?: CountryCode;
  /** Controlled value: the national digits. */
  value?: string;
  defaultValue?: string;
  /** Every change: the national digits and whether they make a valid number for the country. */
  onValueChange?: (digits: string, valid: boolean) => void;
  /** Called when the number turns valid or stops being valid. */
  onValidChange?: (valid: boolean) => void;
}

/**
 * A phone number input showing (xxx) xxx-xxxx for +1 countries (SPEC §9) and each other
 * country's own format, as it is typed. The value is the national digits.
 */
export function PhoneInput({
  country = 'US',
  value,
  defaultValue,
  onValueChange,
  onValidChange,
  ref,
  placeholder = country === 'US' || country === 'CA' ? '(555) 123-4567' : undefined,
  ...rest
}: PhoneInputProps) {
  const rules = useMemo(() => phoneRules(country), [country]);
  const wasValid = useRef(isPhoneValid(rules.parse(value ?? defaultValue ?? ''), country));
  const { raw, inputProps } = useMaskedInput({
    rules,
    value,
    defaultValue,
    ref,
    onValueChange: (digits) => {
      const valid = isPhoneValid(digits, country);
      onValueChange?.(digits, valid);
      if (valid !== wasValid.current) {
        wasValid.current = valid;
        onValidChange?.(valid);
      }
    },
  });
  return (
    <TextInput
      autoComplete="tel-national"
      placeholder={placeholder}
      {...rest}
      {...inputProps}
      type="tel"
      inputMode="tel"
      data-valid={isPhoneValid(raw, country) ? '' : undefined}
    />
  );
}
