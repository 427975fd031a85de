import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ThemedMatrix } from '../../storybook/ThemedMatrix.tsx';
import { Tabs, tabsSizes, tabsVariants, type TabItem } from './Tabs.tsx';

/** The FAQ's topics (SPEC §2), with the contractors' extra tab disabled for this viewer. */
const faqTopics: TabItem[] = [
  'Product Information',
  'My Order',
  'Shipping and Delivery',
  'Returns and Cancelations',
  'My Account',
].map((label) => ({ value: label, label, content: <p style={{ margin: 0 }}>Answers about {label.toLowerCase()}.</p> }));

const meta = {
  title: 'UI/Overlays/Tabs',
  component: Tabs,
  args: { label: 'FAQ topics', items: faqTopics, onValueChange: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: tabsVariants },
    size: { control: 'inline-radio', options: tabsSizes },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tablist', { name: 'FAQ topics' })).toBeVisible();
    const first = canvas.getByRole('tab', { name: 'Product Information' });
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'My Order' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('My Order');
    await expect(canvas.getByRole('tabpanel', { name: 'My Order' })).toHaveTextContent('Answers about my order.');
  },
};

/** Arrows move and select, Home and End jump, Tab goes into the panel. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Product Information' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'My Order' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'My Account' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    // Wraps round to the first.
    await expect(canvas.getByRole('tab', { name: 'Product Information' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'My Account' })).toHaveFocus();
  },
};

export const ManualActivation: Story = {
  tags: ['!visual'],
  args: { activationMode: 'manual' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const order = canvas.getByRole('tab', { name: 'My Order' });
    await expect(order).toHaveFocus();
    await expect(order).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(order).toHaveAttribute('aria-selected', 'true');
  },
};

/** On a phone the tab row scrolls sideways rather than wrapping. */
export const OnMobile: Story = {
  args: { variant: 'pill', size: 'sm' },
  globals: { viewport: { value: 'mobile' } },
  render: (args) => (
    <div style={{ width: 320 }}>
      <Tabs {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs[4]!.getBoundingClientRect().top).toBe(tabs[0]!.getBoundingClientRect().top);
  },
};

const matrixStates = ['selected', 'default', 'hover', 'focus-visible', 'active', 'disabled'] as const;
const stateItems: TabItem[] = matrixStates.map((state) => ({
  value: state,
  label: state,
  content: null,
  disabled: state === 'disabled',
  triggerProps: { 'data-force-state': state, 'data-matrix-state': state },
}));

/** Every variant and size with a tab in every state, under four themes. */
export const StateMatrix: Story = {
  render: () => (
    <ThemedMatrix
      rows={tabsVariants.flatMap((variant) => tabsSizes.map((size) => `${variant} ${size}` as const))}
      columns={['tabs in each state'] as const}
      renderCell={(row, _column, theme) => {
        const [variant, size] = row.split(' ') as [(typeof tabsVariants)[number], (typeof tabsSizes)[number]];
        return (
          <Tabs
            label={`${theme.label} ${row}`}
            items={stateItems}
            variant={variant}
            size={size}
            defaultValue="selected"
          />
        );
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const tab = (variant: string, state: string) =>
      getComputedStyle(
        canvasElement.querySelector(`[data-variant="${variant}"] [role="tab"][data-matrix-state="${state}"]`)!,
      );
    for (const variant of tabsVariants) {
      await expect(tab(variant, 'hover').backgroundColor).not.toBe(tab(variant, 'default').backgroundColor);
      await expect(tab(variant, 'active').backgroundColor).not.toBe(tab(variant, 'hover').backgroundColor);
      await expect(tab(variant, 'focus-visible').boxShadow).not.toBe('none');
      await expect(tab(variant, 'disabled').color).not.toBe(tab(variant, 'default').color);
      await expect(tab(variant, 'selected').color).not.toBe(tab(variant, 'default').color);
    }
  },
};
