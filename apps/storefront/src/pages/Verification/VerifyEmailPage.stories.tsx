import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { animationsFinished, landedOn, mobile, pageOf, toastOf } from '../../features/account/accountStoryKit.tsx';
import { appSettled } from '../../storybook/settled.ts';
import { currentStoryServices } from '../../storybook/storyServices.ts';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';

/**
 * /verify/{hash} as the verification e-mail opens it, answered by the @showroom/api demo
 * handlers (GET /api/email/verify/{token}; the mocks' links are `demo-verify-<user id>`, the
 * unverified demo account being 8).
 */
const LINK = '/verify/demo-verify-8';
const VERIFIED = 'Your email address has been verified.';
const INVALID = 'This verification link is invalid or has expired.';

const meta = {
  title: 'Pages/Verification/VerifyEmail',
  decorators: [withAppAt],
  parameters: { layout: 'fullscreen', route: LINK },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function verifiedAsGuest(canvasElement: HTMLElement): Promise<void> {
  const canvas = await pageOf(canvasElement, 'Your e-mail address is verified');
  await expect(canvas.getByText(VERIFIED)).toBeVisible();
  await expect(canvas.getByText(VERIFIED).closest('[role="status"]')).not.toBeNull();
  await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login?redirect=%2F');
  await expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
}

async function refusedLink(canvasElement: HTMLElement, signedIn: boolean): Promise<void> {
  const canvas = await pageOf(canvasElement, 'This verification link cannot be used');
  await expect(canvas.getByText(INVALID, { selector: 'p' })).toBeVisible();
  const next = canvas.getByRole('link', { name: signedIn ? 'Send me a new link' : 'Sign in to get a new link' });
  await expect(next).toHaveAttribute('href', signedIn ? '/verifiction' : '/login?redirect=%2Fverifiction');
  // The §8 404 toast says it too.
  await expect(await toastOf(canvasElement, 'error')).toHaveTextContent(INVALID);
  await animationsFinished(canvasElement);
}

/** Verifying ('slowNetwork' holds the answer): a spinner and what is happening. */
export const Verifying: Story = {
  parameters: { world: { scenario: 'slowNetwork' } },
  play: async ({ canvasElement }) => {
    const canvas = await pageOf(canvasElement, 'Verifying your e-mail address', { settle: false });
    await expect(canvas.getByText('Confirming your e-mail address…')).toBeVisible();
  },
};

export const VerifyingMobile: Story = {
  globals: mobile,
  parameters: { world: { scenario: 'slowNetwork' } },
  play: async ({ canvasElement }) => {
    await pageOf(canvasElement, 'Verifying your e-mail address', { settle: false });
  },
};

/** A guest verified: said so (in the live region), with Sign In and Continue Shopping. */
export const VerifiedGuest: Story = {
  play: async ({ canvasElement }) => verifiedAsGuest(canvasElement),
};

export const VerifiedGuestMobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => verifiedAsGuest(canvasElement),
};

/**
 * Signed in: verified, the session user read again (verified now), on to the redirect query
 * with the success toast. No picture: it would show the FAQ page.
 */
export const VerifiedSignedIn: Story = {
  tags: ['!visual'],
  parameters: { route: `${LINK}?redirect=%2Ffaq`, world: { signedInAs: 'unverified@demo.test' } },
  play: async ({ canvasElement }) => {
    await landedOn(canvasElement, '/faq');
    await expect(await toastOf(canvasElement, 'success')).toHaveTextContent(VERIFIED);
    await waitFor(() => expect(currentStoryServices()?.session.getState().user?.email_verified_at).toBeTruthy());
  },
};

/** An unknown, used or expired link (404): said plainly, with the way to a new one for a guest. */
export const RefusedGuest: Story = {
  parameters: { route: '/verify/demo-verify-999' },
  play: async ({ canvasElement }) => refusedLink(canvasElement, false),
};

export const RefusedGuestMobile: Story = {
  globals: mobile,
  parameters: { route: '/verify/demo-verify-999' },
  play: async ({ canvasElement }) => refusedLink(canvasElement, false),
};

/** Signed in and unverified: the new link is one click away, on /verifiction. */
export const RefusedSignedIn: Story = {
  parameters: { route: '/verify/demo-verify-999', world: { signedInAs: 'unverified@demo.test' } },
  play: async ({ canvasElement }) => refusedLink(canvasElement, true),
};

/** The server fails (500): the link may be fine, so Try again; it then verifies. */
export const Failed: Story = {
  parameters: { world: { scenario: 'serverError' } },
  play: async ({ canvasElement }) => {
    const canvas = await pageOf(canvasElement, 'The link could not be checked');
    await expect(canvas.getByText('Internal Server error please try again.', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await appSettled(canvasElement);
    await animationsFinished(canvasElement);
  },
};

/** Try again asks once more (still failing here): the page stays, no blank screen. */
export const FailedRetried: Story = {
  tags: ['!visual'],
  parameters: { world: { scenario: 'serverError' } },
  play: async ({ canvasElement }) => {
    const canvas = await pageOf(canvasElement, 'The link could not be checked');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await pageOf(canvasElement, 'The link could not be checked');
  },
};
