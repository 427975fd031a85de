import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon } from '../Icon/Icon.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';

const meta = {
  title: 'UI/Foundations/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Search products' },
  render: (args) => (
    <button type="button" style={{ display: 'inline-flex', padding: 8 }}>
      <Icon name="search" />
      <VisuallyHidden {...args} />
    </button>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An icon-only button named by hidden text: the screenshot shows only the icon. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Search products' });
    const hidden = canvas.getByText('Search products');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(button.getBoundingClientRect().width).toBeLessThan(60);
  },
};

export const AsHeading: Story = {
  render: () => (
    <section aria-labelledby="cart-heading">
      <VisuallyHidden asChild>
        <h2 id="cart-heading">Your cart</h2>
      </VisuallyHidden>
      <p style={{ margin: 0 }}>Porcelain floor tile × 3</p>
    </section>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Your cart' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2 }).getBoundingClientRect().height).toBeLessThanOrEqual(1);
  },
};

/** The matrix of a component without visual states: it looks like nothing, in every theme. */
export const StateMatrix: Story = {
  render: () => (
    <p style={{ margin: 0 }}>
      Visible text
      <VisuallyHidden>and a hidden continuation</VisuallyHidden>.
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('and a hidden continuation')).toBeInTheDocument();
    await expect(canvas.getByText(/Visible text/)).toHaveTextContent('Visible textand a hidden continuation.');
  },
};
