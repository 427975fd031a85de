import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ThemedMatrix } from '../../storybook/ThemedMatrix.tsx';
import { badgeSizes, badgeVariants } from '../Badge/Badge.tsx';
import { orderStatuses, type OrderStatus } from './StatusBadge.tones.ts';
import { StatusBadge } from './StatusBadge.tsx';

/** SPEC §4 display names; in the app they come from the domain rules, here they are story data. */
const labels: Record<OrderStatus, string> = {
  'Waiting for approval': 'Pending Approval',
  'Vendor Approved': 'Approved',
  Decline: 'Not Approved',
  'In Progress': 'In Progress',
  'Ready to Pick Up': 'Ready for Pick Up',
  'Accept to Pick Up': 'Accept to Pick Up',
  'Picked Up': 'Picked Up',
  Shipping: 'Shipping',
  Shipped: 'Shipped',
  'Out For Delivery': 'Out For Delivery',
  Cancle: 'Cancelled',
  'Return Request': 'Return Request',
  Returned: 'Returned',
  Delivered: 'Delivered',
};

const meta = {
  title: 'UI/Commerce/StatusBadge',
  component: StatusBadge,
  args: { status: 'Waiting for approval', label: 'Pending Approval' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector('[data-status="Waiting for approval"]')!;
    await expect(badge).toHaveTextContent('Pending Approval');
    await expect(badge).toHaveAttribute('data-tone', 'warning');
  },
};

export const UnknownStatus: Story = {
  args: { status: 'On hold', label: undefined },
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector('[data-status="On hold"]')!;
    await expect(badge).toHaveTextContent('On hold');
    await expect(badge).toHaveAttribute('data-tone', 'neutral');
  },
};

/** A long label is cut with an ellipsis; the full text stays readable to assistive technology. */
export const LongText: Story = {
  args: { status: 'Return Request', label: 'Return requested by the customer, awaiting vendor review' },
  render: (args) => (
    <div style={{ width: 180 }}>
      <StatusBadge {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector<HTMLElement>('[data-status="Return Request"]')!;
    await expect(badge.scrollWidth).toBeGreaterThan(badge.clientWidth);
  },
};

const columns = badgeVariants.flatMap((variant) => badgeSizes.map((size) => `${variant} ${size}` as const));

/** Every order status in both variants and sizes, under four themes. */
export const StateMatrix: Story = {
  render: () => (
    <ThemedMatrix
      rows={orderStatuses}
      columns={columns}
      rowHeader="Status"
      renderCell={(status, column) => {
        const [variant, size] = column.split(' ') as [(typeof badgeVariants)[number], (typeof badgeSizes)[number]];
        return <StatusBadge status={status} label={labels[status]} variant={variant} size={size} />;
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const color = (status: string) =>
      getComputedStyle(canvasElement.querySelector(`[data-status="${status}"][data-variant="subtle"]`)!)
        .backgroundColor;
    await expect(color('Decline')).not.toBe(color('Delivered'));
    await expect(color('Waiting for approval')).not.toBe(color('In Progress'));
    await expect(canvasElement.querySelector('[data-status="Cancle"]')).toHaveTextContent('Cancelled');
  },
};
