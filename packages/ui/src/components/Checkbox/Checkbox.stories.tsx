import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ThemedMatrix } from '../../storybook/ThemedMatrix.tsx';
import { Field } from '../Field/Field.tsx';
import { Checkbox, checkboxSizes } from './Checkbox.tsx';

const meta = {
  title: 'UI/Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Remember me', onCheckedChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: checkboxSizes } },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Remember me' });
    await expect(box).not.toBeChecked();
    // The label toggles it too.
    await userEvent.click(canvas.getByText('Remember me'));
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

/** Tab focuses the box, Space toggles it; Enter does not (WAI-ARIA checkbox pattern). */
export const Keyboard: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Remember me' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

export const Indeterminate: Story = {
  args: { label: 'Select all items', defaultChecked: 'indeterminate' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAttribute('aria-checked', 'mixed');
  },
};

/** The registration terms box with a server error, wired through a Field without a Field label. */
export const InFieldWithError: Story = {
  render: (args) => (
    <div style={{ width: 320 }}>
      <Field required error={['The agree field is required.']}>
        <Checkbox {...args} label="I agree to the Terms of Service and Privacy Policy" />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAttribute('aria-required', 'true');
    await expect(box).toHaveAccessibleDescription('The agree field is required.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

/**
 * Held while its change is saved (`aria-disabled`): it looks disabled and takes no change, yet
 * keeps the focus that `disabled` would drop, so a keyboard user goes on from where they were.
 */
export const HeldWhileSaving: Story = {
  args: { 'aria-disabled': true, defaultChecked: true },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Remember me' });
    box.focus();
    await expect(box).toHaveFocus();
    await expect(box).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard(' ');
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(box).toHaveFocus();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

const matrixStates = ['default', 'hover', 'focus-visible', 'active', 'invalid', 'disabled', 'long text'] as const;
const checkedStates = ['unchecked', 'checked', 'indeterminate'] as const;
const rows = checkboxSizes.flatMap((size) => checkedStates.map((checked) => `${size} ${checked}` as const));

/** Both sizes, unchecked, checked and indeterminate, in every state, under four themes. */
export const StateMatrix: Story = {
  render: () => (
    <ThemedMatrix
      rows={rows}
      columns={matrixStates}
      rowHeader="Size, value"
      renderCell={(row, state) => {
        const [size, checked] = row.split(' ') as [(typeof checkboxSizes)[number], (typeof checkedStates)[number]];
        return (
          <div style={{ maxWidth: 140 }}>
            <Checkbox
              size={size}
              label={state === 'long text' ? 'I agree to receive order updates by email and text message' : 'Agree'}
              checked={checked === 'unchecked' ? false : checked === 'checked' ? true : 'indeterminate'}
              invalid={state === 'invalid'}
              disabled={state === 'disabled'}
              data-force-state={state}
              data-matrix={`${row} ${state}`}
            />
          </div>
        );
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const box = (row: string, state: string) =>
      getComputedStyle(canvasElement.querySelector(`[data-matrix="${row} ${state}"]`)!);
    await expect(box('md unchecked', 'hover').backgroundColor).not.toBe(box('md unchecked', 'default').backgroundColor);
    await expect(box('md checked', 'hover').backgroundColor).not.toBe(box('md checked', 'default').backgroundColor);
    await expect(box('md checked', 'active').backgroundColor).not.toBe(box('md checked', 'hover').backgroundColor);
    await expect(box('md checked', 'focus-visible').boxShadow).not.toBe('none');
    await expect(box('md unchecked', 'invalid').borderColor).not.toBe(box('md unchecked', 'default').borderColor);
    await expect(box('md checked', 'disabled').backgroundColor).not.toBe(box('md checked', 'default').backgroundColor);
  },
};
