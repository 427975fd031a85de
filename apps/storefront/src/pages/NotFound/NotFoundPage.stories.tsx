import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { SUPPORT_EMAIL } from '../../config.ts';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';

const meta = {
  title: 'Pages/NotFound',
  decorators: [withAppAt],
  parameters: { layout: 'fullscreen', route: '/404' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'There was an error with your request' }),
    ).toBeVisible();
    for (const reason of ['moved', 'outdated bookmark', 'typed wrongly']) {
      await expect(canvas.getByText(new RegExp(reason))).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Page Not Found | Showroom'));
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Back to Home' })).toBeVisible();
  },
};

/** §2: any other path redirects to /404. */
export const UnknownPathRedirects: Story = {
  parameters: { route: '/nowhere/at/all' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'There was an error with your request' }),
    ).toBeVisible();
  },
};

/** 'Back to Home' really leaves the error page. */
export const BackToHome: Story = {
  tags: ['!visual'],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Back to Home' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Remodel with materials straight from the maker' }),
    ).toBeVisible();
  },
};
