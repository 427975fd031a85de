import { useId, useMemo, useRef, type ReactNode } from 'react';
import { useMaskedInput } from '../../internal/useMaskedInput.ts';
import { TextInput, type TextInputProps } from '../TextInput/TextInput.tsx';
import { cvvHint, cvvRules, isCvvComplete, type CvvLength } from './CvvInput.rules.ts';
import * as styles from './CvvInput.css.ts';

export interface CvvInputProps extends Omit<
  TextInputProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode'
> {
  /** 3 digits, or 4 for American Express (CardNumberInput's details give `codeLength`). */
  length?: CvvLength;
  value?: string;
  defaultValue?: string;
  onValueChange?: (digits: string) => void;
  onValidChange?: (valid: boolean) => void;
  /** Called each time the code reaches its length. */
  onComplete?: (digits: string) => void;
  /** Under the input, linked as its description; 'the 3-digit number on the back of the card' by default. `null` hides it. */
  hint?: ReactNode;
}

/** A card security code input: digits only, 3 or 4 of them, with a hint saying where to find them. */
export function CvvInput({
  length = 3,
  value,
  defaultValue,
  onValueChange,
  onValidChange,
  onComplete,
  hint,
  ref,
  className,
  style,
  placeholder = length === 4 ? '1234' : '123',
  'aria-describedby': describedBy,
  ...rest
}: CvvInputProps) {
  const hintId = `cvv-${useId()}-hint`;
  const rules = useMemo(() => cvvRules(length), [length]);
  const wasValid = useRef(isCvvComplete(rules.parse(value ?? defaultValue ?? ''), length));
  const { inputProps } = useMaskedInput({
    rules,
    value,
    defaultValue,
    ref,
    onValueChange: (digits) => {
      onValueChange?.(digits);
      const valid = isCvvComplete(digits, length);
      if (valid !== wasValid.current) {
        wasValid.current = valid;
        onValidChange?.(valid);
        if (valid) onComplete?.(digits);
      }
    },
  });
  const shownHint = hint === undefined ? cvvHint(length) : hint;
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} style={style}>
      <TextInput
        autoComplete="cc-csc"
        placeholder={placeholder}
        {...rest}
        {...inputProps}
        type="text"
        inputMode="numeric"
        aria-describedby={[shownHint ? hintId : null, describedBy].filter(Boolean).join(' ') || undefined}
      />
      {shownHint ? (
        <p id={hintId} className={styles.hint}>
          {shownHint}
        </p>
      ) : null}
    </div>
  );
}
