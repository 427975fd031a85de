import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ThemedMatrix } from '../../storybook/ThemedMatrix.tsx';
import { Divider, dividerOrientations, dividerTones } from './Divider.tsx';

const meta = {
  title: 'UI/Foundations/Divider',
  component: Divider,
  argTypes: {
    orientation: { control: 'inline-radio', options: dividerOrientations },
    tone: { control: 'inline-radio', options: dividerTones },
  },
  render: (args) => (
    <div style={{ width: 280, display: 'flex', flexDirection: 'column', gap: 12 }}>
      <span>Shipping Address</span>
      <Divider {...args} />
      <span>Payment Information</span>
    </div>
  ),
} satisfies Meta<typeof Divider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const rule = canvas.getByRole('separator');
    await expect(rule).toHaveAttribute('aria-orientation', 'horizontal');
    await expect(rule.getBoundingClientRect().width).toBe(280);
  },
};

export const WithLabel: Story = {
  args: { label: 'or' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('or')).toBeVisible();
  },
};

export const Decorative: Story = {
  tags: ['!visual'],
  args: { decorative: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('separator')).toBeNull();
  },
};

/** Both orientations in both tones (one theme: rules use neutral colours only). */
export const StateMatrix: Story = {
  render: () => (
    <ThemedMatrix
      rows={dividerTones}
      columns={dividerOrientations}
      rowHeader="Tone"
      themes={[{ label: 'Default theme', value: undefined }]}
      renderCell={(tone, orientation) => (
        <div
          style={{
            display: 'flex',
            flexDirection: orientation === 'horizontal' ? 'column' : 'row',
            gap: 8,
            width: 120,
            height: 48,
          }}
        >
          <span>One</span>
          <Divider orientation={orientation} tone={tone} />
          <span>Two</span>
        </div>
      )}
    />
  ),
  play: async ({ canvas }) => {
    const rules = canvas.getAllByRole('separator');
    await expect(rules).toHaveLength(4);
    const vertical = rules.find((rule) => rule.getAttribute('aria-orientation') === 'vertical')!;
    await expect(vertical.getBoundingClientRect().width).toBe(1);
    const colours = rules.map((rule) => getComputedStyle(rule).backgroundColor);
    await expect(new Set(colours).size).toBe(2);
  },
};
