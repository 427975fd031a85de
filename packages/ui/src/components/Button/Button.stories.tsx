import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, ShoppingCart } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { ThemedMatrix } from '../../storybook/ThemedMatrix.tsx';
import { Button, buttonSizes, buttonVariants } from './Button.tsx';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Add to cart', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Add to cart' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const WithIcons: Story = {
  args: { startIcon: <ShoppingCart size={16} />, endIcon: <ArrowRight size={16} /> },
  play: async ({ canvas }) => {
    // Icons are decorative: the accessible name is the label alone.
    await expect(canvas.getByRole('button')).toHaveAccessibleName('Add to cart');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Add to cart' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // Still focusable, so a screen reader user can find it and hear it is busy...
    await userEvent.tab();
    await expect(button).toHaveFocus();
    // ...but neither a click nor Enter acts on it.
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Add to cart' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const KeyboardActivation: Story = {
  tags: ['!visual'],
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Add to cart' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const AsLink: Story = {
  args: { asChild: true, variant: 'outline', children: <a href="#cart">View cart</a> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'View cart' });
    await expect(link).toHaveAttribute('data-variant', 'outline');
  },
};

const matrixStates = ['default', 'hover', 'focus-visible', 'active', 'disabled', 'loading'] as const;

/**
 * Every variant in every state, under the default theme and three shop colours. Hover,
 * focus and active are forced with data-force-state (see .storybook/forcedStates.ts).
 */
export const StateMatrix: Story = {
  play: async ({ canvasElement }) => {
    // The forced states must really look different, or the matrix proves nothing.
    const solid = (state: string) =>
      canvasElement.querySelector<HTMLElement>(`[data-variant="solid"][data-force-state="${state}"]`)!;
    const styleOf = (state: string) => getComputedStyle(solid(state));
    await expect(styleOf('hover').backgroundColor).not.toBe(styleOf('default').backgroundColor);
    await expect(styleOf('active').backgroundColor).not.toBe(styleOf('hover').backgroundColor);
    await expect(styleOf('focus-visible').boxShadow).not.toBe('none');
  },
  render: () => (
    <ThemedMatrix
      rows={buttonVariants}
      columns={matrixStates}
      renderCell={(variant, state) => (
        <Button
          variant={variant}
          data-force-state={state}
          disabled={state === 'disabled'}
          loading={state === 'loading'}
        >
          Add to cart
        </Button>
      )}
    />
  ),
};
