import { DEMO_ADMIN_ONE_TIME_CODE, DEMO_NOW } from '@showroom/api/demo';
import type { MockState } from '@showroom/api/mocks';
import { signInMessages } from '@showroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleShopColors } from '../../../../../.storybook/shopColors.ts';
import { clockFrom } from '../../storybook/clock.ts';
import { tabStoredNow } from '../../storybook/storyServices.ts';
import { appSettled } from '../../storybook/settled.ts';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';
import {
  animationsFinished,
  enter,
  fieldsOf,
  landedOn,
  signIn,
  signInFormOf,
  storedNow,
  type Screen,
} from '../Login/signInStoryKit.ts';

const meta = {
  title: 'Pages/ProAccount',
  decorators: [withAppAt],
  parameters: { layout: 'fullscreen', route: '/pro-account' },
  globals: { viewport: { value: 'desktop' } },
  // A code sent at the demo's now (9:00 AM PST) expires at 9:10 AM in every screenshot.
  beforeEach: clockFrom(DEMO_NOW),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const FORM = 'Pro sign in';
const OPEN_CODE_KEY = 'one_time_code';
const ADMIN_ID = 1;
const SENT = 'A one-time code has been sent to your e-mail address.';

/**
 * The Admin reloads the page four minutes after asking for a code (two wrong tries made): the
 * tab kept the open code, and the server (the mocks) still has it.
 */
const reloadedWithOpenCode = {
  world: {
    signedInAs: 'admin@demo.test',
    tabStorage: {
      [OPEN_CODE_KEY]: JSON.stringify({
        expiresAt: new Date(DEMO_NOW + 6 * 60_000).toISOString(),
        attemptsLeft: 3,
        message: SENT,
      }),
    },
    prepare: (state: MockState) => state.oneTimeCodes.set(ADMIN_ID, { expiresAt: DEMO_NOW + 6 * 60_000, attempts: 2 }),
  },
};

/** After the reload: the code field at once, with the kept expiry; no new code was asked for. */
async function codeKeptAcrossReload(canvasElement: HTMLElement): Promise<Screen> {
  const canvas = within(canvasElement);
  const codeForm = await canvas.findByRole('form', { name: 'One-time code' }, { timeout: 8000 });
  await expect(canvas.getByText(SENT)).toBeVisible();
  await expect(canvas.getByText('The code expires at 9:06 AM PST (in 6 minutes).')).toBeVisible();
  await expect(canvas.queryByRole('button', { name: 'Send me a code' })).toBeNull();
  await appSettled(canvasElement);
  return within(codeForm);
}
const mobile = { viewport: { value: 'mobile' } } as const;
const themed = (themeColor: string) => ({ world: { showroom: 'OAKS2026', themeColor } });

/** Signs the demo Admin in on the pro form and waits for the code field (a code was sent). */
async function adminAwaitingCode(canvasElement: HTMLElement): Promise<Screen> {
  const form = await signInFormOf(canvasElement, FORM);
  await signIn(form, 'admin@demo.test');
  const canvas = within(canvasElement);
  const codeForm = await canvas.findByRole('form', { name: 'One-time code' }, { timeout: 8000 });
  await expect(await canvas.findByText('A one-time code has been sent to your e-mail address.')).toBeVisible();
  await expect(canvas.getByText('The code expires at 9:10 AM PST (in 10 minutes).')).toBeVisible();
  await waitFor(() => expect(within(codeForm).getByRole('textbox', { name: /^One-time code/ })).toHaveFocus());
  // Kept for the tab, so a reload goes on with this code instead of asking for a new one.
  await expect(JSON.parse(tabStoredNow(OPEN_CODE_KEY) ?? 'null')).toMatchObject({
    // The story's clock runs on from the demo's now: the minute the code was sent in.
    expiresAt: expect.stringMatching(new RegExp(`^${new Date(DEMO_NOW + 10 * 60_000).toISOString().slice(0, 16)}`)),
    attemptsLeft: 5,
  });
  await appSettled(canvasElement);
  return within(codeForm);
}

async function wrongCode(canvasElement: HTMLElement): Promise<void> {
  const code = await adminAwaitingCode(canvasElement);
  const field = code.getByRole('textbox', { name: /^One-time code/ });
  await enter(field, '000000');
  await userEvent.click(code.getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  await expect(field).toHaveAccessibleDescription(expect.stringContaining('The code is not valid.'));
  await waitFor(() => expect(field).toHaveFocus());
  const canvas = within(canvasElement);
  // Said in the polite live region, beside the expiry that still holds.
  await expect(canvas.getByRole('status', { name: 'Code status' })).toHaveTextContent(
    '4 tries left before the code locks.',
  );
  await expect(canvas.getByText('The code expires at 9:10 AM PST (in 10 minutes).')).toBeVisible();
  await appSettled(canvasElement);
  await animationsFinished(canvasElement);
}

/** Tries a code, and checks that the code is spent: the reason, the field unusable, a new code first. */
async function spentCode(canvasElement: HTMLElement, tries: number, title: string, message: string): Promise<void> {
  const code = await adminAwaitingCode(canvasElement);
  const field = code.getByRole('textbox', { name: /^One-time code/ });
  for (let attempt = 1; attempt <= tries; attempt += 1) {
    await userEvent.clear(field);
    await enter(field, '000000');
    await userEvent.click(code.getByRole('button', { name: 'Verify' }));
    if (attempt < tries) await waitFor(() => expect(field).toHaveFocus());
  }
  const canvas = within(canvasElement);
  const newCode = code.getByRole('button', { name: 'Send a new code' });
  await waitFor(() => expect(newCode).toHaveFocus());
  const status = canvas.getByRole('status', { name: 'Code status' });
  await expect(within(status).getByText(title)).toBeVisible();
  await expect(within(status).getByText(message)).toBeVisible();
  await expect(newCode).toHaveAccessibleDescription(expect.stringContaining(message));
  await expect(field).toBeDisabled();
  await expect(code.getByRole('button', { name: 'Verify' })).toBeDisabled();
  await expect(canvas.queryByText(/tries left/)).toBeNull();
  await expect(canvas.queryByText(/The code expires at/)).toBeNull();
  await appSettled(canvasElement);
  await animationsFinished(canvasElement);
}

const expired = (canvasElement: HTMLElement) =>
  spentCode(canvasElement, 1, 'This code has expired', 'The code has expired. Please request a new code.');
const locked = (canvasElement: HTMLElement) =>
  spentCode(canvasElement, 5, 'This code is locked', 'Too many wrong codes. Please request a new code.');

/** What a pro gets (§1, §9), the way to apply, and the pro sign-in form. */
export const Desktop: Story = {
  tags: ['state:signIn.editing'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: /Pro Account/ }, { timeout: 5000 });
    for (const claim of [/at least 10 %/, /Showroom ID/, /paid out/, /within 24 hours/, /about 30 minutes/]) {
      await expect(canvas.getAllByText(claim)[0]).toBeVisible();
    }
    for (const link of canvas.getAllByRole('link', { name: /Apply as a contractor|Start your application/ })) {
      await expect(link).toHaveAttribute('href', '/register/contractor');
    }
    await expect(canvas.getByRole('link', { name: 'Already a pro? Sign in' })).toHaveAttribute(
      'href',
      '/pro-account#pro-sign-in',
    );
    const form = await signInFormOf(canvasElement, FORM);
    // Pros sign in with their e-mail: no social buttons on this screen.
    await expect(canvas.queryByRole('button', { name: /Continue with/ })).toBeNull();
    await expect(fieldsOf(form).email).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('link', { name: 'Sign In page' })).toHaveAttribute('href', '/login');
  },
};

