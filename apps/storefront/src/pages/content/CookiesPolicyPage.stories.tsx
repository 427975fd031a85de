import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { appSettled } from '../../storybook/settled.ts';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';

const meta = {
  title: 'Pages/CookiesPolicy',
  decorators: [withAppAt],
  parameters: { layout: 'fullscreen', route: '/cookies_policy' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Cookies Policy' })).toBeVisible();
    // §3 cookies with the §9 lifetimes; the password is never one of them.
    for (const name of ['user_type', 'remember_me and remember_email', 'otp_verify']) {
      await expect(canvas.getByText(name, { selector: 'dt' })).toBeVisible();
    }
    await expect(canvas.getByText(/Kept for 1 day\./)).toBeVisible();
    await expect(canvas.getAllByText(/Kept for 340 days\./)).toHaveLength(2);
    await expect(canvas.getByText(/never store your password/)).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'On this page' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Cookies Policy | Showroom'));
    await appSettled(canvasElement);
  },
};
