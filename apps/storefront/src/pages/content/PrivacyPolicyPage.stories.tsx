import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { appSettled } from '../../storybook/settled.ts';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';

const meta = {
  title: 'Pages/PrivacyPolicy',
  decorators: [withAppAt],
  parameters: { layout: 'fullscreen', route: '/privacy_policy' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** §2: last updated May 3, 2021; what is collected, how it is used and shared, security. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(canvas.getByText('Last updated May 3, 2021')).toBeVisible();
    const collected = [
      'Registration data',
      'Social sign-on',
      'Referrals',
      'Payments',
      'Support',
      'Location',
      'Cookies and analytics',
    ];
    for (const name of collected) await expect(canvas.getByRole('heading', { level: 3, name })).toBeVisible();
    for (const name of ['What we collect', 'How we use it', 'How we share it', 'Security']) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    const contents = canvas.getByRole('navigation', { name: 'On this page' });
    await expect(within(contents).getByRole('link', { name: 'Security' })).toHaveAttribute('href', '#privacy-security');
    await waitFor(() => expect(document.title).toBe('Privacy Policy | Showroom'));
    await appSettled(canvasElement);
  },
};
