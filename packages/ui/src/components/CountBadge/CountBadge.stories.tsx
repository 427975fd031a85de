import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ThemedMatrix } from '../../storybook/ThemedMatrix.tsx';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { CountBadge, countBadgeTones } from './CountBadge.tsx';

const cartLabel = (count: number) => (count === 1 ? '1 item in cart' : `${count} items in cart`);

const meta = {
  title: 'UI/Foundations/CountBadge',
  component: CountBadge,
  args: { count: 3, label: cartLabel },
  argTypes: { tone: { control: 'inline-radio', options: countBadgeTones } },
} satisfies Meta<typeof CountBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header's cart button: the badge sits inside it, so the count is part of its name. */
export const Default: Story = {
  render: (args) => (
    <div style={{ padding: 8 }}>
      <Button variant="ghost">
        <CountBadge {...args}>
          <Icon name="cart" label="Cart" />
        </CountBadge>
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Cart 3 items in cart' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(canvas.getByText('3')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Standalone: Story = {
  args: { count: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 item in cart')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { count: 0 },
  render: (args) => (
    <CountBadge {...args}>
      <Icon name="cart" label="Cart" size="lg" />
    </CountBadge>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-count]')).toBeNull();
  },
};

const counts = ['0 (showZero)', '1', '9', '42', '99', '100', '1500'] as const;

/** Counts from zero to past the cap, in both tones, under four themes. */
export const StateMatrix: Story = {
  render: () => (
    <ThemedMatrix
      rows={countBadgeTones}
      columns={counts}
      rowHeader="Tone"
      renderCell={(tone, column) => (
        <CountBadge tone={tone} count={parseInt(column, 10)} showZero label={cartLabel}>
          <Icon
            name={tone === 'danger' ? 'bell' : 'cart'}
            size="lg"
            label={tone === 'danger' ? 'Notifications' : 'Cart'}
          />
        </CountBadge>
      )}
    />
  ),
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('[data-count="1500"]')).toHaveTextContent('99+');
    await expect(canvas.getAllByText('1500 items in cart')).toHaveLength(8);
    const bg = (theme: string, tone: string) =>
      getComputedStyle(canvasElement.querySelector(`[data-theme-label^="${theme}"] [data-tone="${tone}"][data-count]`)!)
        .backgroundColor;
    await expect(bg('Dark shop', 'brand')).not.toBe(bg('Default', 'brand'));
    await expect(bg('Dark shop', 'danger')).toBe(bg('Default', 'danger'));
  },
};
