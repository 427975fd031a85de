import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { landedOn, mobile, pageOf } from '../../features/account/accountStoryKit.tsx';
import { currentStoryServices } from '../../storybook/storyServices.ts';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';

/**
 * /account_verify (§2: "not shown: purpose"), designed as the landing page of account
 * verification: a link in the query form goes on to /verify/{token}; without one, where the
 * account stands.
 */
const meta = {
  title: 'Pages/Verification/AccountVerify',
  decorators: [withAppAt],
  parameters: { layout: 'fullscreen', route: '/account_verify' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function guest(canvasElement: HTMLElement): Promise<void> {
  const canvas = await pageOf(canvasElement, 'Account Verification');
  await expect(canvas.getByRole('link', { name: 'Sign in to verify' })).toHaveAttribute(
    'href',
    '/login?redirect=%2Fverifiction',
  );
}

/** A guest: how verification works, and Sign in to get a link. */
export const Guest: Story = {
  play: async ({ canvasElement }) => guest(canvasElement),
};

export const GuestMobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => guest(canvasElement),
};

/** A verified customer: verified since when, and on to the account. */
export const Verified: Story = {
  parameters: { world: { signedInAs: 'customer@demo.test' } },
  play: async ({ canvasElement }) => {
    const canvas = await pageOf(canvasElement, 'Your account is verified');
    await expect(canvas.getByText(/^customer@demo\.test is verified since \d\d\.\d\d\.\d{4}\.$/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to My Account' })).toHaveAttribute('href', '/account');
  },
};

/** The account still loading ('slowNetwork'). */
export const Checking: Story = {
  parameters: { world: { signedInAs: 'customer@demo.test', scenario: 'slowNetwork' } },
  play: async ({ canvasElement }) => {
    const canvas = await pageOf(canvasElement, 'Account Verification', { settle: false });
    await expect(canvas.getByText('Checking your account…')).toHaveAttribute('role', 'status');
  },
};

/** §4: a signed-in unverified user goes on to /verifiction. */
export const Unverified: Story = {
  tags: ['!visual'],
  parameters: { world: { signedInAs: 'unverified@demo.test' } },
  play: async ({ canvasElement }) => {
    await landedOn(canvasElement, '/verifiction');
  },
};

/** A link in the query form (`?token=`) is verified by /verify/{token}, its redirect kept. */
export const WithToken: Story = {
  tags: ['!visual'],
  parameters: { route: '/account_verify?token=demo-verify-8&redirect=%2Ffaq' },
  play: async ({ canvasElement }) => {
    await pageOf(canvasElement, 'Your e-mail address is verified');
    await expect(currentStoryServices()?.router.currentPath()).toBe('/verify/demo-verify-8?redirect=%2Ffaq');
  },
};
