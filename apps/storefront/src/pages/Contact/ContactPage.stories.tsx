import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SUPPORT_EMAIL } from '../../config.ts';
import { appSettled } from '../../storybook/settled.ts';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';

const meta = {
  title: 'Pages/Contact',
  decorators: [withAppAt],
  parameters: { layout: 'fullscreen', route: '/contact' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
    await expect(canvas.getByRole('button', { name: 'Write the e-mail' })).toBeVisible();
    await expect(canvas.getByText(/Nothing is sent until you send it there/)).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Contact Us | Showroom'));
    await appSettled(canvasElement);
  },
};

/** Without a topic, and with an order number that is not one, both fields say what is wrong; the typing stays. */
export const Invalid: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, canvasElement }) => {
    const order = await canvas.findByRole('textbox', { name: /Order number/ });
    await appSettled(canvasElement);
    await userEvent.type(order, 'AB-12');
    await userEvent.click(canvas.getByRole('button', { name: 'Write the e-mail' }));
    await expect(await canvas.findByText('Choose what your message is about.')).toBeVisible();
    await expect(canvas.getByText('Enter the order number in digits only, as shown in My Account.')).toBeVisible();
    await expect(order).toHaveValue('AB-12');
    await expect(order).toHaveAttribute('aria-invalid', 'true');
    // Focus goes to the first field to fix.
    await expect(canvas.getByRole('combobox', { name: /What is it about/ })).toHaveFocus();
  },
};

/** The topic picker is a Radix select: keyboard opens it and picks a topic, which clears its error. */
export const ChoosingATopic: Story = {
  tags: ['!visual'],
  play: async ({ canvas, canvasElement }) => {
    const topic = await canvas.findByRole('combobox', { name: /What is it about/ });
    await appSettled(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Write the e-mail' }));
    await expect(await canvas.findByText('Choose what your message is about.')).toBeVisible();
    topic.focus();
    await userEvent.keyboard('{Enter}');
    const list = await within(document.body).findByRole('listbox');
    await userEvent.click(within(list).getByRole('option', { name: 'A return or a refund' }));
    await expect(topic).toHaveTextContent('A return or a refund');
    await expect(canvas.queryByText('Choose what your message is about.')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await appSettled(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
