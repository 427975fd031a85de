import { expect } from 'storybook/test';
import type { TextInputSize } from '../components/TextInput/TextInput.tsx';

/**
 * The props every cell of a text-like input's state matrix shares: its size, a name that says
 * which cell it is (so axe and the play function can find it), the forced interaction state,
 * and the invalid / disabled states the matrix shows as columns.
 */
export function inputMatrixCellProps(size: TextInputSize, state: string, theme: { readonly label: string }) {
  return {
    size,
    'aria-label': `${theme.label} ${size} ${state}`,
    'data-force-state': state,
    invalid: state === 'invalid',
    disabled: state === 'disabled',
  };
}

/** The matrix's input in the given forced state (the first one, under the default theme). */
export function matrixInput(canvasElement: HTMLElement, state: string, size?: TextInputSize): HTMLInputElement {
  const scope = size ? `[data-size="${size}"] > ` : '';
  const input = canvasElement.querySelector<HTMLInputElement>(`${scope}input[data-force-state="${state}"]`);
  if (!input) throw new Error(`No input in state "${state}"${size ? ` of size ${size}` : ''} in the matrix.`);
  return input;
}

/**
 * A state matrix proves nothing if the forced states look like the default: the input's shell
 * must change border on hover and when invalid, gain a focus ring, and grey out when disabled.
 */
export async function expectForcedInputStatesDiffer(canvasElement: HTMLElement, size?: TextInputSize): Promise<void> {
  const shell = (state: string) => getComputedStyle(matrixInput(canvasElement, state, size).parentElement!);
  await expect(shell('hover').borderColor).not.toBe(shell('default').borderColor);
  await expect(shell('focus-visible').boxShadow).not.toBe(shell('default').boxShadow);
  await expect(shell('invalid').borderColor).not.toBe(shell('default').borderColor);
  await expect(shell('disabled').backgroundColor).not.toBe(shell('default').backgroundColor);
}
