import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { expectForcedInputStatesDiffer } from '../../storybook/inputMatrix.ts';
import { InputStateMatrix } from '../../storybook/InputStateMatrix.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { TextInput, textInputSizes } from './TextInput.tsx';

const meta = {
  title: 'UI/Forms/TextInput',
  component: TextInput,
  args: { 'aria-label': 'Full name', placeholder: 'Jane Doe', onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: textInputSizes } },
  render: (args) => (
    <div style={{ width: 280 }}>
      <TextInput {...args} />
    </div>
  ),
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'Ada Lovelace');
    await expect(input).toHaveValue('Ada Lovelace');
    await expect(args.onChange).toHaveBeenCalledTimes('Ada Lovelace'.length);
  },
};

export const WithAdornments: Story = {
  args: {
    'aria-label': 'Search products',
    placeholder: 'Search products',
    startAdornment: <Icon name="search" size="sm" />,
    endAdornment: <span>sq ft</span>,
  },
  play: async ({ canvas }) => {
    // The search icon is decorative: the name is the label alone.
    await expect(canvas.getByRole('textbox')).toHaveAccessibleName('Search products');
  },
};

export const Invalid: Story = {
  args: { invalid: true, defaultValue: 'Jane' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Jane Doe' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('Jane Doe');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

const longText = 'Porcelain floor tile, 24 × 24 in, matte white, rectified edge, frost resistant';

/** Every size in every state, under four themes. */
export const StateMatrix: Story = {
  render: () => (
    <InputStateMatrix
      extraStates={['empty', 'long text']}
      renderInput={(cell, state) => (
        <TextInput
          style={{ width: 136 }}
          {...cell}
          placeholder="Jane Doe"
          defaultValue={state === 'empty' ? '' : state === 'long text' ? longText : 'Jane Doe'}
          endAdornment={cell.size === 'lg' ? <Icon name="user" size="sm" /> : undefined}
        />
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    await expectForcedInputStatesDiffer(canvasElement, 'md');
  },
};
