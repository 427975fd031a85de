import type { ReactNode } from 'react';
import { textInputSizes } from '../components/TextInput/TextInput.tsx';
import { inputMatrixCellProps } from './inputMatrix.ts';
import { ThemedMatrix } from './ThemedMatrix.tsx';

/** The states every text-like input's matrix shows first; a story adds its own after them. */
export const forcedInputStates = ['default', 'hover', 'focus-visible', 'invalid', 'disabled'] as const;

export interface InputStateMatrixProps<Extra extends string> {
  /** Columns after the forced states, e.g. 'empty' or 'long text'. */
  extraStates: readonly Extra[];
  /** One cell's input: spread `cell` onto it (size, name, forced and invalid/disabled states). */
  renderInput: (
    cell: ReturnType<typeof inputMatrixCellProps>,
    state: (typeof forcedInputStates)[number] | Extra,
  ) => ReactNode;
}

/** Story-only: a text-like input in every size and state, under every theme. */
export function InputStateMatrix<Extra extends string>({ extraStates, renderInput }: InputStateMatrixProps<Extra>) {
  return (
    <ThemedMatrix
      rows={textInputSizes}
      columns={[...forcedInputStates, ...extraStates]}
      rowHeader="Size"
      renderCell={(size, state, theme) => renderInput(inputMatrixCellProps(size, state, theme), state)}
    />
  );
}
