import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { appSettled } from '../../storybook/settled.ts';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';

const meta = {
  title: 'Pages/AboutUs',
  decorators: [withAppAt],
  parameters: { layout: 'fullscreen', route: '/about_us' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    for (const name of ['Who we are', 'For homeowners', 'For contractors and designers', 'What we promise']) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    // A short page: no table of contents.
    await expect(canvas.queryByRole('navigation', { name: 'On this page' })).toBeNull();
    await expect(canvas.getByText(/at least 10%/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'apply to become a pro' })).toHaveAttribute(
      'href',
      '/register/contractor',
    );
    await waitFor(() => expect(document.title).toBe('About Us | Showroom'));
    await appSettled(canvasElement);
  },
};
