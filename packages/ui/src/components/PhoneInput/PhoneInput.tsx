import type { CountryCode } from 'libphonenumber-js';
import { useContext, useEffect, useMemo, useRef, type FocusEvent } from 'react';
import { prefetch, useDeferredModule } from '../../internal/deferredModule.ts';
import { KeepSelectionOnReformat } from '../../internal/KeepSelectionOnReformat.tsx';
import { useMaskedInput } from '../../internal/useMaskedInput.ts';
import { TextInput, type TextInputProps } from '../TextInput/TextInput.tsx';
import { digitsOnlyRules } from './PhoneInput.digits.ts';
import { PhoneNumberingContext } from './PhoneInput.numbering.ts';

export interface PhoneInputProps extends Omit<
  TextInputProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode'
> {
  /** The country whose numbering plan formats the number (from CountryCodeSelect); 'US' by default. */
  country?: CountryCode;
  /** Controlled value: the national digits. */
  value?: string;
  defaultValue?: string;
  /**
   * Every change: the national digits and whether they make a valid number for the country
   * (false until the numbering plan has loaded; `onValidChange` follows when it arrives).
   */
  onValueChange?: (digits: string, valid: boolean) => void;
  /** Called when the number turns valid or stops being valid (a new country or plan included). */
  onValidChange?: (valid: boolean) => void;
}

/**
 * A phone number input showing (xxx) xxx-xxxx for +1 countries (SPEC §9) and each other
 * country's own format, as it is typed. The value is the national digits.
 *
 * The numbering plan (libphonenumber-js metadata) is not part of the component: it loads when
 * the field is first focused or has a value, and the digits typed before it arrives are kept
 * and formatted then.
 */
export function PhoneInput({
  country = 'US',
  value,
  defaultValue,
  onValueChange,
  onValidChange,
  onFocus,
  ref,
  placeholder = country === 'US' || country === 'CA' ? '(555) 123-4567' : undefined,
  ...rest
}: PhoneInputProps) {
  const numberingModule = useContext(PhoneNumberingContext);
  const numbering = useDeferredModule(numberingModule);
  const rules = useMemo(
    () => (numbering ? numbering.phoneRules(country) : digitsOnlyRules(country)),
    [numbering, country],
  );
  const isValid = (digits: string) => numbering?.isPhoneValid(digits, country) ?? false;
  const wasValid = useRef(isValid(rules.parse(value ?? defaultValue ?? '')));
  const reportValidity = (valid: boolean) => {
    if (valid === wasValid.current) return;
    wasValid.current = valid;
    onValidChange?.(valid);
  };
  const { raw, inputRef, inputProps } = useMaskedInput({
    rules,
    value,
    defaultValue,
    ref,
    onValueChange: (digits) => {
      const valid = isValid(digits);
      onValueChange?.(digits, valid);
      reportValidity(valid);
    },
  });

  const hasDigits = raw !== '';
  useEffect(() => {
    // A prefilled or autofilled number needs the plan without a focus.
    if (hasDigits) prefetch(numberingModule);
  }, [hasDigits, numberingModule]);

  const valid = isValid(raw);
  useEffect(() => {
    // The plan arriving or the country changing can change the verdict without an edit.
    reportValidity(valid);
  });

  // The plan arriving formats the digits while the field may be focused, even selected to be
  // replaced: the selection stays on the same digits.
  return (
    <KeepSelectionOnReformat input={inputRef} isSignificant={rules.isSignificant}>
      <TextInput
        autoComplete="tel"
        placeholder={placeholder}
        {...rest}
        {...inputProps}
        onFocus={(event: FocusEvent<HTMLInputElement>) => {
          prefetch(numberingModule);
          onFocus?.(event);
        }}
        type="tel"
        inputMode="tel"
        data-valid={valid ? '' : undefined}
      />
    </KeepSelectionOnReformat>
  );
}
