import { contractorApplicationMessages as messages } from '@showroom/api/client';
import { PENDING_APPLICATION_EMAIL } from '@showroom/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appSettled } from '../../storybook/settled.ts';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';

/**
 * /register/contractor as the app renders it: the form sends POST /api/contractor_application
 * to the @showroom/api demo handlers. One story per state of the form.
 */
const meta = {
  title: 'Pages/ContractorApplication',
  decorators: [withAppAt],
  parameters: { layout: 'fullscreen', route: '/register/contractor' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Screen = ReturnType<typeof within>;

const applicant = {
  fullName: 'Marco Diaz',
  company: 'Diaz Remodeling LLC',
  email: 'marco@diaz-remodeling.example',
  phone: '2135550142',
  license: 'CSLB #1045821',
};

const fieldsOf = (screen: Screen) => ({
  fullName: screen.getByRole('textbox', { name: /^Full name/ }),
  company: screen.getByRole('textbox', { name: /^Company name/ }),
  email: screen.getByRole('textbox', { name: /^Email/ }),
  phone: screen.getByRole('textbox', { name: /^Phone number/ }),
  license: screen.getByRole('textbox', { name: /^License number/ }),
  message: screen.getByRole('textbox', { name: /^Message/ }),
});

async function formOf(canvasElement: HTMLElement, { settle = true } = {}): Promise<Screen> {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Apply for a pro account' }, { timeout: 5000 });
  if (settle) await appSettled(canvasElement);
  return within(canvas.getByRole('form', { name: 'Contractor application' }));
}

/** Pastes into a field (typing every character costs seconds on a shared machine). */
async function enter(field: HTMLElement, text: string): Promise<void> {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function fillIn(form: Screen, email = applicant.email): Promise<void> {
  const fields = fieldsOf(form);
  await enter(fields.fullName, applicant.fullName);
  await enter(fields.company, applicant.company);
  await enter(fields.email, email);
  await userEvent.type(fields.phone, applicant.phone);
  await enter(fields.license, applicant.license);
}

/** The toast of a tone, once shown (toasts are portalled to the body). */
async function toastOf(canvasElement: HTMLElement, tone: 'success' | 'error'): Promise<HTMLElement> {
  return waitFor(
    () => {
      const toast = canvasElement.ownerDocument.querySelector<HTMLElement>(`li[data-tone="${tone}"]`);
      if (!toast) throw new Error(`No ${tone} toast yet.`);
      return toast;
    },
    { timeout: 5000 },
  );
}

/** Toasts slide in: jump to the end of every finite animation for a settled picture. */
async function animationsFinished(canvasElement: HTMLElement): Promise<void> {
  for (const animation of canvasElement.ownerDocument.body.getAnimations({ subtree: true })) {
    if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
  }
  await Promise.resolve();
}

/** Empty and ready: the required fields marked, +1 chosen, the approval time stated. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    const fields = fieldsOf(form);
    for (const field of [fields.fullName, fields.company, fields.email, fields.phone, fields.license]) {
      await expect(field).toHaveValue('');
      await expect(field).toBeRequired();
      await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    }
    await expect(fields.message).not.toBeRequired();
    await expect(form.getByRole('combobox', { name: 'Country code' })).toHaveTextContent('US +1');
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Approval takes up to 24 hours/)).toBeVisible();
    await expect(canvas.getByText(/about 30 minutes/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await waitFor(() => expect(document.title).toMatch(/Showroom/));
  },
};

export const EmptyMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await expect(form.getByRole('button', { name: 'Send application' })).toBeVisible();
  },
};

/** Sent empty: every required field marked with its message, focus on the first, nothing sent. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Send application' }));
    const fields = fieldsOf(form);
    await waitFor(() => expect(fields.fullName).toHaveAttribute('aria-invalid', 'true'));
    await expect(fields.fullName).toHaveAccessibleDescription(messages.fullNameRequired);
    await expect(fields.company).toHaveAccessibleDescription(messages.companyNameRequired);
    await expect(fields.email).toHaveAccessibleDescription(
      `We send the answer to your application here. ${messages.emailRequired}`,
    );
    await expect(fields.phone).toHaveAccessibleDescription(messages.phoneRequired);
    await expect(fields.license).toHaveAccessibleDescription(expect.stringContaining(messages.licenseRequired));
    await expect(form.getByText('Please check the 5 fields marked below.')).toBeVisible();
    await waitFor(() => expect(fields.fullName).toHaveFocus());
    // Nothing was sent: no toast, no progress bar.
    await expect(canvasElement.ownerDocument.querySelector('li[data-tone]')).toBeNull();
    await appSettled(canvasElement);
  },
};

/** While fixing: a mark goes as soon as its field is right; malformed values get their own message. */
export const InvalidWhileFixing: Story = {
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Send application' }));
    const fields = fieldsOf(form);
    await userEvent.type(fields.fullName, applicant.fullName);
    await expect(fields.fullName).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(fields.email, 'marco@');
    await expect(fields.email).toHaveAccessibleDescription(expect.stringContaining(messages.emailInvalid));
    await userEvent.type(fields.phone, '213555');
    await expect(fields.phone).toHaveAccessibleDescription(messages.phoneInvalid);
    await userEvent.type(fields.license, '<b>');
    await expect(fields.license).toHaveAccessibleDescription(expect.stringContaining(messages.licenseInvalid));
    await expect(form.getByText('Please check the 4 fields marked below.')).toBeVisible();
    await appSettled(canvasElement);
  },
};

export const InvalidMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(fieldsOf(form).fullName).toHaveAttribute('aria-invalid', 'true'));
    await appSettled(canvasElement);
  },
};

