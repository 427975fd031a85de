import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ThemedMatrix } from '../../storybook/ThemedMatrix.tsx';
import { Text, textSizes, textTones, textWeights } from './Text.tsx';

const meta = {
  title: 'UI/Foundations/Text',
  component: Text,
  args: { children: 'Porcelain floor tile, matte white, 24 × 24 in.' },
  argTypes: {
    size: { control: 'inline-radio', options: textSizes },
    weight: { control: 'inline-radio', options: textWeights },
    tone: { control: 'select', options: textTones },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText(/Porcelain/);
    await expect(text.tagName).toBe('P');
    await expect(getComputedStyle(text).fontFamily).toContain('Inter Variable');
  },
};

export const AsChild: Story = {
  args: { asChild: true, tone: 'brand', weight: 'medium', children: <a href="#faq">Read the FAQ</a> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute('data-tone', 'brand');
  },
};

const longText =
  'Porcelain floor tile, matte white, rectified edge, frost resistant, suitable for walls and floors indoors and outdoors, 24 × 24 in.';

export const LongText: Story = {
  render: () => (
    <div style={{ width: 240, display: 'grid', gap: 12 }}>
      <Text>{longText}</Text>
      <Text truncate title={longText}>
        {longText}
      </Text>
      <Text size="sm">PRODUCTCODEWITHOUTANYSPACES-0123456789-ABCDEFGHIJ</Text>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [wrapped, truncated, unbroken] = canvasElement.querySelectorAll('p');
    await expect(wrapped!.getBoundingClientRect().height).toBeGreaterThan(truncated!.getBoundingClientRect().height);
    await expect(truncated!.scrollWidth).toBeGreaterThan(truncated!.clientWidth);
    // Long unbroken words wrap instead of overflowing the column.
    await expect(unbroken!.scrollWidth).toBeLessThanOrEqual(240);
  },
};

/** Every tone × size (bold and regular), under the default theme and three shop colours. */
export const StateMatrix: Story = {
  render: () => (
    <ThemedMatrix
      rows={textTones}
      columns={textSizes}
      rowHeader="Tone"
      renderCell={(tone, size) => (
        <Text tone={tone} size={size}>
          Tile{' '}
          <Text asChild weight="bold" tone={tone} size={size}>
            <span>$4.99</span>
          </Text>
        </Text>
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const colour = (theme: string, tone: string) =>
      getComputedStyle(canvasElement.querySelector(`[data-theme-label^="${theme}"] p[data-tone="${tone}"]`)!).color;
    await expect(colour('Saturated', 'brand')).not.toBe(colour('Default', 'brand'));
    await expect(colour('Default', 'muted')).not.toBe(colour('Default', 'default'));
    const size = (value: string) =>
      parseFloat(getComputedStyle(canvasElement.querySelector(`p[data-size="${value}"]`)!).fontSize);
    await expect(size('lg')).toBeGreaterThan(size('xs'));
  },
};
