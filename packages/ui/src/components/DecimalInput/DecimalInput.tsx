import { useMaskedInput } from '../../internal/useMaskedInput.ts';
import { TextInput, type TextInputProps } from '../TextInput/TextInput.tsx';
import { decimalRules } from './DecimalInput.rules.ts';

export interface DecimalInputProps extends Omit<
  TextInputProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode'
> {
  /** Controlled value: digits with at most one dot and two decimals. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}

/** A decimal input (SPEC §5, §9): digits and one dot, at most two decimals, enforced as it is typed. */
export function DecimalInput({ value, defaultValue, onValueChange, ref, ...rest }: DecimalInputProps) {
  const { inputProps } = useMaskedInput({ rules: decimalRules, value, defaultValue, ref, onValueChange });
  return <TextInput autoComplete="off" {...rest} {...inputProps} type="text" inputMode="decimal" />;
}
