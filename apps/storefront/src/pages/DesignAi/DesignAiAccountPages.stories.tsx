import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appSettled } from '../../storybook/settled.ts';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';
import { aiFormMessages } from './aiForms.ts';
import {
  AI_EMAIL,
  aiSignedIn,
  aiStateIs,
  animationsFinished,
  CREDENTIALS_REFUSED,
  DEMO_PASSWORD,
  enter,
  formOf,
  landedOn,
  mobile,
  storyServices,
  type Screen,
} from './aiStoryKit.tsx';

/**
 * /design-ai/login and /design-ai/singup as the app renders them: `POST /api/AI/design`
 * (action login or register) answered by the @showroom/api demo handlers, the AI session kept
 * through the session machine's `ai` region (tags `state:session.ai.<state>`).
 */
const meta = {
  title: 'Pages/DesignAi/Account',
  decorators: [withAppAt],
  parameters: { layout: 'fullscreen', route: '/design-ai/login' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const SIGN_IN = 'AI design sign in';
const SIGN_UP = 'AI design sign up';
const signUpRoute = { route: '/design-ai/singup' } as const;

const fieldsOf = (form: Screen) => ({
  email: form.getByRole('textbox', { name: /^Email/ }),
  // A password input has no role: it is found by its label.
  password: form.getByLabelText(/^Password/, { selector: 'input' }),
});

async function signInForm(canvasElement: HTMLElement) {
  const form = await formOf(canvasElement, SIGN_IN);
  await appSettled(canvasElement);
  return form;
}

async function signUpForm(canvasElement: HTMLElement) {
  const form = await formOf(canvasElement, SIGN_UP);
  await appSettled(canvasElement);
  return form;
}

// ── Sign in ─────────────────────────────────────────────────────────────────────────────────

/** The AI area's sign-in: e-mail, password with show/hide, links to sign-up and the area. */
export const SignIn: Story = {
  tags: ['state:session.ai.signedOut'],
  play: async ({ canvasElement }) => {
    const form = await signInForm(canvasElement);
    const { email, password } = fieldsOf(form);
    await expect(email).toHaveAttribute('type', 'email');
    await expect(password).toHaveAttribute('type', 'password');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Create an AI design account' })).toHaveAttribute(
      'href',
      '/design-ai/singup',
    );
    await aiStateIs('signedOut');
  },
};

export const SignInMobile: Story = {
  tags: ['state:session.ai.signedOut'],
  globals: mobile,
  play: async ({ canvasElement }) => {
    await signInForm(canvasElement);
  },
};

/** Sent empty: both fields say so, the focus is on the e-mail, nothing is sent. */
export const SignInEmpty: Story = {
  tags: ['state:session.ai.signedOut'],
  play: async ({ canvasElement }) => {
    const form = await signInForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Sign In' }));
    const { email, password } = fieldsOf(form);
    await expect(email).toHaveAccessibleDescription(aiFormMessages.emailRequired);
    await expect(password).toHaveAccessibleDescription(aiFormMessages.passwordRequired);
    await waitFor(() => expect(email).toHaveFocus());
  },
};

/** A wrong password: the server's first message under Email (§5), the typing kept, still signed out. */
export const SignInRefused: Story = {
  tags: ['state:session.ai.signedOut'],
  play: async ({ canvasElement }) => {
    const form = await signInForm(canvasElement);
    const { email, password } = fieldsOf(form);
    await enter(email, AI_EMAIL);
    await enter(password, 'not-the-password');
    await userEvent.click(form.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(CREDENTIALS_REFUSED), { timeout: 8000 });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(password).toHaveValue('not-the-password');
    await expect(storyServices().persistence.read('aiToken')).toBeNull();
    await appSettled(canvasElement);
    await animationsFinished(canvasElement);
  },
};

/** The server fails (500): the §8 text above the form, the typing kept. */
export const SignInServerError: Story = {
  tags: ['state:session.ai.signedOut'],
  parameters: { world: { scenario: 'serverError' } },
  play: async ({ canvasElement }) => {
    const form = await signInForm(canvasElement);
    const { email, password } = fieldsOf(form);
    await enter(email, AI_EMAIL);
    await enter(password, DEMO_PASSWORD);
    await userEvent.click(form.getByRole('button', { name: 'Sign In' }));
    const message = await within(canvasElement).findByText('Internal Server error please try again.', {
      selector: 'p',
    });
    await expect(message).toBeVisible();
    // The focus moves to the message once React has committed it, so it is read at once.
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(email).toHaveValue(AI_EMAIL);
    await appSettled(canvasElement);
    await animationsFinished(canvasElement);
  },
};

/** While the answer is on its way: the button says so, the fields hold still. */
export const SigningIn: Story = {
  tags: ['state:session.ai.signedOut'],
  parameters: { world: { scenario: 'slowNetwork' } },
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement, SIGN_IN);
    const { email, password } = fieldsOf(form);
    await enter(email, AI_EMAIL);
    await enter(password, DEMO_PASSWORD);
    await userEvent.click(form.getByRole('button', { name: 'Sign In' }));
    await expect(await form.findByRole('button', { name: 'Signing in…' })).toBeVisible();
    await expect(email).toHaveAttribute('readonly');
  },
};

