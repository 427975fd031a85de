import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@showroom/ui/tokens';
import { expect, waitFor, within } from 'storybook/test';
import { sampleShopColors } from '../../../../.storybook/shopColors.ts';
import { appSettled } from '../storybook/settled.ts';
import { withAppAt } from '../storybook/withMemoryRouter.tsx';

/**
 * The shell's footer as the app renders it: the §2 footer links, the shipping note and the §1
 * offer card whose button opens the lead popup (see Shell/LeadPopup), under the default theme
 * and under three shop colours (custom add-on on).
 */
const meta = {
  title: 'Shell/Footer',
  decorators: [withAppAt],
  parameters: { layout: 'fullscreen', route: '/about_us', world: { showroom: 'OAKS2026' } },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** §2 "Footer links", in the spec's order. */
const footerLinks = [
  ['Your Orders', '/your_orders'],
  ['Return Policy', '/return_policy'],
  ['FAQ', '/faq'],
  ['Contact Us', '/contact'],
  ['Privacy Policy', '/privacy_policy'],
  ['Cookies Policy', '/cookies_policy'],
  ['Terms of Service', '/terms_of_service'],
];

/** The custom property behind a theme token (`var(--x)` → `--x`). */
const propertyOf = (token: string) => token.replace(/^var\((--[^,)]+).*$/, '$1');

/** Everything the footer shows, whatever the theme. */
async function footerContent(canvasElement: HTMLElement): Promise<HTMLElement> {
  const footer = canvasElement.querySelector('footer') as HTMLElement;
  await expect(footer).toBeVisible();
  const canvas = within(footer);
  const nav = canvas.getByRole('navigation', { name: 'Help and policies' });
  const links = within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
  await expect(links).toEqual(footerLinks);
  await expect(
    canvas.getByText('All transactions are in U.S. dollars. Shipping within the United States only.'),
  ).toBeVisible();
  const offer = canvas.getByRole('region', { name: 'Save up to 30%' });
  await expect(within(offer).getByRole('heading', { level: 2, name: 'Save up to 30%' })).toBeVisible();
  await expect(within(offer).getByText('Limited-time offer on all finishing materials.')).toBeVisible();
  const claim = within(offer).getByRole('button', { name: 'Claim the offer' });
  await expect(claim).toHaveAttribute('aria-haspopup', 'dialog');
  return footer;
}

/** The default theme: OAKS2026 has no custom add-on, so its own colour is not used. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const footer = await footerContent(canvasElement);
    await expect(footer.closest('[data-theme="shop"]')).toBeNull();
    await appSettled(canvasElement);
  },
};

/**
 * A shop colour: the footer sits in the shop theme, whose brand colours (the offer card, its
 * button) differ from the default theme's around it.
 */
export const LightShop: Story = {
  tags: ['!visual'],
  parameters: { world: { showroom: 'OAKS2026', themeColor: sampleShopColors.light.value } },
  play: async ({ canvasElement }) => {
    const footer = await footerContent(canvasElement);
    const shop = await waitFor(() => {
      const root = footer.closest<HTMLElement>('[data-theme="shop"]');
      if (!root?.parentElement) throw new Error('The footer is not in the shop theme yet.');
      return root;
    });
    for (const token of [vars.color.brand.solid, vars.color.brand.subtle]) {
      const property = propertyOf(token);
      const themed = getComputedStyle(shop).getPropertyValue(property).trim();
      await expect(themed).not.toBe('');
      await expect(themed).not.toBe(
        getComputedStyle(shop.parentElement as HTMLElement)
          .getPropertyValue(property)
          .trim(),
      );
    }
    await appSettled(canvasElement);
  },
};

export const DarkShop: Story = {
  tags: ['!visual'],
  parameters: { world: { showroom: 'OAKS2026', themeColor: sampleShopColors.dark.value } },
  play: LightShop.play,
};

export const SaturatedShop: Story = {
  tags: ['!visual'],
  parameters: { world: { showroom: 'OAKS2026', themeColor: sampleShopColors.saturated.value } },
  play: LightShop.play,
};

/** 375 px: the links wrap and the offer card moves under them, full width. */
export const Mobile: Story = {
  tags: ['!visual'],
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const footer = await footerContent(canvasElement);
    const nav = within(footer).getByRole('navigation', { name: 'Help and policies' });
    const offer = within(footer).getByRole('region', { name: 'Save up to 30%' });
    await expect(offer.getBoundingClientRect().top).toBeGreaterThan(nav.getBoundingClientRect().bottom);
    await expect(footer.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await appSettled(canvasElement);
  },
};

/** 375 px under a shop colour. */
export const MobileSaturatedShop: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { world: { showroom: 'OAKS2026', themeColor: sampleShopColors.saturated.value } },
  play: async (context) => {
    await Mobile.play?.(context);
    await LightShop.play?.(context);
  },
};
