import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ThemedMatrix } from '../../storybook/ThemedMatrix.tsx';
import { Heading, headingLevels, headingSizes, headingTones } from './Heading.tsx';

const meta = {
  title: 'UI/Foundations/Heading',
  component: Heading,
  args: { level: 2, children: 'Shop by category' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'inline-radio', options: headingSizes },
    tone: { control: 'inline-radio', options: headingTones },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Shop by category' });
    await expect(heading).toHaveAttribute('data-size', 'xl');
  },
};

/** The outline level and the visual size are independent. */
export const LevelAndSizeApart: Story = {
  args: { level: 1, size: 'lg', children: 'Payout Settings' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading).toHaveAttribute('data-size', 'lg');
  },
};

export const LongText: Story = {
  args: {
    level: 2,
    children: 'Bathroom Vanitys, Bath Tubs, Cabinet Hardware, Countertop, Kitchen Faucets and Kitchen Sinks',
  },
  render: (args) => (
    <div style={{ width: 280 }}>
      <Heading {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading');
    await expect(heading.scrollWidth).toBeLessThanOrEqual(280);
  },
};

/** Every size in both tones, under the default theme and three shop colours. */
export const StateMatrix: Story = {
  render: () => (
    <ThemedMatrix
      rows={headingTones}
      columns={headingSizes}
      rowHeader="Tone"
      renderCell={(tone, size) => (
        <Heading level={3} size={size} tone={tone}>
          Kitchen
        </Heading>
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const colour = (theme: string, tone: string) =>
      getComputedStyle(canvasElement.querySelector(`[data-theme-label^="${theme}"] h3[data-tone="${tone}"]`)!).color;
    await expect(colour('Dark shop', 'brand')).not.toBe(colour('Default', 'brand'));
    await expect(colour('Dark shop', 'default')).toBe(colour('Default', 'default'));
    const height = (size: string) =>
      canvasElement.querySelector(`h3[data-size="${size}"]`)!.getBoundingClientRect().height;
    await expect(height('xxl')).toBeGreaterThan(height('sm'));
  },
};
