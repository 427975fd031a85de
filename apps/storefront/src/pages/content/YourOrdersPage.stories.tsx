import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { appSettled } from '../../storybook/settled.ts';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';

const meta = {
  title: 'Pages/YourOrders',
  decorators: [withAppAt],
  parameters: { layout: 'fullscreen', route: '/your_orders' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** §2 "My Order help" for a guest: every status a customer reads explained (10 names for §4's 14), and a way to sign in. */
export const Guest: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Your Orders' })).toBeVisible();
    await expect(canvas.getByText(/You are not signed in/)).toBeVisible();
    await expect(canvas.getAllByRole('term')).toHaveLength(10);
    for (const label of ['Awaiting approval', 'Not available', 'Being prepared', 'Out for delivery', 'Cancelled']) {
      await expect(canvas.getByText(label, { selector: 'dt' })).toBeVisible();
    }
    await expect(canvas.getByText('48 hours')).toBeVisible();
    // The stored spelling and the admin's steps are never a customer's words.
    await expect(canvas.queryByText('Cancle', { selector: 'dt' })).toBeNull();
    await expect(canvas.queryByText('Accept to Pick Up', { selector: 'dt' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Your Orders | Showroom'));
    await appSettled(canvasElement);
  },
};

/** A signed-in customer is not asked to sign in. */
export const SignedIn: Story = {
  tags: ['!visual'],
  parameters: { world: { signedInAs: 'customer@demo.test' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Your Orders' })).toBeVisible();
    await appSettled(canvasElement);
    await expect(canvas.queryByText(/You are not signed in/)).toBeNull();
  },
};