export const Mobile: Story = {
  tags: ['state:signIn.editing'],
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Apply as a contractor' }, { timeout: 5000 })).toBeVisible();
    await signInFormOf(canvasElement, FORM);
  },
};

/** The customer screen's rule turned round: a User is refused here, and told where to sign in. */
export const RefusedCustomer: Story = {
  tags: ['state:signIn.editing'],
  play: async ({ canvasElement }) => {
    const form = await signInFormOf(canvasElement, FORM);
    await signIn(form, 'customer@demo.test');
    const alert = await form.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(signInMessages.notAuthorized);
    await expect(within(alert).getByRole('link', { name: 'Sign In page' })).toHaveAttribute('href', '/login');
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(storedNow().read('authToken')).toBeNull();
    await appSettled(canvasElement);
    await animationsFinished(canvasElement);
  },
};

export const RefusedCustomerMobile: Story = {
  tags: ['state:signIn.editing'],
  globals: mobile,
  play: async ({ canvasElement }) => {
    const form = await signInFormOf(canvasElement, FORM);
    await signIn(form, 'customer@demo.test');
    await expect(await form.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(signInMessages.notAuthorized);
    await appSettled(canvasElement);
    await animationsFinished(canvasElement);
  },
};

export const Authenticating: Story = {
  tags: ['state:signIn.authenticating'],
  parameters: { world: { scenario: 'slowNetwork' } },
  play: async ({ canvasElement }) => {
    const form = await signInFormOf(canvasElement, FORM, { settle: false });
    await signIn(form, 'vendor@demo.test');
    await expect(await form.findByRole('button', { name: /Signing in/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** §4: non-User roles go to /account. */
export const VendorSignedIn: Story = {
  tags: ['state:signIn.redirected'],
  play: async ({ canvasElement }) => {
    const form = await signInFormOf(canvasElement, FORM);
    await signIn(form, 'vendor@demo.test');
    await landedOn(canvasElement, '/account');
    await expect(storedNow().cookie('user_type')).toBe('Vendor');
    // The account page's Orders list loads after it: the screenshot waits for it.
    await within(canvasElement).findByRole('table', { name: 'Orders, newest first' }, { timeout: 10_000 });
    await appSettled(canvasElement);
  },
};

/** A signed-in pro reading the page: no form, the way to the account. */
export const SignedInPro: Story = {
  parameters: { world: { signedInAs: 'contractor@demo.test' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('You are signed in as contractor@demo.test', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/account');
    await expect(canvas.queryByRole('form', { name: FORM })).toBeNull();
    await appSettled(canvasElement);
  },
};

/** An Admin signed in: the session asks for the code at once ('slowNetwork' holds the request). */
export const AdminRequestingCode: Story = {
  tags: ['state:signIn.oneTimeCode', 'state:session.user.signedIn.oneTimeCode.requesting'],
  parameters: { world: { scenario: 'slowNetwork', slowNetworkDelayMs: 2500 } },
  play: async ({ canvasElement }) => {
    const form = await signInFormOf(canvasElement, FORM, { settle: false });
    await signIn(form, 'admin@demo.test');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Sending a code/ }, { timeout: 8000 })).toBeVisible();
  },
};

/** The code was sent (the server's message) and is awaited; the rules (10 minutes, 5 tries) are said. */
export const AdminAwaitingCode: Story = {
  tags: ['state:signIn.oneTimeCode', 'state:session.user.signedIn.oneTimeCode.awaitingCode'],
  play: async ({ canvasElement }) => {
    await adminAwaitingCode(canvasElement);
    await expect(within(canvasElement).getByText(/After 5 wrong tries it is locked/)).toBeVisible();
  },
};

export const AdminAwaitingCodeMobile: Story = {
  tags: ['state:session.user.signedIn.oneTimeCode.awaitingCode'],
  globals: mobile,
  play: async ({ canvasElement }) => adminAwaitingCode(canvasElement),
};

/** A wrong code: the server's answer under the field, focus back on it, a new code one click away. */
export const AdminWrongCode: Story = {
  tags: ['state:session.user.signedIn.oneTimeCode.awaitingCode'],
  play: async ({ canvasElement }) => wrongCode(canvasElement),
};

export const AdminWrongCodeMobile: Story = {
  tags: ['state:session.user.signedIn.oneTimeCode.awaitingCode'],
  globals: mobile,
  play: async ({ canvasElement }) => wrongCode(canvasElement),
};

export const AdminWrongCodeSaturatedShop: Story = {
  tags: ['state:session.user.signedIn.oneTimeCode.awaitingCode'],
  parameters: themed(sampleShopColors.saturated.value),
  play: async ({ canvasElement }) => wrongCode(canvasElement),
};

/** The code's 10 minutes have passed ('oneTimeCodeExpired'): no more tries, a new code is the way on. */
export const AdminCodeExpired: Story = {
  tags: ['state:session.user.signedIn.oneTimeCode.codeSpent'],
  parameters: { world: { scenario: 'oneTimeCodeExpired' } },
  play: async ({ canvasElement }) => expired(canvasElement),
};

export const AdminCodeExpiredMobile: Story = {
  tags: ['state:session.user.signedIn.oneTimeCode.codeSpent'],
  parameters: { world: { scenario: 'oneTimeCodeExpired' } },
  globals: mobile,
  play: async ({ canvasElement }) => expired(canvasElement),
};

/** Five wrong codes: the code is locked, even for the right one, until a new code is sent. */
export const AdminCodeLocked: Story = {
  tags: ['state:session.user.signedIn.oneTimeCode.codeSpent'],
  play: async ({ canvasElement }) => locked(canvasElement),
};

export const AdminCodeLockedMobile: Story = {
  tags: ['state:session.user.signedIn.oneTimeCode.codeSpent'],
  globals: mobile,
  play: async ({ canvasElement }) => locked(canvasElement),
};

export const AdminCodeLockedDarkShop: Story = {
  tags: ['state:session.user.signedIn.oneTimeCode.codeSpent'],
  parameters: themed(sampleShopColors.dark.value),
  play: async ({ canvasElement }) => locked(canvasElement),
};

/** After a locked code, a new one opens the field again with five fresh tries; the right code lets the Admin in. */
export const AdminNewCodeAfterLock: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    await locked(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send a new code' }));
    const field = await canvas.findByRole('textbox', { name: /^One-time code/ });
    await waitFor(() => expect(field).toBeEnabled());
    await waitFor(() => expect(field).toHaveFocus());
    await expect(canvas.queryByText('This code is locked')).toBeNull();
    await enter(field, DEMO_ADMIN_ONE_TIME_CODE);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await landedOn(canvasElement, '/account');
  },
};

/** The code is being checked ('slowNetwork', 1.5 s per answer). */
export const AdminVerifyingCode: Story = {
  tags: ['state:session.user.signedIn.oneTimeCode.verifying'],
  parameters: { world: { scenario: 'slowNetwork', slowNetworkDelayMs: 1500 } },
  play: async ({ canvasElement }) => {
    const form = await signInFormOf(canvasElement, FORM, { settle: false });
    await signIn(form, 'admin@demo.test');
    const canvas = within(canvasElement);
    const codeForm = within(await canvas.findByRole('form', { name: 'One-time code' }, { timeout: 8000 }));
    await enter(codeForm.getByRole('textbox', { name: /^One-time code/ }), DEMO_ADMIN_ONE_TIME_CODE);
    await userEvent.click(codeForm.getByRole('button', { name: 'Verify' }));
    await expect(await codeForm.findByRole('button', { name: /Checking the code/ })).toBeVisible();
  },
};

/** A reload while a code is open keeps the step: the same code, its expiry, no new e-mail. */
export const AdminCodeKeptAcrossReload: Story = {
  tags: ['state:session.user.signedIn.oneTimeCode.awaitingCode'],
  parameters: reloadedWithOpenCode,
  play: async ({ canvasElement }) => {
    await codeKeptAcrossReload(canvasElement);
  },
};

export const AdminCodeKeptAcrossReloadMobile: Story = {
  tags: ['state:session.user.signedIn.oneTimeCode.awaitingCode'],
  parameters: reloadedWithOpenCode,
  globals: mobile,
  play: async ({ canvasElement }) => {
    await codeKeptAcrossReload(canvasElement);
  },
};

/** The kept code still counts its tries, and the right one lets the Admin in: the tab forgets it. */
export const AdminVerifiedAfterReload: Story = {
  tags: ['!visual'],
  parameters: reloadedWithOpenCode,
  play: async ({ canvasElement }) => {
    const code = await codeKeptAcrossReload(canvasElement);
    const field = code.getByRole('textbox', { name: /^One-time code/ });
    await enter(field, '000000');
    await userEvent.click(code.getByRole('button', { name: 'Verify' }));
    await expect(await within(canvasElement).findByText('2 tries left before the code locks.')).toBeVisible();
    await userEvent.clear(field);
    await enter(field, DEMO_ADMIN_ONE_TIME_CODE);
    await userEvent.click(code.getByRole('button', { name: 'Verify' }));
    await landedOn(canvasElement, '/account');
    await expect(storedNow().isOneTimeCodeVerified()).toBe(true);
    await expect(tabStoredNow(OPEN_CODE_KEY)).toBeNull();
  },
};

/** The right code: the otp_verify cookie is set and the Admin reaches /account. */
export const AdminVerified: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const code = await adminAwaitingCode(canvasElement);
    await enter(code.getByRole('textbox', { name: /^One-time code/ }), DEMO_ADMIN_ONE_TIME_CODE);
    await userEvent.click(code.getByRole('button', { name: 'Verify' }));
    await landedOn(canvasElement, '/account');
    await expect(storedNow().isOneTimeCodeVerified()).toBe(true);
  },
};