/** Sending ('slowNetwork' holds the answer): fields read-only, the button busy, the typing shown. */
export const Submitting: Story = {
  parameters: { world: { scenario: 'slowNetwork' } },
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement, { settle: false });
    await fillIn(form);
    await userEvent.click(form.getByRole('button', { name: 'Send application' }));
    const sending = await form.findByRole('button', { name: /Sending your application/ });
    await expect(sending).toHaveAttribute('aria-busy', 'true');
    for (const field of Object.values(fieldsOf(form))) {
      await expect(field).toHaveAttribute('readonly');
      await expect(field).toHaveAttribute('aria-disabled', 'true');
    }
    await expect(fieldsOf(form).license).toHaveValue(applicant.license);
    await expect(canvasElement.querySelector('form[aria-busy="true"]')).not.toBeNull();
  },
};

/** The server refuses the e-mail (an application for it is pending): its message under the field. */
export const ServerFieldError: Story = {
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await fillIn(form, PENDING_APPLICATION_EMAIL);
    await userEvent.click(form.getByRole('button', { name: 'Send application' }));
    const { email, license } = fieldsOf(form);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(email).toHaveAccessibleDescription(expect.stringContaining(messages.alreadyPending));
    // The server's 422 says its reason (issue 30), and the §8 toast says it.
    await expect(await toastOf(canvasElement, 'error')).toHaveTextContent(messages.alreadyPending);
    await waitFor(() => expect(email).toHaveFocus());
    await expect(license).toHaveValue(applicant.license);
    await appSettled(canvasElement);
    await animationsFinished(canvasElement);
  },
};

/** Changing the refused e-mail clears the server's mark on it; the other fields keep theirs. */
export const ServerFieldErrorCleared: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await fillIn(form, PENDING_APPLICATION_EMAIL);
    await userEvent.click(form.getByRole('button', { name: 'Send application' }));
    const { email } = fieldsOf(form);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.type(email, 'x');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.queryByText(/Please check the/)).toBeNull();
    await appSettled(canvasElement);
  },
};

/** The server fails (500): the §8 toast, the reason above the form, every field kept. */
export const ServerError: Story = {
  parameters: { world: { scenario: 'serverError' } },
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await fillIn(form);
    await userEvent.click(form.getByRole('button', { name: 'Send application' }));
    await expect(await toastOf(canvasElement, 'error')).toHaveTextContent('Internal Server error please try again.');
    await expect(await form.findByText(/What you typed is kept/)).toBeVisible();
    const fields = fieldsOf(form);
    await expect(fields.fullName).toHaveValue(applicant.fullName);
    await expect(fields.email).toHaveValue(applicant.email);
    await expect(fields.license).toHaveValue(applicant.license);
    await expect(form.getByRole('button', { name: 'Send application' })).toBeEnabled();
    await appSettled(canvasElement);
    await animationsFinished(canvasElement);
  },
};

/** Accepted: the confirmation replaces the form, says 24 hours and the 30-minute demo, and has the focus. */
export const Submitted: Story = {
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await fillIn(form);
    await enter(fieldsOf(form).message, 'Kitchens and baths.');
    await userEvent.keyboard('{Tab}');
    await expect(form.getByRole('button', { name: 'Send application' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { level: 2, name: 'Application received' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText(messages.received)).toBeVisible();
    await expect(canvas.getByText(applicant.email)).toBeVisible();
    await expect(canvas.getByText(/we book your demo\. It takes about 30 minutes/)).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Contractor application' })).toBeNull();
    await appSettled(canvasElement);
  },
};

export const SubmittedMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await fillIn(form);
    await userEvent.click(form.getByRole('button', { name: 'Send application' }));
    await within(canvasElement).findByRole('heading', { level: 2, name: 'Application received' });
    await appSettled(canvasElement);
  },
};

/** A signed-in customer applies with name and e-mail filled in. */
export const SignedInCustomer: Story = {
  tags: ['!visual'],
  parameters: { world: { signedInAs: 'customer@demo.test' } },
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await waitFor(() => expect(fieldsOf(form).email).toHaveValue('customer@demo.test'));
    await expect(fieldsOf(form).fullName).not.toHaveValue('');
    await expect(fieldsOf(form).company).toHaveValue('');
  },
};

/** A signed-in contractor already has a pro account: no form, a way to the account. */
export const AlreadyPro: Story = {
  parameters: { world: { signedInAs: 'contractor@demo.test' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You already have a pro account', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/account');
    await expect(canvas.queryByRole('form', { name: 'Contractor application' })).toBeNull();
    await appSettled(canvasElement);
  },
};
