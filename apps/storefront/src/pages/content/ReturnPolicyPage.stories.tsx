import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appSettled } from '../../storybook/settled.ts';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';

const meta = {
  title: 'Pages/ReturnPolicy',
  decorators: [withAppAt],
  parameters: { layout: 'fullscreen', route: '/return_policy' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const headings = [
  'Returning an item',
  'How to start a return',
  'What can be returned',
  'Return shipping and restocking fee',
  'Refunds',
  'Damaged, missing or incomplete orders',
  'Cancelling instead of returning',
  'Questions about a return',
];

/** §9: 12 days to return, refunds in 7–14 business days, claims within one year, 60 minutes to cancel. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Return Policy' })).toBeVisible();
    const article = canvas.getByRole('article');
    await expect(
      within(article)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(headings);
    const contents = canvas.getByRole('navigation', { name: 'On this page' });
    await expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(headings);
    for (const fact of [/12 days/, /7–14 business days/, /one year/, /60 minutes/, /two weeks/]) {
      await expect(canvas.getAllByText(fact).length).toBeGreaterThan(0);
    }
    await waitFor(() => expect(document.title).toBe('Return Policy | Showroom'));
    await appSettled(canvasElement);
  },
};

/** At 375 px the contents sit above the text, full width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    const contents = await canvas.findByRole('navigation', { name: 'On this page' });
    const first = canvas.getByRole('heading', { level: 2, name: 'Returning an item' });
    await expect(contents.getBoundingClientRect().bottom).toBeLessThanOrEqual(first.getBoundingClientRect().top);
    await appSettled(canvasElement);
  },
};

/** A contents link scrolls its section into view and takes keyboard focus there, without leaving the page. */
export const ContentsLinkMovesToSection: Story = {
  tags: ['!visual'],
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, canvasElement }) => {
    const contents = await canvas.findByRole('navigation', { name: 'On this page' });
    await appSettled(canvasElement);
    await userEvent.click(within(contents).getByRole('link', { name: 'Refunds' }));
    const section = canvas.getByRole('heading', { level: 2, name: 'Refunds' });
    await waitFor(() => expect(section).toHaveFocus());
    await waitFor(() => expect(Math.abs(section.getBoundingClientRect().top)).toBeLessThan(40));
    await expect(window.location.hash).toBe('#returns-refunds');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Return Policy' })).toBeInTheDocument();
  },
};
