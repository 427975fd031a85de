import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { expectForcedInputStatesDiffer, matrixInput } from '../../storybook/inputMatrix.ts';
import { InputStateMatrix } from '../../storybook/InputStateMatrix.tsx';
import { Field } from '../Field/Field.tsx';
import { CvvInput } from './CvvInput.tsx';

const meta = {
  title: 'UI/Forms/CvvInput',
  component: CvvInput,
  args: { onValueChange: fn(), onValidChange: fn(), onComplete: fn() },
  render: (args) => (
    <div style={{ width: 200 }}>
      <Field label="CVV">
        <CvvInput {...args} />
      </Field>
    </div>
  ),
} satisfies Meta<typeof CvvInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Digits only, three of them, with the hint saying where to find them. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'CVV' });
    await expect(input).toHaveAccessibleDescription('the 3-digit number on the back of the card');
    await expect(input).toHaveAttribute('autocomplete', 'cc-csc');
    await userEvent.type(input, '1a2b34');
    await expect(input).toHaveValue('123');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('123');
  },
};

/** American Express: four digits on the front. */
export const AmericanExpress: Story = {
  args: { length: 4 },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'CVV' });
    await expect(input).toHaveAccessibleDescription('the 4-digit number on the front of the card');
    await userEvent.type(input, '12345');
    await expect(input).toHaveValue('1234');
    await expect(args.onValidChange).toHaveBeenLastCalledWith(true);
  },
};

/** SPEC §8 card error under the field, after the hint. */
export const WithError: Story = {
  render: (args) => (
    <div style={{ width: 220 }}>
      <Field label="CVV" error="Invalid CVC.">
        <CvvInput {...args} defaultValue="12" />
      </Field>
    </div>
  ),
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'CVV' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Invalid CVC. the 3-digit number on the back of the card');
    await userEvent.type(input, '3');
    await expect(args.onValidChange).toHaveBeenCalledWith(true);
  },
};

/** Every size in every state, under four themes. */
export const StateMatrix: Story = {
  render: () => (
    <InputStateMatrix
      extraStates={['empty']}
      renderInput={(cell, state) => (
        <CvvInput
          style={{ width: 150 }}
          {...cell}
          length={cell.size === 'lg' ? 4 : 3}
          defaultValue={state === 'empty' ? '' : '1234'}
        />
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(matrixInput(canvasElement, 'default', 'md')).toHaveValue('123');
    await expectForcedInputStatesDiffer(canvasElement, 'md');
  },
};
