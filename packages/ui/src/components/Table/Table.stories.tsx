import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ThemedMatrix } from '../../storybook/ThemedMatrix.tsx';
import { Price } from '../Price/Price.tsx';
import { StatusBadge } from '../StatusBadge/StatusBadge.tsx';
import { Table, tableDensities, type TableColumn } from './Table.tsx';

interface OrderItem {
  id: number;
  product_name: string;
  qty: number;
  profit: number;
  status: string;
  statusLabel: string;
}

const items: OrderItem[] = [
  {
    id: 1,
    product_name: 'Porcelain floor tile 24 × 24, matte white',
    qty: 12,
    profit: 118.8,
    status: 'Vendor Approved',
    statusLabel: 'Approved',
  },
  { id: 2, product_name: 'Brushed brass cabinet pull', qty: 30, profit: 45, status: 'Shipped', statusLabel: 'Shipped' },
  {
    id: 3,
    product_name: 'Quartz vanity top, 61 in, Calacatta',
    qty: 1,
    profit: -64.25,
    status: 'Returned',
    statusLabel: 'Returned',
  },
];

/** SPEC §2: the order-items modal's columns Name, Qty, Profit, Status. */
const columns: TableColumn<OrderItem>[] = [
  { key: 'product_name', header: 'Name', minWidth: '10rem' },
  { key: 'qty', header: 'Qty', align: 'end' },
  { key: 'profit', header: 'Profit', align: 'end', render: (item) => <Price amount={item.profit} hideUom size="sm" /> },
  {
    key: 'status',
    header: 'Status',
    render: (item) => <StatusBadge status={item.status} label={item.statusLabel} size="sm" />,
  },
];

const meta = {
  title: 'UI/Commerce/Table',
  component: Table<OrderItem>,
  args: {
    caption: 'Order Items',
    columns,
    rows: items,
    rowKey: (item) => String(item.id),
    emptyMessage: 'NO item found in this order.',
  },
  render: (args) => (
    <div style={{ width: 640 }}>
      <Table {...args} />
    </div>
  ),
} satisfies Meta<typeof Table<OrderItem>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Order Items' });
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual(['Name', 'Qty', 'Profit', 'Status']);
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByRole('cell', { name: '-$64.25' })).toBeInTheDocument();
    // Fits its container: no scrolling region, nothing extra in the tab order.
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

/** SPEC §2: 'NO item found in this order.' in one row across every column. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    const cell = canvas.getByRole('cell', { name: 'NO item found in this order.' });
    await expect(cell).toHaveAttribute('colspan', '4');
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};

/** On a phone the table scrolls sideways; the scrolling box is focusable and named. */
export const OnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: (args) => (
    <div style={{ width: 343 }}>
      <Table {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Order Items' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
  },
};

export const HiddenCaption: Story = {
  args: { hideCaption: true, density: 'compact' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Order Items' })).toBeInTheDocument();
    await expect(canvas.getByText('Order Items').getBoundingClientRect().height).toBeLessThanOrEqual(1);
  },
};

const matrixStates = ['with rows', 'hover', 'empty', 'long text'] as const;
const longItem: OrderItem = {
  id: 9,
  product_name:
    'Hand-glazed ceramic subway tile, 3 × 12 in, crackle finish, sold by the box of 44 pieces (10.76 sq ft), color Sea Glass',
  qty: 1200,
  profit: 123456.78,
  status: 'Out For Delivery',
  statusLabel: 'Out For Delivery',
};

/** Both densities with rows, a hovered row, no rows and long text, under four themes. */
export const StateMatrix: Story = {
  render: () => (
    <ThemedMatrix
      rows={tableDensities}
      columns={matrixStates}
      rowHeader="Density"
      renderCell={(density, state, theme) => (
        <div style={{ width: 230 }} data-matrix={`${density} ${state}`}>
          <Table
            caption={`${theme.label}: ${density}, ${state}`}
            hideCaption
            density={density}
            columns={columns.filter((column) => column.key !== 'status')}
            rows={state === 'empty' ? [] : state === 'long text' ? [longItem] : items.slice(0, 2)}
            rowKey={(item) => String(item.id)}
            emptyMessage="NO item found in this order."
          />
        </div>
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    // The hover column forces the first body row of its tables into the hover state.
    for (const row of canvasElement.querySelectorAll('[data-matrix$=" hover"] tbody tr:first-child')) {
      row.setAttribute('data-force-state', 'hover');
    }
    const firstRow = (state: string) =>
      getComputedStyle(canvasElement.querySelector(`[data-matrix="comfortable ${state}"] tbody tr`)!);
    await expect(firstRow('hover').backgroundColor).not.toBe(firstRow('with rows').backgroundColor);
    const cell = (density: string) =>
      getComputedStyle(canvasElement.querySelector(`[data-matrix="${density} with rows"] tbody td`)!);
    await expect(cell('compact').paddingTop).not.toBe(cell('comfortable').paddingTop);
    await expect(canvasElement.querySelector('[data-matrix="compact empty"] [data-part="empty"]')).toHaveTextContent(
      'NO item found in this order.',
    );
  },
};
