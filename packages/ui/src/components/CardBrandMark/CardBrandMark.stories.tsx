import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ThemedMatrix } from '../../storybook/ThemedMatrix.tsx';
import { CardBrandMark, cardBrandMarkSizes, cardBrands } from './CardBrandMark.tsx';

const meta = {
  title: 'UI/Foundations/CardBrandMark',
  component: CardBrandMark,
  args: { brand: 'visa' },
  argTypes: {
    brand: { control: 'select', options: cardBrands },
    size: { control: 'inline-radio', options: cardBrandMarkSizes },
  },
} satisfies Meta<typeof CardBrandMark>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Visa' })).toHaveAttribute('data-brand', 'visa');
  },
};

/** Types card-validator knows but that have no mark of their own, and no type at all. */
export const UnknownBrands: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <CardBrandMark brand="jcb" />
      <CardBrandMark brand="diners-club" label="Diners Club" />
      <CardBrandMark brand={null} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const marks = canvasElement.querySelectorAll('svg[data-brand]');
    await expect([...marks].map((mark) => mark.getAttribute('data-brand'))).toEqual(['generic', 'generic', 'generic']);
    await expect(canvas.getByRole('img', { name: 'Diners Club' })).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: 'Card' })).toHaveLength(2);
  },
};

export const Decorative: Story = {
  args: { brand: 'mastercard', decorative: true },
  render: (args) => (
    <p style={{ display: 'flex', gap: 8, alignItems: 'center', margin: 0 }}>
      <CardBrandMark {...args} /> Mastercard ending 4444
    </p>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Every brand at every size, under the default theme and three shop colours. */
export const StateMatrix: Story = {
  render: () => (
    <ThemedMatrix
      rows={cardBrands}
      columns={cardBrandMarkSizes}
      rowHeader="Brand"
      renderCell={(brand, size) => <CardBrandMark brand={brand} size={size} />}
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    // Four themes × three sizes of each brand, each with the brand's name.
    await expect(canvas.getAllByRole('img', { name: 'American Express' })).toHaveLength(12);
    const width = (size: string) =>
      canvasElement.querySelector(`[data-brand="visa"][data-size="${size}"]`)!.getBoundingClientRect().width;
    await expect(width('sm')).toBeLessThan(width('md'));
    await expect(width('md')).toBeLessThan(width('lg'));
  },
};
