import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleShopColors } from '../../../../.storybook/shopColors.ts';
import { appSettled } from '../storybook/settled.ts';
import { shopThemeApplied, underShopColour } from '../storybook/storyVariants.ts';
import { withAppAt } from '../storybook/withMemoryRouter.tsx';

/**
 * The shell's header as the app renders it: real stores and machines, answered by the
 * @showroom/api demo handlers. `parameters.world` says who is signed in and which showroom is active.
 */
const meta = {
  title: 'Shell/Header',
  decorators: [withAppAt],
  parameters: { layout: 'fullscreen', route: '/about_us' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const header = (canvasElement: HTMLElement) => within(canvasElement.querySelector('header') as HTMLElement);

/** A guest without a showroom: no menu is requested, an invitation to enter a Showroom ID instead. */
export const SignedOutWithoutShowroom: Story = {
  tags: [
    '!visual',
    'state:session.user',
    'state:session.user.initializing',
    'state:session.user.signedOut',
    'state:navigation.idle',
  ],
  play: async ({ canvasElement }) => {
    const canvas = header(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Sign in or sign up' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Enter a Showroom ID' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('navigation', { name: 'Departments' })).toBeNull();
    // The page under the header (the first story of the file: its code may arrive after the header's).
    await within(canvasElement).findByRole('heading', { level: 1, name: 'About Us' });
    await appSettled(canvasElement);
  },
};

/** The guest dropdown: Sign Up Free and Login. */
export const GuestMenuOpen: Story = {
  parameters: { world: { showroom: 'OAKS2026' } },
  play: async ({ canvasElement }) => {
    const canvas = header(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in or sign up' }));
    await expect(canvas.getByRole('link', { name: 'Sign Up Free' })).toHaveAttribute('href', '/register');
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('link', { name: 'Login' })).toBeNull();
    await appSettled(canvasElement);
  },
};

/** Signed in: the account dropdown with Notifications (pending count), My Account, My Projects (a customer's) and Log Out. */
export const SignedIn: Story = {
  tags: ['state:session.user.signedIn', 'state:session.user.signedIn.ready'],
  parameters: { world: { signedInAs: 'customer@demo.test', showroom: 'OAKS2026' } },
  play: async ({ canvasElement }) => {
    const canvas = header(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Account menu' }));
    const notifications = await canvas.findByRole('link', { name: /Notifications/ });
    await expect(notifications).toHaveAttribute('href', '/notification');
    await waitFor(() => expect(notifications).toHaveAccessibleName(/pending/), { timeout: 5000 });
    await expect(canvas.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/account');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'My Projects' })).toHaveAttribute('href', '/projects'));
    await expect(canvas.getByRole('button', { name: 'Log Out' })).toBeVisible();
    await appSettled(canvasElement);
  },
};

/** A pro's account dropdown: projects are a customer's, so no My Projects. */
export const SignedInPro: Story = {
  tags: ['!visual'],
  parameters: { world: { signedInAs: 'contractor@demo.test' } },
  play: async ({ canvasElement }) => {
    const canvas = header(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Account menu' }));
    await expect(await canvas.findByRole('link', { name: 'My Account' })).toBeVisible();
    await appSettled(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'My Projects' })).toBeNull();
  },
};

/** The pending count arrives with the notifications load that follows each navigation. */
export const WithPendingNotifications: Story = {
  // Its picture never settled within the matcher's time (to be found); SignedIn shows the same menu.
  tags: ['!visual'],
  parameters: { world: { signedInAs: 'customer@demo.test', showroom: 'OAKS2026' } },
  play: async ({ canvasElement }) => {
    const canvas = header(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Account menu' }));
    const link = await canvas.findByRole('link', { name: /Notifications/ });
    await waitFor(() => expect(link).toHaveAccessibleName(/Notifications [1-9]\d* pending/), { timeout: 5000 });
    await appSettled(canvasElement);
  },
};

/** While the signed-in user loads, the account button is a placeholder. */
export const LoadingUser: Story = {
  tags: ['state:session.user.loadingUser'],
  parameters: { world: { signedInAs: 'customer@demo.test', scenario: 'slowNetwork' } },
  play: async ({ canvasElement }) => {
    const canvas = header(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Showroom home' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Account menu|Sign in or sign up/ })).toBeNull();
  },
};

/** Log Out: the session ends, the §9 keys go, and the success toast says so. */
export const LogOut: Story = {
  tags: ['!visual', 'state:session.user.loggingOut'],
  parameters: { world: { signedInAs: 'customer@demo.test', showroom: 'OAKS2026' } },
  play: async ({ canvasElement }) => {
    const canvas = header(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Account menu' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Log Out' }));
    await expect(await canvas.findByRole('button', { name: 'Sign in or sign up' })).toBeVisible();
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText(/logged out/i, {}, { timeout: 5000 })).toBeInTheDocument();
    await appSettled(canvasElement);
  },
};

/** DEMO0001's custom add-on grants branding (§4): its colour and business logo. */
export const BrandedShowroom: Story = {
  parameters: { world: { showroom: 'DEMO0001' } },
  play: async ({ canvasElement }) => {
    const canvas = header(canvasElement);
    await expect(await canvas.findByRole('navigation', { name: 'Departments' })).toBeVisible();
    await shopThemeApplied(canvasElement);
    await appSettled(canvasElement);
  },
};

/** The desktop department menu: a department's categories and child categories. */
export const DepartmentOpen: Story = {
  parameters: { world: { showroom: 'OAKS2026' } },
  play: async ({ canvasElement }) => {
    const canvas = header(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Departments' });
    const [first] = within(nav).getAllByRole('button');
    await userEvent.click(first as HTMLElement);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(within(nav).getAllByRole('link', { name: /Shop All/ })[0]).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(first).toHaveFocus();
    // Open again with the keyboard, for the picture.
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await appSettled(canvasElement);
  },
};

/** A guest cart (stored cart id) with its count badge, read out in full. */
export const CartWithItems: Story = {
  parameters: { world: { showroom: 'OAKS2026', storage: { cart_id: 'demo-guest-cart' } } },
  play: async ({ canvasElement }) => {
    const canvas = header(canvasElement);
    await waitFor(() => expect(canvas.getByRole('link', { name: /Cart [1-9]\d* items? in cart/ })).toBeVisible());
    await appSettled(canvasElement);
  },
};

/** The menu request fails: the header says so and offers a retry; the page stays. */
export const MenuError: Story = {
  parameters: { world: { showroom: 'OAKS2026', scenario: 'serverError' } },
  play: async ({ canvasElement }) => {
    const canvas = header(canvasElement);
    await expect(await canvas.findByText('The departments could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await appSettled(canvasElement);
  },
};

/** While the menu loads: a skeleton, announced as loading. */
export const MenuLoading: Story = {
  parameters: { world: { showroom: 'OAKS2026', scenario: 'slowNetwork' } },
  play: async ({ canvasElement }) => {
    const canvas = header(canvasElement);
    await expect(await canvas.findByText('Loading departments…')).toBeInTheDocument();
  },
};

/** The header under three shop colours (custom add-on on): every brand surface re-themes. */
export const LightShop: Story = {
  parameters: { world: { showroom: 'OAKS2026', themeColor: sampleShopColors.light.value } },
  play: async ({ canvasElement }) => {
    await shopThemeApplied(canvasElement);
    await appSettled(canvasElement);
  },
};

export const DarkShop: Story = {
  parameters: { world: { showroom: 'OAKS2026', themeColor: sampleShopColors.dark.value } },
  play: LightShop.play,
};

export const SaturatedShop: Story = {
  parameters: { world: { showroom: 'OAKS2026', themeColor: sampleShopColors.saturated.value } },
  play: LightShop.play,
};

/** A showroom without departments: the header says so instead of an empty menu. */
export const MenuEmpty: Story = {
  parameters: { world: { showroom: 'OAKS2026', empty: ['/api/menu_category'] } },
  play: async ({ canvasElement }) => {
    const canvas = header(canvasElement);
    await expect(await canvas.findByText('This showroom has no departments yet.')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Departments' })).toBeNull();
    await appSettled(canvasElement);
  },
};

/** 375 px: the menu button replaces the departments; the brand and cart stay. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { world: { showroom: 'OAKS2026', storage: { cart_id: 'demo-guest-cart' } } },
  play: async ({ canvasElement }) => {
    const canvas = header(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Departments' })).toBeNull();
    await appSettled(canvasElement);
  },
};

/** 375 px signed in: the account menu opens over the narrow header, with the pending count. */
export const SignedInMobile: Story = {
  ...SignedIn,
  tags: [],
  globals: { viewport: { value: 'mobile' } },
};

/** Signed in under a shop colour: the account dropdown (with its pending count) takes the theme. */
const signedInUnderShopColour = (themeColor: string): Story =>
  underShopColour(SignedIn, themeColor, { signedInAs: 'customer@demo.test' });

export const SignedInSaturatedShop = signedInUnderShopColour(sampleShopColors.saturated.value);
export const SignedInSaturatedShopMobile: Story = {
  ...SignedInSaturatedShop,
  globals: { viewport: { value: 'mobile' } },
};

/** A guest's cart under a shop colour: the count badge keeps its contrast on every brand. */
const cartUnderShopColour = (themeColor: string): Story =>
  underShopColour(CartWithItems, themeColor, { storage: { cart_id: 'demo-guest-cart' } });

export const CartWithItemsSaturatedShop = cartUnderShopColour(sampleShopColors.saturated.value);
export const CartWithItemsSaturatedShopMobile: Story = {
  ...CartWithItemsSaturatedShop,
  globals: { viewport: { value: 'mobile' } },
};

/**
 * The search box as a combobox: the plain box is touched first when it is still there (the
 * combobox code is a chunk of its own, loaded on that first touch, then kept for later stories).
 * `scope` holds the search form (the combobox's form replaces the plain one).
 */
async function searchCombobox(scope: HTMLElement) {
  const area = within(scope);
  const plain = area.queryByRole('searchbox', { name: 'Search products' });
  if (plain) await userEvent.click(plain);
  const box = await area.findByRole('combobox', { name: 'Search products' }, { timeout: 20_000 });
  if (plain) await waitFor(() => expect(box).toHaveFocus());
  else await userEvent.click(box);
  return box;
}

/** The header's product search (1280 px): a plain box until first touched, then suggestions as you type. */
const searchPlay: Story['play'] = async ({ canvasElement }) => {
  const canvas = header(canvasElement);
  await canvas.findByRole('navigation', { name: 'Departments' });
  // Before any intent: a plain search box in a form that works without the app.
  await expect(canvas.getByRole('search')).toHaveAttribute('action', '/search');
  await expect(canvas.getByRole('search').querySelector('input')).toHaveAttribute('name', 'q');
  // The combobox takes the plain box's place with the focus, then asks once the text has paused.
  const box = await searchCombobox(canvasElement.querySelector('header') as HTMLElement);
  const search = canvas.getByRole('search');
  await userEvent.type(box, 'tiel');
  const listbox = await within(search).findByRole('listbox', { name: 'Search products' }, { timeout: 10_000 });
  await waitFor(() => expect(within(listbox).getAllByRole('option').length).toBeGreaterThan(0));
  await expect(within(search).getByText(/^Did you mean/)).toHaveTextContent('Did you mean tile?');
  await userEvent.keyboard('{ArrowDown}');
  const [first] = within(listbox).getAllByRole('option');
  await expect(box).toHaveAttribute('aria-activedescendant', first?.id);
  await expect(first).toHaveTextContent(/\$[\d,]+\.\d{2}/);
  await expect(first?.querySelector('img')).not.toBeNull();
  await appSettled(canvasElement);
};

export const SearchSuggestions: Story = {
  parameters: { world: { showroom: 'DEMO0001' } },
  play: searchPlay,
};

/** Enter on a suggestion opens its product in the showroom; Enter on the text opens /search?q=…. */
export const SearchKeyboard: Story = {
  tags: ['!visual'],
  parameters: { world: { showroom: 'DEMO0001' } },
  play: async (context) => {
    await searchPlay(context);
    const canvas = header(context.canvasElement);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(context.canvasElement.querySelector('main h1')?.textContent ?? '').not.toBe('About Us'));
    const box = canvas.getByRole('combobox', { name: 'Search products' });
    await expect(box).toHaveValue('tiel');
    await userEvent.type(box, '{Escape}{Escape}');
    await expect(box).toHaveValue('');
    await userEvent.type(box, 'oak{Enter}');
    await expect(
      await within(context.canvasElement).findByRole(
        'heading',
        { level: 1, name: 'Search results' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(box).toHaveValue('oak');
  },
};

/** The suggestions fail: the popup says so with Try again; nothing else changes. */
export const SearchSuggestionsError: Story = {
  tags: ['!visual'],
  parameters: { world: { showroom: 'DEMO0001', failing: ['GET /api/products/suggest'] } },
  play: async ({ canvasElement }) => {
    const canvas = header(canvasElement);
    await canvas.findByRole('navigation', { name: 'Departments' });
    const box = await searchCombobox(canvasElement.querySelector('header') as HTMLElement);
    await userEvent.type(box, 'tile');
    await expect(
      await canvas.findByText(
        'Suggestions could not be loaded.',
        { selector: '[data-status] span' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/**
 * 375 px: the search is a row of its own under the header's bar (a guest without a showroom has
 * no menu, and still searches); in the menu it is the first thing, its suggestions in the menu's flow.
 */
export const SearchInMobileMenu: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { world: { showroom: 'DEMO0001' } },
  play: async ({ canvasElement }) => {
    const canvas = header(canvasElement);
    const headerSearch = canvas.getByRole('search');
    await expect(headerSearch).toBeVisible();
    // Below the bar, across its whole width.
    const bar = headerSearch.parentElement!.getBoundingClientRect();
    const row = headerSearch.getBoundingClientRect();
    await expect(row.top).toBeGreaterThan(bar.top + 40);
    await expect(row.width).toBeGreaterThan(bar.width * 0.8);
    await userEvent.click(await canvas.findByRole('button', { name: 'Menu' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Menu' });
    await within(menu).findByRole('search', { name: 'Search in the menu' });
    const box = await searchCombobox(menu);
    await userEvent.type(box, 'oak');
    const listbox = await within(menu).findByRole('listbox', { name: 'Search products' }, { timeout: 10_000 });
    await waitFor(() => expect(within(listbox).getAllByRole('option').length).toBeGreaterThan(0));
    // Escape closes the suggestions first; the menu stays.
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeVisible();
    await userEvent.type(box, 's');
    await waitFor(() => expect(within(listbox).getAllByRole('option').length).toBeGreaterThan(0));
    await appSettled(canvasElement);
  },
};
