import { useRef } from 'react';
import { useMaskedInput } from '../../internal/useMaskedInput.ts';
import { CardBrandMark } from '../CardBrandMark/CardBrandMark.tsx';
import { TextInput, type TextInputProps } from '../TextInput/TextInput.tsx';
import { cardNumberRules, describeCardNumber, type CardNumberDetails } from './CardNumberInput.format.ts';

export interface CardNumberInputProps extends Omit<
  TextInputProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'endAdornment' | 'inputMode'
> {
  /** Controlled value: the digits, without spaces. */
  value?: string;
  /** Uncontrolled starting value: the digits. */
  defaultValue?: string;
  /** Every change: the digits and what they say about the card (brand, validity, code length). */
  onValueChange?: (digits: string, details: CardNumberDetails) => void;
  /** Called when the number turns valid or stops being valid. */
  onValidChange?: (valid: boolean) => void;
  /** Called once each time the number becomes valid, so a form can move focus to the next field. */
  onComplete?: (digits: string, details: CardNumberDetails) => void;
}

/**
 * A card-number input: digits only, grouped at the brand's gaps (4-4-4-4, American Express
 * 4-6-5), cut to the brand's longest length, with the brand's mark at the end.
 */
export function CardNumberInput({
  value,
  defaultValue,
  onValueChange,
  onValidChange,
  onComplete,
  ref,
  placeholder = '1234 1234 1234 1234',
  autoComplete = 'cc-number',
  ...rest
}: CardNumberInputProps) {
  const wasValid = useRef(describeCardNumber(cardNumberRules.parse(value ?? defaultValue ?? '')).valid);
  const { raw, inputProps } = useMaskedInput({
    rules: cardNumberRules,
    value,
    defaultValue,
    ref,
    onValueChange: (digits) => {
      const details = describeCardNumber(digits);
      onValueChange?.(digits, details);
      if (details.valid !== wasValid.current) {
        wasValid.current = details.valid;
        onValidChange?.(details.valid);
        if (details.valid) onComplete?.(digits, details);
      }
    },
  });
  const details = describeCardNumber(raw);
  return (
    <TextInput
      {...rest}
      {...inputProps}
      type="text"
      inputMode="numeric"
      autoComplete={autoComplete}
      placeholder={placeholder}
      data-card-type={details.type ?? undefined}
      data-valid={details.valid ? '' : undefined}
      endAdornment={<CardBrandMark brand={details.type} size="sm" />}
    />
  );
}
