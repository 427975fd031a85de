import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ThemedMatrix } from '../../storybook/ThemedMatrix.tsx';
import { Field } from '../Field/Field.tsx';
import { QuantityBox, quantityBoxSizes } from './QuantityBox.tsx';

const meta = {
  title: 'UI/Commerce/QuantityBox',
  component: QuantityBox,
  args: { onValueChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: quantityBoxSizes } },
} satisfies Meta<typeof QuantityBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §5: starts at the minimum unit (1) with minus disabled. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('spinbutton', { name: 'Quantity' });
    const minus = canvas.getByRole('button', { name: 'Decrease quantity' });
    await expect(box).toHaveValue('1');
    await expect(box).toHaveAttribute('aria-valuemin', '1');
    await expect(minus).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(box).toHaveValue('2');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(2);
    await expect(minus).toBeEnabled();
    await userEvent.click(minus);
    await expect(box).toHaveValue('1');
    await expect(minus).toBeDisabled();
  },
};

/** Arrows step, typing keeps digits only, Enter and leaving the box settle the number. */
export const Keyboard: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(box).toHaveAttribute('aria-valuenow', '3');
    await userEvent.keyboard('{ArrowDown}');
    await expect(box).toHaveValue('2');
    await userEvent.clear(box);
    await userEvent.type(box, 'a1b2-');
    await expect(box).toHaveValue('12');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(12);
    // Cleared and left empty: back to the minimum unit.
    await userEvent.clear(box);
    await userEvent.keyboard('{Enter}');
    await expect(box).toHaveValue('1');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1);
  },
};

/** A product sold by 6: starts at 6, cannot go lower; typing less becomes 6 when leaving. */
export const MinimumUnit: Story = {
  args: { min: 6 },
  render: (args) => (
    <Field label="Boxes" hint="Sold in lots of at least 6.">
      <QuantityBox {...args} />
    </Field>
  ),
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('spinbutton', { name: 'Boxes' });
    await expect(box).toHaveValue('6');
    await expect(box).toHaveAccessibleDescription('Sold in lots of at least 6.');
    await expect(canvas.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await userEvent.clear(box);
    await userEvent.type(box, '2');
    await userEvent.tab();
    await expect(box).toHaveValue('6');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const AtMaximum: Story = {
  args: { defaultValue: 10, max: 10 },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await userEvent.clear(box);
    await userEvent.type(box, '99');
    await expect(box).toHaveValue('10');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 3, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  },
};

const matrixStates = [
  'at minimum',
  'default',
  'hover',
  'focus-visible',
  'button hover',
  'button active',
  'invalid',
  'disabled',
  'long number',
] as const;

/** Every state in every size, under four themes. */
export const StateMatrix: Story = {
  render: () => (
    <ThemedMatrix
      rows={matrixStates}
      columns={quantityBoxSizes}
      rowHeader="State"
      renderCell={(state, size, theme) => (
        <QuantityBox
          size={size}
          aria-label={`${theme.label} ${size} ${state} quantity`}
          defaultValue={state === 'at minimum' ? 1 : state === 'long number' ? 123456 : 12}
          invalid={state === 'invalid'}
          disabled={state === 'disabled'}
          data-force-state={state}
          increaseProps={{
            'data-force-state': state === 'button hover' ? 'hover' : state === 'button active' ? 'active' : undefined,
            'data-matrix': `${size} ${state}`,
          }}
        />
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const group = (state: string) =>
      getComputedStyle(canvasElement.querySelector(`input[data-force-state="${state}"]`)!.parentElement!);
    const plus = (state: string) => getComputedStyle(canvasElement.querySelector(`[data-matrix="md ${state}"]`)!);
    await expect(group('hover').borderColor).not.toBe(group('default').borderColor);
    await expect(group('focus-visible').boxShadow).not.toBe('none');
    await expect(group('invalid').borderColor).not.toBe(group('default').borderColor);
    await expect(plus('button hover').backgroundColor).not.toBe(plus('default').backgroundColor);
    await expect(plus('button active').backgroundColor).not.toBe(plus('button hover').backgroundColor);
    await expect(
      canvasElement.querySelector('input[data-force-state="at minimum"]')!.previousElementSibling,
    ).toBeDisabled();
  },
};
