import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { appSettled } from '../../storybook/settled.ts';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';

const meta = {
  title: 'Pages/TermsOfService',
  decorators: [withAppAt],
  parameters: { layout: 'fullscreen', route: '/terms_of_service' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** §2: every section of the Terms, in the order §2 lists them. */
const sections = [
  'Summary of material terms',
  'General',
  'License scope',
  'Registration and eligibility',
  'User content',
  'Fees and payment',
  'Additional services',
  'Third-party materials',
  'Permitted use',
  'Data consent',
  'Ownership',
  'Feedback',
  'Violations',
  'Liability',
  'Termination',
  'Disclaimer',
  'Limitation of liability',
  'Indemnity',
  'Third-party disputes',
  'Copyright policy',
  'Dispute resolution',
  'Return policy',
  'Miscellaneous',
];

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    const article = canvas.getByRole('article');
    await expect(
      within(article)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(sections);
    // §9: the liability cap, the minimum age, the venue.
    await expect(canvas.getByText(/greater of the fees you paid us in the twelve months/)).toBeVisible();
    await expect(canvas.getAllByText(/at least 13/).length).toBeGreaterThan(0);
    await expect(canvas.getByText(/binding individual arbitration in California/)).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Terms of Service | Showroom'));
    await appSettled(canvasElement);
  },
};

/** Opening /terms_of_service#terms-liability lands on that section, with focus on its heading. */
export const LinkedSection: Story = {
  tags: ['!visual'],
  globals: { viewport: { value: 'desktop' } },
  parameters: { route: '/terms_of_service#terms-limitation' },
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { level: 2, name: 'Limitation of liability' });
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() => expect(Math.abs(heading.getBoundingClientRect().top)).toBeLessThan(40));
  },
};
