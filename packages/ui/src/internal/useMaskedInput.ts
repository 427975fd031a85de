import { useCallback, useLayoutEffect, useRef, useState, type ChangeEvent, type Ref } from 'react';
import { applyMask, type MaskRules } from './maskedInput.ts';
import { assignRef } from './mergeRefs.ts';

export interface MaskedInputOptions {
  rules: MaskRules;
  /** Controlled raw value. */
  value?: string | undefined;
  /** Uncontrolled starting raw value. */
  defaultValue?: string | undefined;
  /** Called with the new raw value after every edit that changes it. */
  onValueChange?: ((raw: string) => void) | undefined;
  /** The caller's own ref to the input, merged with the hook's. */
  ref?: Ref<HTMLInputElement> | undefined;
}

/**
 * State for a formatted input: controlled or not, sanitised on every edit, with the caret kept
 * in place. Spread `inputProps` on the `<input>`; `inputRef` holds the node once it is mounted.
 */
export function useMaskedInput({ rules, value, defaultValue, onValueChange, ref }: MaskedInputOptions) {
  const [inner, setInner] = useState(() => rules.parse(defaultValue ?? ''));
  const raw = value === undefined ? inner : rules.parse(value);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);
  const [, forceRender] = useState(0);

  useLayoutEffect(() => {
    const input = inputRef.current;
    const caret = pendingCaret.current;
    pendingCaret.current = null;
    if (input && caret !== null && input.ownerDocument.activeElement === input) {
      input.setSelectionRange(caret, caret);
    }
  });

  // The caller's ref is handed the node by a helper: React, not this render, writes it (at commit).
  const setRef = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node;
      assignRef(ref, node);
    },
    [ref],
  );

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const inputType = (event.nativeEvent as InputEvent).inputType;
    const result = applyMask(
      rules,
      input.value,
      input.selectionStart ?? input.value.length,
      raw,
      inputType === 'deleteContentBackward',
    );
    pendingCaret.current = result.caret;
    if (value === undefined) setInner(result.raw);
    // Rejected input leaves the value as it was: render anyway, so the caret is put back.
    forceRender((count) => count + 1);
    if (result.raw !== raw) onValueChange?.(result.raw);
  };

  return { raw, inputRef, inputProps: { ref: setRef, value: rules.format(raw), onChange } };
}
