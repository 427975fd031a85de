import { SIGN_IN_LOCK_MINUTES, signInLockMessage } from '@showroom/api/client';
import type { MockState } from '@showroom/api/mocks';
import { signInMessages } from '@showroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleShopColors } from '../../../../../.storybook/shopColors.ts';
import { appSettled } from '../../storybook/settled.ts';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';
import { signInFormMessages } from './signInForm.ts';
import {
  animationsFinished,
  DEMO_PASSWORD,
  enter,
  fieldsOf,
  landedOn,
  signIn,
  signInFormOf,
  storedNow,
  toastOf,
} from './signInStoryKit.ts';

/**
 * /login as the app renders it: the signIn machine with the storefront's effects, answered by
 * the @showroom/api demo handlers. One story per state of the machine (tag `state:signIn.<state>`),
 * each outcome of §4 and §8 with its message on screen, at 1280 and 375 px and under the three
 * sample shop colours.
 */
const meta = {
  title: 'Pages/Login',
  decorators: [withAppAt],
  parameters: { layout: 'fullscreen', route: '/login' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const FORM = 'Sign in';
const CREDENTIALS_REFUSED = 'These credentials do not match our records.';
const mobile = { viewport: { value: 'mobile' } } as const;
const themed = (themeColor: string) => ({ world: { showroom: 'OAKS2026', themeColor } });

async function wrongPassword(canvasElement: HTMLElement): Promise<void> {
  const form = await signInFormOf(canvasElement, FORM);
  await signIn(form, 'customer@demo.test', 'not-the-password');
  const { email, password } = fieldsOf(form);
  await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
  await expect(email).toHaveAccessibleDescription(CREDENTIALS_REFUSED);
  await waitFor(() => expect(email).toHaveFocus());
  // The password is kept for a retry, the e-mail too; the password has no message of its own.
  await expect(password).toHaveValue('not-the-password');
  await expect(password).not.toHaveAttribute('aria-invalid', 'true');
  // The server's 422 says its reason (issue 30), and the §8 toast says it: no generic text beside the field.
  await expect(await toastOf(canvasElement, 'error')).toHaveTextContent(CREDENTIALS_REFUSED);
  await appSettled(canvasElement);
  await animationsFinished(canvasElement);
}

async function refusedWith(canvasElement: HTMLElement, message: string): Promise<void> {
  const form = await signInFormOf(canvasElement, FORM);
  await signIn(form, 'customer@demo.test');
  const alert = await form.findByRole('alert', {}, { timeout: 5000 });
  await expect(alert).toHaveTextContent(message);
  await waitFor(() => expect(alert).toHaveFocus());
  // Logged out again: no token kept, still on the form.
  await expect(storedNow().read('authToken')).toBeNull();
  await expect(fieldsOf(form).submit).toHaveTextContent('Sign In');
  await appSettled(canvasElement);
  await animationsFinished(canvasElement);
}

/** The form: email (type email), password with show/hide, Remember me, the §2 links and social sign-in. */
export const Editing: Story = {
  tags: ['state:signIn.editing'],
  play: async ({ canvasElement }) => {
    const form = await signInFormOf(canvasElement, FORM);
    const { email, password, remember, submit } = fieldsOf(form);
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveValue('');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(remember).not.toBeChecked();
    await expect(submit).toBeEnabled();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/reset_password',
    );
    await expect(canvas.getByRole('link', { name: 'sign up for free as a homeowner' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    for (const provider of ['Google', 'Facebook', 'Apple']) {
      await expect(canvas.getByRole('button', { name: `Continue with ${provider}` })).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: 'Go to the pro sign-in' })).toHaveAttribute(
      'href',
      '/pro-account#pro-sign-in',
    );
    // Show/hide: a real button that says whether the password shows.
    await enter(password, 'secret');
    const toggle = form.getByRole('button', { name: 'Show password' });
    await userEvent.click(toggle);
    await expect(password).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.clear(password);
  },
};

export const EditingMobile: Story = {
  tags: ['state:signIn.editing'],
  globals: mobile,
  play: async ({ canvasElement }) => {
    const form = await signInFormOf(canvasElement, FORM);
    await expect(fieldsOf(form).submit).toBeVisible();
  },
};

/** Remember me kept the e-mail (cookie, §3): it is filled in and the box ticked; never the password. */
export const RememberedEmail: Story = {
  tags: ['state:signIn.editing'],
  parameters: { world: { cookies: { remember_email: 'customer@demo.test', remember_me: '1' } } },
  play: async ({ canvasElement }) => {
    const form = await signInFormOf(canvasElement, FORM);
    const { email, password, remember } = fieldsOf(form);
    await expect(email).toHaveValue('customer@demo.test');
    await expect(remember).toBeChecked();
    await expect(password).toHaveValue('');
  },
};

/** Sent empty: both fields say so, the focus is on the e-mail, nothing is sent. */
export const EmptyFields: Story = {
  tags: ['state:signIn.editing'],
  play: async ({ canvasElement }) => {
    const form = await signInFormOf(canvasElement, FORM);
    const { email, password, submit } = fieldsOf(form);
    await userEvent.click(submit);
    await expect(email).toHaveAccessibleDescription(signInFormMessages.emailRequired);
    await expect(password).toHaveAccessibleDescription(signInFormMessages.passwordRequired);
    await waitFor(() => expect(email).toHaveFocus());
    await expect(canvasElement.ownerDocument.querySelector('li[data-tone]')).toBeNull();
    // The e-mail input's own verdict is the only format rule (§5).
    await enter(email, 'ada@');
    await enter(password, 'secret');
    await userEvent.click(submit);
    await expect(email).toHaveAccessibleDescription(signInFormMessages.emailInvalid);
    await expect(password).not.toHaveAttribute('aria-invalid', 'true');
    await appSettled(canvasElement);
  },
};

/** A wrong password: the server's first message under the e-mail (§5), the §8 422 toast, focus on the field. */
export const WrongPassword: Story = {
  tags: ['state:signIn.editing'],
  play: async ({ canvasElement }) => wrongPassword(canvasElement),
};

/**
 * Too many wrong passwords for the account (issue 30): signing in is paused, even with the right
 * password. The server's reason, with the way out (reset the password), and nothing signed in.
 */
async function signInPaused(canvasElement: HTMLElement): Promise<void> {
  const form = await signInFormOf(canvasElement, FORM);
  await signIn(form, 'customer@demo.test');
  const alert = await form.findByRole('alert', {}, { timeout: 5000 });
  await expect(alert).toHaveTextContent(signInLockMessage(SIGN_IN_LOCK_MINUTES));
  await waitFor(() => expect(alert).toHaveFocus());
  await expect(storedNow().read('authToken')).toBeNull();
  await expect(fieldsOf(form).password).toHaveValue(DEMO_PASSWORD);
  await appSettled(canvasElement);
  await animationsFinished(canvasElement);
}

const pausedAccount = {
  world: {
    prepare: (state: MockState) =>
      state.signInFailures.set('customer@demo.test', {
        failures: 0,
        lockedUntil: Date.now() + SIGN_IN_LOCK_MINUTES * 60_000,
      }),
  },
};

export const SignInPaused: Story = {
  tags: ['state:signIn.editing'],
  parameters: pausedAccount,
  play: async ({ canvasElement }) => signInPaused(canvasElement),
};

export const SignInPausedMobile: Story = {
  tags: ['state:signIn.editing'],
  parameters: pausedAccount,
  globals: mobile,
  play: async ({ canvasElement }) => signInPaused(canvasElement),
};

/** The right password after a wrong one: the refusal's toast goes when the person is signed in. */
export const SignedInAfterWrongPassword: Story = {
  tags: ['state:signIn.redirected', '!visual'],
  play: async ({ canvasElement }) => {
    await wrongPassword(canvasElement);
    const { password, submit } = fieldsOf(await signInFormOf(canvasElement, FORM));
    await userEvent.clear(password);
    await userEvent.type(password, DEMO_PASSWORD);
    await userEvent.click(submit);
    await landedOn(canvasElement, '/');
    await waitFor(() => expect(canvasElement.ownerDocument.querySelector('li[data-tone="error"]')).toBeNull());
  },
};

export const WrongPasswordMobile: Story = {
  tags: ['state:signIn.editing'],
  globals: mobile,
  play: async ({ canvasElement }) => wrongPassword(canvasElement),
};

export const WrongPasswordSaturatedShop: Story = {
  tags: ['state:signIn.editing'],
  parameters: themed(sampleShopColors.saturated.value),
  play: async ({ canvasElement }) => wrongPassword(canvasElement),
};

/** §6: a Vendor on the customer screen is logged out with the message, and told where pros sign in. */
export const RefusedNotAUser: Story = {
  tags: ['state:signIn.editing'],
  parameters: { world: { scenario: 'signInNonUser' } },
  play: async ({ canvasElement }) => {
    await refusedWith(canvasElement, signInMessages.notAuthorized);
    await expect(within(canvasElement).getByRole('link', { name: 'pro sign-in' })).toHaveAttribute(
      'href',
      '/pro-account#pro-sign-in',
    );
  },
};

export const RefusedNotAUserMobile: Story = {
  tags: ['state:signIn.editing'],
  parameters: { world: { scenario: 'signInNonUser' } },
  globals: mobile,
  play: async ({ canvasElement }) => refusedWith(canvasElement, signInMessages.notAuthorized),
};

/** §8: a deactivated account, logged out with the message. */
export const Deactivated: Story = {
  tags: ['state:signIn.editing'],
  parameters: { world: { scenario: 'signInDeactivated' } },
  play: async ({ canvasElement }) => refusedWith(canvasElement, signInMessages.deactivated),
};

/** §8: an account pending approval, logged out with the message. */
export const PendingApproval: Story = {
  tags: ['state:signIn.editing'],
  parameters: { world: { scenario: 'signInPending' } },
  play: async ({ canvasElement }) => refusedWith(canvasElement, signInMessages.pendingApproval),
};

/** Waiting for the server ('slowNetwork' holds the answer): the button busy, the fields read-only. */
export const Authenticating: Story = {
  tags: ['state:signIn.authenticating'],
  parameters: { world: { scenario: 'slowNetwork' } },
  play: async ({ canvasElement }) => {
    const form = await signInFormOf(canvasElement, FORM, { settle: false });
    await signIn(form, 'customer@demo.test');
    await expect(await form.findByRole('button', { name: /Signing in/ })).toHaveAttribute('aria-busy', 'true');
    await expect(fieldsOf(form).email).toHaveAttribute('readonly');
    await expect(form.getByRole('status')).toHaveTextContent('Signing you in…');
  },
};

export const AuthenticatingMobile: Story = {
  tags: ['state:signIn.authenticating'],
  parameters: { world: { scenario: 'slowNetwork' } },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const form = await signInFormOf(canvasElement, FORM, { settle: false });
    await signIn(form, 'customer@demo.test');
    await expect(await form.findByRole('button', { name: /Signing in/ })).toBeVisible();
  },
};

/**
 * §4: a guest cart (cart_id) is attached to a new project after the sign-in. Each answer takes
 * 2.5 s here, so the screen is caught while the cart moves.
 */
export const AttachingCart: Story = {
  tags: ['state:signIn.attachingCart'],
  parameters: {
    route: '/login?redirect=%2Fcheckout',
    world: {
      scenario: 'slowNetwork',
      slowNetworkDelayMs: 2500,
      storage: {
        cart_id: 'demo-guest-cart',
        temp_project_id: '801',
        my_item: JSON.stringify({ showroom: 'DEMO0001', floorplan: 'kitchen-a', floorTemplate: 'modern-1' }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const form = await signInFormOf(canvasElement, FORM, { settle: false });
    await signIn(form, 'customer@demo.test');
    await expect(
      await form.findByText('Signed in. Moving your cart into your account…', {}, { timeout: 8000 }),
    ).toBeVisible();
  },
};

/** §4: a visual redirect with a complete saved design: the project is being created. */
export const CreatingVisualProject: Story = {
  tags: ['state:signIn.creatingVisualProject'],
  parameters: {
    world: {
      scenario: 'slowNetwork',
      slowNetworkDelayMs: 2500,
      storage: {
        visual_redirect: '/visualize',
        my_item: JSON.stringify({ showroom: 'DEMO0001', floorplan: 'kitchen-a', floorTemplate: 'modern-1' }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const form = await signInFormOf(canvasElement, FORM, { settle: false });
    await signIn(form, 'customer@demo.test');
    await expect(
      await form.findByText('Signed in. Saving your design as a project…', {}, { timeout: 8000 }),
    ).toBeVisible();
  },
};

/**
 * §8: the guest cart could not be attached after the sign-in (the server failed it): the toast
 * 'Please login to proceed.' and the form again, the cart still stored for a retry, and nobody
 * signed in (the session is stored only after the attach; the server's is revoked). Not pictured
 * (yet): on a loaded machine the toast's 5 s ran out during the screenshot, which then never
 * held still.
 */
export const AttachingCartFailed: Story = {
  tags: ['state:signIn.editing', '!visual'],
  parameters: {
    route: '/login?redirect=%2Fcheckout',
    world: {
      failing: ['POST /api/projectCart/add_project_to_cart'],
      storage: {
        cart_id: 'demo-guest-cart',
        temp_project_id: '801',
        my_item: JSON.stringify({ showroom: 'DEMO0001', floorplan: 'kitchen-a', floorTemplate: 'modern-1' }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const form = await signInFormOf(canvasElement, FORM);
    await signIn(form, 'customer@demo.test');
    const toast = await toastOf(canvasElement, 'error');
    await expect(toast).toHaveTextContent(signInMessages.cartAttachFailed);
    await landedOn(canvasElement, '/login');
    await expect(fieldsOf(form).submit).toHaveTextContent('Sign In');
    await expect(storedNow().read('cart_id')).toBe('demo-guest-cart');
    await appSettled(canvasElement);
    // The session was never stored (the server's is revoked): no token, and the header still
    // offers a guest's menu, not a signed-in person's.
    await expect(storedNow().read('authToken')).toBeNull();
    const header = within(canvasElement.querySelector('header') as HTMLElement);
    await expect(header.getByRole('button', { name: 'Sign in or sign up' })).toBeVisible();
    await expect(header.queryByRole('button', { name: 'Account menu' })).toBeNull();
    await animationsFinished(canvasElement);
  },
};

/**
 * §8: the saved design of a visual redirect could not become a project (the server failed it):
 * the toast 'Internal server error.' (the only error toast) and /, still signed in. Not pictured: the picture would be
 * the home page (which its own stories picture) under the toast, and its late sections and
 * video gave no stable screenshot in time.
 */
export const CreatingVisualProjectFailed: Story = {
  tags: ['state:signIn.redirected', '!visual'],
  parameters: {
    world: {
      failing: ['POST /api/projectCart'],
      storage: {
        visual_redirect: '/visualize',
        my_item: JSON.stringify({ showroom: 'DEMO0001', floorplan: 'kitchen-a', floorTemplate: 'modern-1' }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const form = await signInFormOf(canvasElement, FORM);
    await signIn(form, 'customer@demo.test');
    const toast = await waitFor(
      () => {
        const found = [...canvasElement.ownerDocument.querySelectorAll<HTMLElement>('li[data-tone="error"]')].find(
          (candidate) => candidate.textContent?.includes(signInMessages.visualProjectFailed),
        );
        if (!found) throw new Error(`No '${signInMessages.visualProjectFailed}' toast yet.`);
        return found;
      },
      { timeout: 5000 },
    );
    // Found as it opens: it becomes visible a moment later.
    await waitFor(() => expect(toast).toBeVisible());
    await landedOn(canvasElement, '/');
    await expect(storedNow().read('authToken')).not.toBeNull();
    await appSettled(canvasElement);
    // The machine's message alone: the project is created without the client's own 500 toast.
    await expect(canvasElement.ownerDocument.querySelectorAll('li[data-tone="error"]')).toHaveLength(1);
  },
};

/** A social button sends the provider to POST /api/sociallogin/{provider}; the answer is awaited. */
export const SocialAuthenticating: Story = {
  tags: ['state:signIn.socialAuthenticating'],
  parameters: { world: { scenario: 'slowNetwork' } },
  play: async ({ canvasElement }) => {
    await signInFormOf(canvasElement, FORM, { settle: false });
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }));
    await expect(await canvas.findByText('Asking the provider to sign you in…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** §4 social login: a token came back, the user behind it is loading. */
export const LoadingSocialUser: Story = {
  tags: ['state:signIn.loadingSocialUser'],
  parameters: { world: { scenario: 'slowNetwork', slowNetworkDelayMs: 2500 } },
  play: async ({ canvasElement }) => {
    await signInFormOf(canvasElement, FORM, { settle: false });
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Apple' }));
    await expect(
      await canvas.findByText('Signed in with the provider. Loading your account…', {}, { timeout: 8000 }),
    ).toBeVisible();
  },
};

/** §8 'Social auth failure': the progress bar fails and the reason shows above the form. */
export const SocialFailed: Story = {
  tags: ['state:signIn.editing'],
  parameters: { world: { scenario: 'serverError' } },
  play: async ({ canvasElement }) => {
    const form = await signInFormOf(canvasElement, FORM);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue with Facebook' }));
    const alert = await form.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Internal Server error please try again.');
    await expect(storedNow().read('authToken')).toBeNull();
    await appSettled(canvasElement);
    await animationsFinished(canvasElement);
  },
};

/** §2: a signed-in visitor opening sign-in goes to /account. */
export const Redirected: Story = {
  tags: ['!visual', 'state:signIn.redirected'],
  parameters: { world: { signedInAs: 'customer@demo.test' } },
  play: async ({ canvasElement }) => {
    await landedOn(canvasElement, '/account');
    await expect(within(canvasElement).queryByRole('form', { name: FORM })).toBeNull();
    // The account page's Orders list loads after it: the screenshot waits for it.
    await within(canvasElement).findByRole('table', { name: 'Orders, newest first' }, { timeout: 10_000 });
    await appSettled(canvasElement);
  },
};

/** §4: a User with projects goes to / whatever the redirect; Remember me keeps the e-mail only. */
export const SignedInWithProjects: Story = {
  tags: ['state:signIn.redirected', '!visual'],
  parameters: { route: '/login?redirect=%2Ffaq' },
  play: async ({ canvasElement }) => {
    const form = await signInFormOf(canvasElement, FORM);
    await userEvent.click(fieldsOf(form).remember);
    await signIn(form, 'customer@demo.test');
    await landedOn(canvasElement, '/');
    const stored = storedNow();
    await expect(stored.cookie('remember_email')).toBe('customer@demo.test');
    await expect(stored.cookie('remember_me')).toBe('1');
    await expect(stored.cookie('user_type')).toBe('User');
    await expect(stored.read('authToken')).not.toBeNull();
  },
};

/** §4: an unverified e-mail goes to /verifiction, signed in. */
export const UnverifiedToVerification: Story = {
  tags: ['!visual', 'state:signIn.redirected'],
  parameters: { world: { scenario: 'signInUnverified' } },
  play: async ({ canvasElement }) => {
    const form = await signInFormOf(canvasElement, FORM);
    await signIn(form, 'customer@demo.test');
    await landedOn(canvasElement, '/verifiction');
  },
};

/** An Admin signed in without the one-time code, on Login: the code step (session machine). */
export const AdminOneTimeCode: Story = {
  tags: ['state:session.user.signedIn.oneTimeCode.idle'],
  parameters: { world: { signedInAs: 'admin@demo.test' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Enter your one-time code' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send me a code' })).toBeVisible();
    await expect(canvas.getByText(/expires 10 minutes after it is sent\. After 5 wrong tries/)).toBeVisible();
    await appSettled(canvasElement);
  },
};
