import { cooldownMessage, EMAIL_RESEND_COOLDOWN_SECONDS } from '@showroom/api/client';
import { EMAIL_COOLDOWN_SCENARIO_SECONDS } from '@showroom/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  animationsFinished,
  callAnswers,
  landedOn,
  mobile,
  pageOf,
  stepClock,
  themed,
  toastOf,
  withHeldClock,
} from '../../features/account/accountStoryKit.tsx';
import { appSettled } from '../../storybook/settled.ts';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';

/**
 * /verifiction for the demo account whose e-mail is not verified, answered by the @showroom/api
 * demo handlers (GET /api/email/resend: one e-mail a minute). The resend button is the
 * emailResend machine; its countdown runs on a held clock (`withHeldClock`) that moves only
 * when a story steps it, so its seconds are the same in every picture.
 */
const unverified = { signedInAs: 'unverified@demo.test' } as const;

const meta = {
  title: 'Pages/Verification/Verifiction',
  decorators: [withAppAt, withHeldClock],
  parameters: { layout: 'fullscreen', route: '/verifiction', world: unverified },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const HEADING = 'Verify your e-mail address';
const SENT = 'A fresh verification link has been sent to your email address.';
const resendButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /Resend verification e-mail|Sending/ });

async function ready(canvasElement: HTMLElement) {
  const canvas = await pageOf(canvasElement, HEADING);
  await canvas.findByRole('button', { name: 'Resend verification e-mail' }, { timeout: 5000 });
  return canvas;
}

/** Resent: the server's message, then a countdown of the cooldown with Resend unavailable. */
async function resent(canvasElement: HTMLElement): Promise<void> {
  const canvas = await ready(canvasElement);
  await userEvent.click(resendButton(canvasElement));
  await expect(await canvas.findByText(SENT, {}, { timeout: 5000 })).toBeVisible();
  await expect(canvas.getByRole('timer')).toHaveTextContent(
    `You can ask for another e-mail in ${EMAIL_RESEND_COOLDOWN_SECONDS} seconds.`,
  );
  const button = resendButton(canvasElement);
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(button).toHaveAccessibleDescription(/You can ask for another e-mail in/);
  // Still focusable: the focus stays on the button that was pressed.
  await expect(button).toHaveFocus();
  await appSettled(canvasElement);
}

/** Where the link went, the two steps, Resend offered; Log Out for someone else's account. */
export const Ready: Story = {
  tags: ['state:emailResend.ready'],
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(canvas.getAllByText('unverified@demo.test')[0]).toBeVisible();
    await expect(resendButton(canvasElement)).not.toHaveAttribute('aria-disabled');
    await expect(canvas.getByRole('button', { name: 'Log Out' })).toBeVisible();
    await expect(canvas.queryByRole('timer')).toBeNull();
  },
};

export const ReadyMobile: Story = {
  tags: ['state:emailResend.ready'],
  globals: mobile,
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
  },
};

/** The request on its way: the button busy. */
export const Sending: Story = {
  tags: ['state:emailResend.sending'],
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await callAnswers('resendVerificationEmail', 'held');
    await userEvent.click(resendButton(canvasElement));
    await waitFor(() => expect(resendButton(canvasElement)).toHaveAttribute('aria-busy', 'true'));
    await expect(resendButton(canvasElement)).toHaveTextContent('Sending…');
  },
};

/** Sent: the server's message and the minute's countdown; Resend waits. */
export const Sent: Story = {
  tags: ['state:emailResend.coolingDown'],
  play: async ({ canvasElement }) => resent(canvasElement),
};

export const SentMobile: Story = {
  tags: ['state:emailResend.coolingDown'],
  globals: mobile,
  play: async ({ canvasElement }) => resent(canvasElement),
};

export const SentSaturatedShop: Story = {
  tags: ['state:emailResend.coolingDown'],
  parameters: themed('saturated', unverified),
  play: async ({ canvasElement }) => resent(canvasElement),
};

