import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { expectForcedInputStatesDiffer, matrixInput } from '../../storybook/inputMatrix.ts';
import { InputStateMatrix } from '../../storybook/InputStateMatrix.tsx';
import { Field } from '../Field/Field.tsx';
import { NumericInput } from './NumericInput.tsx';

const meta = {
  title: 'UI/Forms/NumericInput',
  component: NumericInput,
  args: { onValueChange: fn() },
  render: (args) => (
    <div style={{ width: 200 }}>
      <Field label="Total projects">
        <NumericInput {...args} />
      </Field>
    </div>
  ),
} satisfies Meta<typeof NumericInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §5: starts at 0; anything but digits is dropped as it is typed. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Total projects' });
    await expect(input).toHaveValue('0');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '12a3.4-');
    await expect(input).toHaveValue('1234');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1234');
  },
};

/** Cleared and left: back to 0. */
export const EmptyBecomesZero: Story = {
  tags: ['!visual'],
  args: { defaultValue: '25' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Total projects' });
    await userEvent.clear(input);
    await expect(input).toHaveValue('');
    await userEvent.tab();
    await expect(input).toHaveValue('0');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('0');
    // A pasted value is sanitised too.
    await userEvent.click(input);
    await userEvent.clear(input);
    await userEvent.paste('1,250 pcs');
    await expect(input).toHaveValue('1250');
  },
};

/** Every size in every state, under four themes. */
export const StateMatrix: Story = {
  render: () => (
    <InputStateMatrix
      extraStates={['long text']}
      renderInput={(cell, state) => (
        <NumericInput
          style={{ width: 120 }}
          {...cell}
          defaultValue={state === 'long text' ? '12345678901234567890' : state === 'default' ? undefined : '42'}
        />
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(matrixInput(canvasElement, 'default')).toHaveValue('0');
    await expectForcedInputStatesDiffer(canvasElement);
  },
};
