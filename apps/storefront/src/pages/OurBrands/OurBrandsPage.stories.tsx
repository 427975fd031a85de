import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { brandPartners } from '../../content/brandPartners.ts';
import { appSettled } from '../../storybook/settled.ts';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';

/** `/our-brands`: the partners' logos are the demo dataset's generated pictures. */
const meta = {
  title: 'Pages/OurBrands',
  decorators: [withAppAt],
  parameters: { layout: 'fullscreen', route: '/our-brands' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function brandsOf(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Our Brands' }, { timeout: 5000 });
  const list = canvas.getByRole('list', { name: 'Brand partners' });
  const logos = [...list.querySelectorAll('img')];
  // Every logo drawn before the picture is taken.
  await waitFor(() => expect(logos.filter((logo) => !logo.complete || logo.naturalWidth === 0)).toEqual([]), {
    timeout: 5000,
  });
  return { canvas, items: within(list).getAllByRole('listitem') };
}

/** Every partner with its name and speciality, and the way to shop them. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const { canvas, items } = await brandsOf(canvasElement);
    await expect(items).toHaveLength(brandPartners.length);
    for (const brand of brandPartners) {
      await expect(canvas.getByRole('heading', { level: 2, name: brand.name })).toBeVisible();
      await expect(canvas.getByText(brand.speciality)).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: 'Shop these brands' })).toHaveAttribute(
      'href',
      '/visualize/contractor/all',
    );
    await expect(canvas.getByRole('link', { name: 'Buy them at wholesale as a pro' })).toHaveAttribute(
      'href',
      '/pro-account',
    );
    await appSettled(canvasElement);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const { items } = await brandsOf(canvasElement);
    await expect(items).toHaveLength(brandPartners.length);
    await appSettled(canvasElement);
  },
};
