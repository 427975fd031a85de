import { Component, type ReactNode, type RefObject } from 'react';
import { caretAfter } from './maskedInput.ts';

export interface KeepSelectionOnReformatProps {
  /** The formatted input whose selection is kept. */
  input: RefObject<HTMLInputElement | null>;
  /** Whether a character of the shown text belongs to the value (the mask's rule). */
  isSignificant: (char: string) => boolean;
  children: ReactNode;
}

/** The focused input's selection before a render, counted in significant characters. */
interface SelectionSnapshot {
  text: string;
  start: number;
  end: number;
  direction: 'forward' | 'backward' | 'none';
}

const countSignificant = (text: string, isSignificant: (char: string) => boolean) =>
  [...text].filter(isSignificant).length;

/**
 * Keeps a focused formatted input's selection on the same characters when its text is shown in
 * a new format without an edit (a phone's numbering plan arriving turns "2133734253" into
 * "(213) 373-4253"). Writing a new value puts the browser's caret at the end, so a selection
 * made to replace the number would be lost and the next digits appended instead.
 *
 * A class because only `getSnapshotBeforeUpdate` reads the DOM before React changes it.
 * An edit's own caret is set after this, by `useMaskedInput`'s layout effect.
 */
export class KeepSelectionOnReformat extends Component<KeepSelectionOnReformatProps> {
  override getSnapshotBeforeUpdate(): SelectionSnapshot | null {
    const input = this.props.input.current;
    if (!input || input.ownerDocument.activeElement !== input) return null;
    const { selectionStart, selectionEnd, selectionDirection, value } = input;
    if (selectionStart === null || selectionEnd === null) return null;
    const { isSignificant } = this.props;
    return {
      text: value,
      start: countSignificant(value.slice(0, selectionStart), isSignificant),
      end: countSignificant(value.slice(0, selectionEnd), isSignificant),
      direction: selectionDirection ?? 'none',
    };
  }

  override componentDidUpdate(
    _props: KeepSelectionOnReformatProps,
    _state: unknown,
    snapshot: SelectionSnapshot | null,
  ): void {
    const input = this.props.input.current;
    if (!snapshot || !input || input.value === snapshot.text) return;
    if (input.ownerDocument.activeElement !== input) return;
    const { isSignificant } = this.props;
    input.setSelectionRange(
      caretAfter(input.value, snapshot.start, isSignificant),
      caretAfter(input.value, snapshot.end, isSignificant),
      snapshot.direction,
    );
  }

  override render(): ReactNode {
    return this.props.children;
  }
}
