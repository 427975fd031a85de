import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ThemedMatrix } from '../../storybook/ThemedMatrix.tsx';
import { Badge, badgeSizes, badgeTones, badgeVariants } from './Badge.tsx';

const meta = {
  title: 'UI/Foundations/Badge',
  component: Badge,
  args: { children: 'Premium' },
  argTypes: {
    tone: { control: 'select', options: badgeTones },
    variant: { control: 'inline-radio', options: badgeVariants },
    size: { control: 'inline-radio', options: badgeSizes },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Premium');
    await expect(badge).toHaveAttribute('data-tone', 'neutral');
    await expect(badge).toHaveAttribute('data-variant', 'subtle');
  },
};

export const LongText: Story = {
  args: { tone: 'warning', children: 'Your account is currently pending approval by Wevisu.' },
  render: (args) => (
    <div style={{ width: 160 }}>
      <Badge {...args} title={String(args.children)} />
    </div>
  ),
  play: async ({ canvas }) => {
    const badge = canvas.getByText(/pending approval/);
    await expect(badge.getBoundingClientRect().width).toBeLessThanOrEqual(160);
    await expect(badge.scrollWidth).toBeGreaterThan(badge.clientWidth);
  },
};

/** Every tone × variant × size, under the default theme and three shop colours. */
export const StateMatrix: Story = {
  render: () => (
    <ThemedMatrix
      rows={badgeTones}
      columns={badgeVariants.flatMap((variant) => badgeSizes.map((size) => `${variant} ${size}` as const))}
      rowHeader="Tone"
      renderCell={(tone, column) => {
        const [variant, size] = column.split(' ') as [(typeof badgeVariants)[number], (typeof badgeSizes)[number]];
        return (
          <Badge tone={tone} variant={variant} size={size}>
            {tone}
          </Badge>
        );
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const colours = (theme: string, tone: string) =>
      getComputedStyle(
        canvasElement.querySelector(
          `[data-theme-label^="${theme}"] [data-tone="${tone}"][data-variant="solid"][data-size="md"]`,
        )!,
      ).backgroundColor;
    await expect(colours('Light shop', 'brand')).not.toBe(colours('Default', 'brand'));
    await expect(colours('Light shop', 'danger')).toBe(colours('Default', 'danger'));
    const height = (size: string) =>
      canvasElement.querySelector(`[data-size="${size}"]`)!.getBoundingClientRect().height;
    await expect(height('md')).toBeGreaterThan(height('sm'));
  },
};
