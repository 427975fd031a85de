import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appSettled } from '../../storybook/settled.ts';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';

const meta = {
  title: 'Pages/Faq',
  decorators: [withAppAt],
  parameters: { layout: 'fullscreen', route: '/faq' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const topics = ['Product Information', 'My Order', 'Shipping and Delivery', 'Returns and Cancelations', 'My Account'];

async function tabLabels(canvasElement: HTMLElement) {
  const list = await within(canvasElement).findByRole('tablist', { name: 'FAQ topics' });
  return within(list)
    .getAllByRole('tab')
    .map((tab) => tab.textContent);
}

/** A guest sees the five §2 topics, the first one open. */
export const Guest: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, canvasElement }) => {
    // The first story of the file: the page's code may still be on its way.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'FAQ' }, { timeout: 8000 })).toBeVisible();
    await appSettled(canvasElement);
    await expect(await tabLabels(canvasElement)).toEqual(topics);
    await expect(canvas.getByRole('tab', { name: 'Product Information' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('heading', { level: 2, name: 'What is a Showroom ID?' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('FAQ | Showroom'));
  },
};

/** §2: contractors also see How it Works. */
export const Contractor: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { world: { signedInAs: 'contractor@demo.test' } },
  play: async ({ canvas, canvasElement }) => {
    await appSettled(canvasElement);
    await waitFor(async () => expect(await tabLabels(canvasElement)).toEqual([...topics, 'How it Works']));
    await userEvent.click(canvas.getByRole('tab', { name: 'How it Works' }));
    await expect(canvas.getByRole('heading', { level: 2, name: 'When are profits paid out?' })).toBeVisible();
    await expect(canvas.getByText(/46 business days after approval/)).toBeVisible();
    // §4 Theme: this contractor's branding (colour and logo) applies; the picture waits for the logo.
    await waitFor(() => {
      const logo = canvasElement.querySelector<HTMLImageElement>('header img');
      expect(logo?.complete && logo.naturalWidth > 0).toBe(true);
    });
  },
};

/** §2: users of type User also see How WeVisu Works. */
export const User: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { world: { signedInAs: 'customer@demo.test' } },
  play: async ({ canvas, canvasElement }) => {
    await appSettled(canvasElement);
    await waitFor(async () => expect(await tabLabels(canvasElement)).toEqual([...topics, 'How WeVisu Works']));
    await userEvent.click(canvas.getByRole('tab', { name: 'How WeVisu Works' }));
    await expect(canvas.getByRole('heading', { level: 2, name: 'What is WeVisu?' })).toBeVisible();
  },
};

/** /faq#shipping-and-delivery opens that tab. */
export const LinkedTab: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { route: '/faq#shipping-and-delivery' },
  play: async ({ canvas, canvasElement }) => {
    const tab = await canvas.findByRole('tab', { name: 'Shipping and Delivery' });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('Anywhere in the United States. We do not ship to other countries.')).toBeVisible();
    await appSettled(canvasElement);
  },
};

/** An unknown tab, or another account type's tab, falls back to the first topic. */
export const UnknownTabFallsBack: Story = {
  tags: ['!visual'],
  parameters: { route: '/faq#how-it-works' },
  play: async ({ canvas }) => {
    const first = await canvas.findByRole('tab', { name: 'Product Information' });
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.queryByRole('tab', { name: 'How it Works' })).toBeNull();
  },
};

/** Arrow keys move between tabs and open them (Radix, automatic activation); the URL follows. */
export const KeyboardSwitchesTabs: Story = {
  tags: ['!visual'],
  play: async ({ canvas, canvasElement }) => {
    const first = await canvas.findByRole('tab', { name: 'Product Information' });
    await appSettled(canvasElement);
    first.focus();
    // Radix moves focus a task after the key: each press waits for it, as a person would.
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'My Order' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    const shipping = canvas.getByRole('tab', { name: 'Shipping and Delivery' });
    await waitFor(() => expect(shipping).toHaveFocus());
    await expect(shipping).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Where do you deliver?' })).toBeVisible();
    await expect(window.location.hash).toBe('#shipping-and-delivery');
    await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'My Account' })).toHaveAttribute('aria-selected', 'true'),
    );
    await expect(window.location.hash).toBe('#my-account');
  },
};

/** At 375 px the tab list scrolls sideways; the answers take the full width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { world: { signedInAs: 'customer@demo.test' } },
  play: async ({ canvas, canvasElement }) => {
    // The first story of the file: the page's code may still be on its way.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'FAQ' }, { timeout: 8000 })).toBeVisible();
    await appSettled(canvasElement);
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'How WeVisu Works' })).toBeInTheDocument());
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
