import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ThemedMatrix } from '../../storybook/ThemedMatrix.tsx';
import { Spinner, spinnerSizes, spinnerTones } from './Spinner.tsx';

const meta = {
  title: 'UI/Foundations/Spinner',
  component: Spinner,
  argTypes: {
    size: { control: 'inline-radio', options: spinnerSizes },
    tone: { control: 'inline-radio', options: spinnerTones },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};

export const Decorative: Story = {
  args: { label: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvasElement.querySelector('[data-size]')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Every tone × size, under the default theme and three shop colours. */
export const StateMatrix: Story = {
  render: () => (
    <ThemedMatrix
      rows={spinnerTones}
      columns={spinnerSizes}
      rowHeader="Tone"
      renderCell={(tone, size) => <Spinner tone={tone} size={size} label={null} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const colour = (theme: string, tone: string) =>
      getComputedStyle(canvasElement.querySelector(`[data-theme-label^="${theme}"] [data-tone="${tone}"]`)!)
        .borderTopColor;
    await expect(colour('Saturated', 'brand')).not.toBe(colour('Default', 'brand'));
    await expect(colour('Saturated', 'muted')).toBe(colour('Default', 'muted'));
    const width = (size: string) => canvasElement.querySelector(`[data-size="${size}"]`)!.getBoundingClientRect().width;
    await expect(width('lg')).toBeGreaterThan(width('sm'));
  },
};
