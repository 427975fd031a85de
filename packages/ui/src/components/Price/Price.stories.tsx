import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ThemedMatrix } from '../../storybook/ThemedMatrix.tsx';
import { Price, priceSizes } from './Price.tsx';

const meta = {
  title: 'UI/Commerce/Price',
  component: Price,
  args: { amount: 1249.5 },
  argTypes: { size: { control: 'inline-radio', options: priceSizes } },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No uom: the default label 'Piece' (SPEC §3). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const price = canvasElement.querySelector('[data-size="md"]')!;
    await expect(price).toHaveTextContent('$1,249.50 / per Piece');
    await expect(price.querySelector('[data-part="per-sqft"]')).toBeNull();
  },
};

/** SPEC §9: Box units add the price per square foot, price ÷ box_sqft. */
export const BoxWithSquareFeet: Story = {
  args: { amount: 45, uom: 'Box', unit: 'Box', boxSqft: 20 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="amount"]')).toHaveTextContent('$45.00');
    await expect(canvasElement.querySelector('[data-part="uom"]')).toHaveTextContent('Box');
    await expect(canvasElement.querySelector('[data-part="per-sqft"]')).toHaveTextContent(
      '$2.25 / sq ft per square foot',
    );
  },
};

/** Profit of a returned item is negated (SPEC §4) and shown in the danger tone. */
export const Negative: Story = {
  args: { amount: -18.4, hideUom: true },
  play: async ({ canvasElement }) => {
    const amount = canvasElement.querySelector<HTMLElement>('[data-part="amount"]')!;
    await expect(amount).toHaveTextContent('-$18.40');
    await expect(canvasElement.querySelector('[data-part="uom"]')).toBeNull();
  },
};

const cases = {
  piece: { amount: 12 },
  'custom uom': { amount: 3.99, uom: 'Linear ft' },
  'box per sq ft': { amount: 89.95, uom: 'Box', unit: 'Box', boxSqft: 15.5 },
  'box without sqft': { amount: 89.95, uom: 'Box', unit: 'Box' },
  negative: { amount: -240.1 },
  zero: { amount: 0 },
  'long text': { amount: 1234567.891, uom: 'Pallet of 48 boxes (approximately 720 sq ft)' },
} as const;
const caseNames = Object.keys(cases) as (keyof typeof cases)[];

/** Every size with every kind of price, under four themes. */
export const StateMatrix: Story = {
  render: () => (
    <ThemedMatrix
      rows={priceSizes}
      columns={caseNames}
      rowHeader="Size"
      renderCell={(size, name) => (
        <div style={{ maxWidth: 150 }}>
          <Price size={size} data-case={name} {...cases[name]} />
        </div>
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const amount = (name: string) =>
      canvasElement.querySelector<HTMLElement>(`[data-size="md"][data-case="${name}"] [data-part="amount"]`)!;
    await expect(getComputedStyle(amount('negative')).color).not.toBe(getComputedStyle(amount('piece')).color);
    await expect(
      canvasElement.querySelector('[data-size="md"][data-case="box per sq ft"] [data-part="per-sqft"]'),
    ).toHaveTextContent('$5.80');
    await expect(canvasElement.querySelector('[data-case="box without sqft"] [data-part="per-sqft"]')).toBeNull();
    await expect(
      getComputedStyle(canvasElement.querySelector('[data-size="lg"][data-case="piece"]')!).fontSize,
    ).not.toBe(getComputedStyle(canvasElement.querySelector('[data-size="sm"][data-case="piece"]')!).fontSize);
  },
};
