import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SUPPORT_EMAIL } from '../../config.ts';
import { appSettled } from '../../storybook/settled.ts';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';

const meta = {
  title: 'Pages/Contact',
  decorators: [withAppAt],
  parameters: { layout: 'fullscreen', route: '/contact' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
    await expect(canvas.getByRole('link', { name: 'An order or a delivery' })).toBeVisible();
    await expect(canvas.getByText(/Nothing is sent until you send it there/)).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Contact Us | Showroom'));
    await appSettled(canvasElement);
  },
};

/** One link per topic: each opens the e-mail app on a message to support with that subject. */
export const TopicLinks: Story = {
  tags: ['!visual'],
  play: async ({ canvas }) => {
    const section = await canvas.findByRole('region', { name: 'Start your e-mail here' });
    const links = within(section).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'An order or a delivery',
      'A return or a refund',
      'A showroom or a Showroom ID',
      'My account or signing in',
      'Becoming a pro',
      'Something else',
    ]);
    const order = new URL(canvas.getByRole('link', { name: 'A return or a refund' }).getAttribute('href') ?? '');
    await expect(order.protocol).toBe('mailto:');
    await expect(order.pathname).toBe(SUPPORT_EMAIL);
    await expect(order.searchParams.get('subject')).toBe('A return or a refund');
    await expect(order.searchParams.get('body')).toMatch(/^Order number: /);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await appSettled(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
