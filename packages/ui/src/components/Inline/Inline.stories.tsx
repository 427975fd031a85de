import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ThemedMatrix } from '../../storybook/ThemedMatrix.tsx';
import { Button } from '../Button/Button.tsx';
import { Inline, inlineJustifies } from './Inline.tsx';

const meta = {
  title: 'UI/Foundations/Inline',
  component: Inline,
  args: {
    children: [
      <Button key="back" variant="outline">
        Back
      </Button>,
      <Button key="next">Next</Button>,
    ],
  },
  argTypes: { justify: { control: 'inline-radio', options: inlineJustifies } },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const back = canvas.getByRole('button', { name: 'Back' }).getBoundingClientRect();
    const next = canvas.getByRole('button', { name: 'Next' }).getBoundingClientRect();
    await expect(next.top).toBe(back.top);
    await expect(next.left - back.right).toBe(8);
  },
};

const chips = [
  'Appliances',
  'Artificial Turf',
  'Backsplash Tiles',
  'Bathroom Faucets',
  'Bathroom Vanitys',
  'Bath Tubs',
];

export const Wrapping: Story = {
  render: () => (
    <Inline gap="xs" style={{ width: 300 }}>
      {chips.map((chip) => (
        <span key={chip} style={{ padding: '2px 8px', border: '1px solid #7b8490', borderRadius: 999, fontSize: 13 }}>
          {chip}
        </span>
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    const first = canvas.getByText('Appliances').getBoundingClientRect();
    const last = canvas.getByText('Bath Tubs').getBoundingClientRect();
    await expect(last.top).toBeGreaterThan(first.top);
  },
};

/** On a phone a button row with collapseOnMobile stacks, full width. */
export const CollapsedOnMobile: Story = {
  args: { collapseOnMobile: true, justify: 'end' },
  globals: { viewport: { value: 'mobile' } },
  render: (args) => (
    <div style={{ width: 300 }}>
      <Inline {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const back = canvas.getByRole('button', { name: 'Back' }).getBoundingClientRect();
    const next = canvas.getByRole('button', { name: 'Next' }).getBoundingClientRect();
    await expect(next.top).toBeGreaterThan(back.bottom);
    await expect(back.width).toBe(300);
  },
};

export const CollapsedOnDesktop: Story = {
  ...CollapsedOnMobile,
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, canvasElement }) => {
    const back = canvas.getByRole('button', { name: 'Back' }).getBoundingClientRect();
    const next = canvas.getByRole('button', { name: 'Next' }).getBoundingClientRect();
    const row = canvasElement.querySelector('[data-justify]')!.getBoundingClientRect();
    // One row, pushed to the end.
    await expect(next.top).toBe(back.top);
    await expect(next.right).toBe(row.right);
  },
};

const gaps = ['none', 'xs', 'sm', 'lg', 'xl'] as const;

/** Each justification with a range of gaps (one theme: layout does not follow colour). */
export const StateMatrix: Story = {
  render: () => (
    <ThemedMatrix
      rows={gaps}
      columns={inlineJustifies}
      rowHeader="Gap"
      themes={[{ label: 'Default theme', value: undefined }]}
      renderCell={(gap, justify) => (
        <Inline gap={gap} justify={justify} style={{ width: 160, outline: '1px dashed #7b8490' }}>
          <span style={{ width: 30, height: 16, background: '#3b7fd0' }} />
          <span style={{ width: 30, height: 16, background: '#3f9142' }} />
        </Inline>
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const lefts = (gap: string, justify: string) =>
      [...canvasElement.querySelectorAll(`[data-gap="${gap}"][data-justify="${justify}"] > span`)].map(
        (element) => element.getBoundingClientRect().left,
      );
    const [a, b] = lefts('xl', 'start');
    await expect(b! - a!).toBe(30 + 24);
    const [c, d] = lefts('none', 'between');
    await expect(d! - c!).toBe(160 - 30);
  },
};
