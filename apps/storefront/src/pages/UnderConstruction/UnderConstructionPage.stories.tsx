import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';

const meta = {
  title: 'Pages/UnderConstruction',
  decorators: [withAppAt],
  parameters: { layout: 'fullscreen', route: '/payout_setup', world: { signedInAs: 'contractor@demo.test' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A route from §2 whose page comes in a later issue: its title, marked as under construction. */
export const PayoutSettings: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Payout Settings' })).toBeVisible();
    await expect(canvas.getByText('Under construction')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Payout Settings | Showroom'));
  },
};

/** Optional path segments (§2 `{vsd_id?}`) resolve to the same route. */
export const ProductWithOptionalShowroom: Story = {
  tags: ['!visual'],
  parameters: { route: '/product/abc123/DEMO0001' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Product' })).toBeVisible();
  },
};
