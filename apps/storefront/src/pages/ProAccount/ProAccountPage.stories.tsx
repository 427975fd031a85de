import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appSettled } from '../../storybook/settled.ts';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';

const meta = {
  title: 'Pages/ProAccount',
  decorators: [withAppAt],
  parameters: { layout: 'fullscreen', route: '/pro-account' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a pro gets (§1, §9), the way to apply and where pros sign in. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: /Pro Account/ }, { timeout: 5000 });
    for (const claim of [/at least 10 %/, /Showroom ID/, /paid out/, /within 24 hours/, /about 30 minutes/]) {
      await expect(canvas.getAllByText(claim)[0]).toBeVisible();
    }
    for (const link of canvas.getAllByRole('link', { name: /Apply as a contractor|Start your application/ })) {
      await expect(link).toHaveAttribute('href', '/register/contractor');
    }
    await expect(canvas.getByRole('link', { name: 'Already a pro? Sign in' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await appSettled(canvasElement);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Apply as a contractor' }, { timeout: 5000 })).toBeVisible();
    await appSettled(canvasElement);
  },
};
