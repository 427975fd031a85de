import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ThemedMatrix } from '../../storybook/ThemedMatrix.tsx';
import { spaceSteps, Stack, stackAligns } from './Stack.tsx';

const box = (label: string, width = 80) => (
  <div style={{ width, padding: '4px 8px', background: '#e6f0fb', border: '1px solid #3b7fd0', fontSize: 12 }}>
    {label}
  </div>
);

const meta = {
  title: 'UI/Foundations/Stack',
  component: Stack,
  args: { children: [box('Street'), box('City'), box('Zip Code')] },
  argTypes: {
    gap: { control: 'select', options: spaceSteps },
    align: { control: 'inline-radio', options: stackAligns },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const [first, second] = canvasElement.querySelectorAll('[data-gap] > div');
    // md is 0.75rem = 12px.
    await expect(second!.getBoundingClientRect().top - first!.getBoundingClientRect().bottom).toBe(12);
  },
};

export const AsList: Story = {
  render: () => (
    <Stack asChild gap="xs">
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        <li>Order processing up to 48 hours</li>
        <li>Delivery in 1–3 weeks</li>
      </ul>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list')).toHaveAttribute('data-gap', 'xs');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Each gap step with each alignment (a single theme: layout does not change with colour). */
export const StateMatrix: Story = {
  render: () => (
    <ThemedMatrix
      rows={spaceSteps}
      columns={stackAligns}
      rowHeader="Gap"
      themes={[{ label: 'Default theme', value: undefined }]}
      renderCell={(gap, align) => (
        <Stack gap={gap} align={align} style={{ width: 110, outline: '1px dashed #7b8490' }}>
          {box('One', 60)}
          {box('Two', 90)}
        </Stack>
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const span = (gap: string) => {
      const [a, b] = canvasElement.querySelectorAll(`[data-gap="${gap}"][data-align="start"] > div`);
      return b!.getBoundingClientRect().top - a!.getBoundingClientRect().bottom;
    };
    await expect(span('none')).toBe(0);
    await expect(span('xxxl')).toBe(48);
    const left = (align: string) =>
      canvasElement.querySelector(`[data-gap="md"][data-align="${align}"] > div`)!.getBoundingClientRect().left;
    await expect(left('end')).toBeGreaterThan(left('start'));
  },
};