/** The countdown moves a second at a time. */
export const CountingDown: Story = {
  tags: ['state:emailResend.coolingDown'],
  play: async ({ canvasElement }) => {
    await resent(canvasElement);
    stepClock(EMAIL_RESEND_COOLDOWN_SECONDS - 1);
    await waitFor(() =>
      expect(within(canvasElement).getByRole('timer')).toHaveTextContent('You can ask for another e-mail in 1 second.'),
    );
  },
};

/** The minute is over: Resend is offered again; the last answer stays on screen. */
export const CooldownOver: Story = {
  tags: ['state:emailResend.ready'],
  play: async ({ canvasElement }) => {
    await resent(canvasElement);
    stepClock(EMAIL_RESEND_COOLDOWN_SECONDS);
    await waitFor(() => expect(resendButton(canvasElement)).not.toHaveAttribute('aria-disabled'));
    await expect(within(canvasElement).queryByRole('timer')).toBeNull();
    await expect(within(canvasElement).getByText(SENT)).toBeVisible();
  },
};

/** Refused inside the cooldown (429 with retry_after): the server's words and its countdown. */
export const TooSoon: Story = {
  tags: ['state:emailResend.coolingDown'],
  parameters: { world: { ...unverified, scenario: 'emailCooldown' } },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(resendButton(canvasElement));
    await expect(
      await canvas.findByText(cooldownMessage(EMAIL_COOLDOWN_SCENARIO_SECONDS), {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent(
      `You can ask for another e-mail in ${EMAIL_COOLDOWN_SCENARIO_SECONDS} seconds.`,
    );
    await expect(resendButton(canvasElement)).toHaveAttribute('aria-disabled', 'true');
    // A 429 is no error of the §8 catalogue: no toast.
    await expect(canvasElement.ownerDocument.querySelector('li[data-tone]')).toBeNull();
    await appSettled(canvasElement);
  },
};

export const TooSoonMobile: Story = {
  tags: ['state:emailResend.coolingDown'],
  globals: mobile,
  parameters: { world: { ...unverified, scenario: 'emailCooldown' } },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(resendButton(canvasElement));
    await canvas.findByRole('timer', {}, { timeout: 5000 });
    await appSettled(canvasElement);
  },
};

/** The request fails (500): the §8 toast, the reason, Resend offered again. */
export const Failed: Story = {
  tags: ['state:emailResend.failed'],
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await callAnswers('resendVerificationEmail', 'serverError');
    await userEvent.click(resendButton(canvasElement));
    await expect(await canvas.findByText(/No e-mail was sent/, {}, { timeout: 5000 })).toBeVisible();
    await expect(await toastOf(canvasElement, 'error')).toHaveTextContent('Internal Server error please try again.');
    await expect(resendButton(canvasElement)).not.toHaveAttribute('aria-disabled');
    await appSettled(canvasElement);
    await animationsFinished(canvasElement);
  },
};

/** "I have verified" while the address is not: said so, nothing else changes. */
export const NotVerifiedYet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'I have verified my address' }));
    await expect(await canvas.findByText(/is not verified yet/, {}, { timeout: 5000 })).toBeVisible();
    await appSettled(canvasElement);
  },
};

/** The user still loading ('slowNetwork'): the page says it is checking. */
export const CheckingAccount: Story = {
  parameters: { world: { ...unverified, scenario: 'slowNetwork' } },
  play: async ({ canvasElement }) => {
    const canvas = await pageOf(canvasElement, HEADING, { settle: false });
    await expect(canvas.getByText('Checking your account…')).toHaveAttribute('role', 'status');
  },
};

/** §4: a verified user on Verifiction goes on to the redirect query. */
export const VerifiedGoesOn: Story = {
  tags: ['!visual'],
  parameters: { route: '/verifiction?redirect=%2Ffaq', world: { signedInAs: 'customer@demo.test' } },
  play: async ({ canvasElement }) => {
    await landedOn(canvasElement, '/faq');
  },
};
