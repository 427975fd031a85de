import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { expectForcedInputStatesDiffer } from '../../storybook/inputMatrix.ts';
import { InputStateMatrix } from '../../storybook/InputStateMatrix.tsx';
import { Field } from '../Field/Field.tsx';
import { DecimalInput } from './DecimalInput.tsx';

const meta = {
  title: 'UI/Forms/DecimalInput',
  component: DecimalInput,
  args: { onValueChange: fn(), startAdornment: '$' },
  render: (args) => (
    <div style={{ width: 200 }}>
      <Field label="Shipping charge">
        <DecimalInput {...args} />
      </Field>
    </div>
  ),
} satisfies Meta<typeof DecimalInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §5, §9: digits and one dot, at most two decimals. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Shipping charge' });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, 'a1b2.345');
    await expect(input).toHaveValue('12.34');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('12.34');
  },
};

/** A second dot is ignored; the caret stays where the user typed. */
export const OneDot: Story = {
  tags: ['!visual'],
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Shipping charge' });
    await userEvent.type(input, '9.9.9');
    await expect(input).toHaveValue('9.99');
    await userEvent.keyboard('{Home}{ArrowRight}x7');
    await expect(input).toHaveValue('97.99');
    await expect((input as HTMLInputElement).selectionStart).toBe(2);
  },
};

/** Every size in every state, under four themes. */
export const StateMatrix: Story = {
  render: () => (
    <InputStateMatrix
      extraStates={['empty', 'long text']}
      renderInput={(cell, state) => (
        <DecimalInput
          style={{ width: 120 }}
          {...cell}
          startAdornment="$"
          placeholder="0.00"
          defaultValue={state === 'empty' ? '' : state === 'long text' ? '1234567890123.45' : '149.99'}
        />
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    await expectForcedInputStatesDiffer(canvasElement);
  },
};