/** Signed in: the AI token and user are kept (§3) and the area opens with the balance. */
export const SignsIn: Story = {
  tags: ['!visual', 'state:session.ai.signedIn'],
  play: async ({ canvasElement }) => {
    const form = await signInForm(canvasElement);
    const { email, password } = fieldsOf(form);
    await enter(email, AI_EMAIL);
    await enter(password, DEMO_PASSWORD);
    await userEvent.click(form.getByRole('button', { name: 'Sign In' }));
    await landedOn(canvasElement, '/design-ai');
    await aiStateIs('signedIn');
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText('Credits left: 25')).toBeVisible(), { timeout: 8000 });
    const { persistence } = storyServices();
    await expect(persistence.read('aiToken')).toMatch(/.{11,}/);
    await expect(persistence.read('ai_user')).toContain(AI_EMAIL);
    // The shop's own session is untouched: nobody is signed in there.
    await expect(persistence.read('authToken')).toBeNull();
    await appSettled(canvasElement);
  },
};

/** Already signed in to the AI area: the sign-in page goes to /design-ai. */
export const AlreadySignedIn: Story = {
  tags: ['!visual', 'state:session.ai.signedIn'],
  parameters: { world: aiSignedIn },
  play: async ({ canvasElement }) => {
    await landedOn(canvasElement, '/design-ai');
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Design with AI' });
    await appSettled(canvasElement);
  },
};

/** A stored AI token is being checked: the form waits for the answer. */
export const CheckingStoredSession: Story = {
  tags: ['state:session.ai.loadingUser'],
  parameters: { world: { ...aiSignedIn, scenario: 'slowNetwork' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Checking your AI design account…')).toBeVisible();
    await aiStateIs('loadingUser');
    await expect(canvas.queryByRole('form', { name: SIGN_IN })).toBeNull();
  },
};

// ── Sign up ─────────────────────────────────────────────────────────────────────────────────

/** The AI area's sign-up: name, e-mail, password of at least 8. */
export const SignUp: Story = {
  tags: ['state:session.ai.signedOut'],
  parameters: signUpRoute,
  play: async ({ canvasElement }) => {
    const form = await signUpForm(canvasElement);
    await expect(form.getByRole('textbox', { name: /^Name/ })).toBeVisible();
    await expect(fieldsOf(form).password).toHaveAccessibleDescription('At least 8 characters.');
    await expect(within(canvasElement).getByRole('link', { name: 'Sign in to AI design' })).toHaveAttribute(
      'href',
      '/design-ai/login',
    );
  },
};

export const SignUpMobile: Story = {
  tags: ['state:session.ai.signedOut'],
  parameters: signUpRoute,
  globals: mobile,
  play: async ({ canvasElement }) => {
    await signUpForm(canvasElement);
  },
};

/** The client's checks: name required, a valid e-mail, a password of at least 8; nothing is sent. */
export const SignUpInvalid: Story = {
  tags: ['state:session.ai.signedOut'],
  parameters: signUpRoute,
  play: async ({ canvasElement }) => {
    const form = await signUpForm(canvasElement);
    const { email, password } = fieldsOf(form);
    await enter(email, 'not-an-address');
    await enter(password, 'short');
    await userEvent.click(form.getByRole('button', { name: 'Create Account' }));
    const name = form.getByRole('textbox', { name: /^Name/ });
    await expect(name).toHaveAccessibleDescription(aiFormMessages.nameRequired);
    await expect(email).toHaveAccessibleDescription(aiFormMessages.emailInvalid);
    await expect(password).toHaveAccessibleDescription(/The password must be at least 8 characters\./);
    await waitFor(() => expect(name).toHaveFocus());
    await expect(storyServices().persistence.read('aiToken')).toBeNull();
  },
};

/** An e-mail that has an AI account already: the server's message under Email. */
export const SignUpEmailTaken: Story = {
  tags: ['state:session.ai.signedOut'],
  parameters: signUpRoute,
  play: async ({ canvasElement }) => {
    const form = await signUpForm(canvasElement);
    const { email, password } = fieldsOf(form);
    await enter(form.getByRole('textbox', { name: /^Name/ }), 'Maya Lopez');
    await enter(email, AI_EMAIL);
    await enter(password, DEMO_PASSWORD);
    await userEvent.click(form.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('The email has already been taken.'), {
      timeout: 8000,
    });
    await waitFor(() => expect(email).toHaveFocus());
    await appSettled(canvasElement);
    await animationsFinished(canvasElement);
  },
};

/** Signed up: signed in to the AI area at once, on to the welcome page. */
export const SignsUp: Story = {
  tags: ['!visual', 'state:session.ai.signedIn'],
  parameters: signUpRoute,
  play: async ({ canvasElement }) => {
    const form = await signUpForm(canvasElement);
    const { email, password } = fieldsOf(form);
    await enter(form.getByRole('textbox', { name: /^Name/ }), 'Noor Haddad');
    await enter(email, 'noor@example.test');
    await enter(password, DEMO_PASSWORD);
    await userEvent.click(form.getByRole('button', { name: 'Create Account' }));
    await landedOn(canvasElement, '/design-ai/welcome');
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Welcome, Noor Haddad!' });
    await aiStateIs('signedIn');
    await appSettled(canvasElement);
  },
};
