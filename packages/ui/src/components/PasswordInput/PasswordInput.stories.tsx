import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ThemedMatrix } from '../../storybook/ThemedMatrix.tsx';
import { Field } from '../Field/Field.tsx';
import { textInputSizes } from '../TextInput/TextInput.tsx';
import { PasswordInput } from './PasswordInput.tsx';

const meta = {
  title: 'UI/Forms/PasswordInput',
  component: PasswordInput,
  render: (args) => (
    <div style={{ width: 280 }}>
      <Field label="Password" hint="At least 8 characters.">
        <PasswordInput {...args} />
      </Field>
    </div>
  ),
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 'hunter22' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Tab reaches the toggle after the text; Enter and Space show and hide the password. */
export const ToggleWithKeyboard: Story = {
  args: { defaultValue: 'hunter22' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveValue('hunter22');
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Visible: Story = {
  args: { defaultValue: 'hunter22', defaultVisible: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'hunter22', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

const matrixStates = [
  'default',
  'hover',
  'focus-visible',
  'toggle hover',
  'toggle focus',
  'invalid',
  'disabled',
] as const;
const forced: Record<(typeof matrixStates)[number], { input?: string; toggle?: string }> = {
  default: {},
  hover: { input: 'hover' },
  'focus-visible': { input: 'focus-visible' },
  'toggle hover': { toggle: 'hover' },
  'toggle focus': { toggle: 'focus-visible' },
  invalid: {},
  disabled: {},
};

/** Every size in every state, the toggle's own states included, under four themes. */
export const StateMatrix: Story = {
  render: () => (
    <ThemedMatrix
      rows={textInputSizes}
      columns={matrixStates}
      rowHeader="Size"
      renderCell={(size, state, theme) => (
        <PasswordInput
          style={{ width: 136 }}
          size={size}
          aria-label={`${theme.label} ${size} ${state} password`}
          defaultValue="hunter22"
          invalid={state === 'invalid'}
          disabled={state === 'disabled'}
          data-force-state={forced[state].input}
          toggleProps={{ 'data-force-state': forced[state].toggle ?? '', 'data-matrix-state': state }}
        />
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const toggle = (state: string) =>
      getComputedStyle(canvasElement.querySelector(`[data-size="md"] [data-matrix-state="${state}"]`)!);
    await expect(toggle('toggle hover').backgroundColor).not.toBe(toggle('default').backgroundColor);
    await expect(toggle('toggle focus').boxShadow).not.toBe('none');
    await expect(toggle('disabled').color).not.toBe(toggle('default').color);
  },
};
