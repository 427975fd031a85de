import { cooldownMessage, EMAIL_RESEND_COOLDOWN_SECONDS } from '@showroom/api/client';
import { EMAIL_COOLDOWN_SCENARIO_SECONDS } from '@showroom/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appSettled } from '../../storybook/settled.ts';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';
import { aiSignedIn, aiStateIs, mobile, pageOf, signedUpAs, stepClock, withHeldClock } from './aiStoryKit.tsx';
import { LINK_VERIFIED } from './AiEmailLinkResult.tsx';
import { NOT_VERIFIED_YET } from './DesignAiWelcomePage.tsx';

/**
 * /design-ai/welcome: after sign-up, verify the e-mail (resend with the server's cooldown, the
 * emailResend machine on a held clock here), how credits work, and on to designing.
 */
const meta = {
  title: 'Pages/DesignAi/Welcome',
  decorators: [withAppAt, withHeldClock],
  parameters: { layout: 'fullscreen', route: '/design-ai/welcome' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new account, signed up as the sign-up page does it. */
async function newAccount(canvasElement: HTMLElement) {
  await pageOf(canvasElement, 'Welcome to AI Design');
  await aiStateIs('signedOut');
  await signedUpAs('Noor Haddad', 'noor@example.test');
  const canvas = await pageOf(canvasElement, 'Welcome, Noor Haddad!');
  await expect(canvas.getByText('noor@example.test', { selector: 'strong' })).toBeVisible();
  return canvas;
}

/** Just signed up: verify the e-mail, the 3 starting credits, Start designing. */
export const NewAccount: Story = {
  tags: ['state:session.ai.signedIn'],
  play: async ({ canvasElement }) => {
    const canvas = await newAccount(canvasElement);
    await expect(canvas.getByText('3 credits')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start designing' })).toHaveAttribute('href', '/design-ai');
    await expect(canvas.getByRole('button', { name: 'Resend verification e-mail' })).toBeVisible();
  },
};

export const NewAccountMobile: Story = {
  tags: ['state:session.ai.signedIn'],
  globals: mobile,
  play: async ({ canvasElement }) => {
    await newAccount(canvasElement);
  },
};

/** Resend: the server's answer, then a countdown of the server's minute before the next. */
export const ResendSent: Story = {
  tags: ['state:session.ai.signedIn'],
  play: async ({ canvasElement }) => {
    const canvas = await newAccount(canvasElement);
    const button = canvas.getByRole('button', { name: 'Resend verification e-mail' });
    await userEvent.click(button);
    await expect(
      await canvas.findByText('A fresh verification link has been sent to your email address.'),
    ).toBeVisible();
    const timer = await canvas.findByRole('timer');
    await expect(timer).toHaveTextContent(`${EMAIL_RESEND_COOLDOWN_SECONDS} seconds`);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    stepClock(1);
    await waitFor(() => expect(timer).toHaveTextContent(`${EMAIL_RESEND_COOLDOWN_SECONDS - 1} seconds`));
    await appSettled(canvasElement);
  },
};

/** The server refuses as too soon (429 with retry_after): its message, and the countdown from its seconds. */
export const ResendCoolingDown: Story = {
  tags: ['state:session.ai.signedIn'],
  parameters: { world: { scenario: 'emailCooldown' } },
  play: async ({ canvasElement }) => {
    const canvas = await newAccount(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Resend verification e-mail' }));
    await expect(await canvas.findByText(cooldownMessage(EMAIL_COOLDOWN_SCENARIO_SECONDS))).toBeVisible();
    await expect(await canvas.findByRole('timer')).toHaveTextContent(`${EMAIL_COOLDOWN_SCENARIO_SECONDS} seconds`);
    stepClock(EMAIL_COOLDOWN_SCENARIO_SECONDS);
    // The countdown over, Resend is offered again.
    await waitFor(() => expect(canvas.queryByRole('timer')).toBeNull());
    await stepBack(canvasElement);
  },
};

/** After the countdown the button is live again (aria-disabled gone). */
async function stepBack(canvasElement: HTMLElement) {
  const button = within(canvasElement).getByRole('button', { name: 'Resend verification e-mail' });
  await expect(button).not.toHaveAttribute('aria-disabled');
  await appSettled(canvasElement);
}

/** "I have verified my address" before opening the link: the server's copy still says not yet. */
export const NotVerifiedYet: Story = {
  tags: ['state:session.ai.signedIn'],
  play: async ({ canvasElement }) => {
    const canvas = await newAccount(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'I have verified my address' }));
    await expect(await canvas.findByText(NOT_VERIFIED_YET)).toBeVisible();
    await appSettled(canvasElement);
  },
};

/** An account already verified (the demo AI account): nothing to do but design. */
export const AlreadyVerified: Story = {
  tags: ['state:session.ai.signedIn'],
  parameters: { world: aiSignedIn },
  play: async ({ canvasElement }) => {
    const canvas = await pageOf(canvasElement, 'Welcome, Maya Lopez!');
    await expect(canvas.getByText('ai@demo.test is verified.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Resend verification e-mail' })).toBeNull();
    await expect(canvas.getByText('25 credits')).toBeVisible();
  },
};

/** Not signed in to the AI area: sign in or create an account. */
export const SignedOut: Story = {
  tags: ['state:session.ai.signedOut'],
  play: async ({ canvasElement }) => {
    const canvas = await pageOf(canvasElement, 'Welcome to AI Design');
    await expect(await canvas.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/design-ai/login');
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/design-ai/singup');
  },
};

/** The stored AI session is being checked. */
export const CheckingSession: Story = {
  tags: ['state:session.ai.loadingUser'],
  parameters: { world: { ...aiSignedIn, scenario: 'slowNetwork' } },
  play: async ({ canvasElement }) => {
    const canvas = await pageOf(canvasElement, 'Welcome to AI Design', { settle: false });
    await expect(await canvas.findByText('Checking your AI design account…')).toBeVisible();
  },
};

/** The e-mail's link, opened while signed in: verified once, the address becomes ?verified=1. */
export const EmailLinkVerified: Story = {
  tags: ['state:session.ai.signedIn'],
  parameters: { route: '/design-ai/welcome?verify=demo-ai-verify-1', world: aiSignedIn },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(LINK_VERIFIED)).toBeVisible();
    await waitFor(() => expect(canvas.getByText(/is verified\.$/)).toBeVisible());
    await appSettled(canvasElement);
  },
};

/** A link that is used, expired or mistyped: the server's reason; the page goes on as before. */
export const EmailLinkRefused: Story = {
  tags: ['state:session.ai.signedIn'],
  parameters: { route: '/design-ai/welcome?verify=not-a-real-link', world: aiSignedIn },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This verification link is invalid or has expired.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start designing' })).toBeVisible();
    await appSettled(canvasElement);
  },
};
