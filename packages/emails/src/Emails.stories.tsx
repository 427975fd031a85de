import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  contractorApplicationReceivedEmail,
  emailVerificationEmail,
  itemStatusChangedEmail,
  oneTimeCodeEmail,
  orderConfirmationEmail,
  passwordResetEmail,
  refundIssuedEmail,
  signInPausedEmail,
  vendorNewItemsEmail,
} from './index.ts';
import type { RenderedEmail } from './render.ts';
import { EmailFrame, loadedEmail } from './storybook/EmailFrame.tsx';
import { sampleOrder, siteUrl } from './testing/samples.ts';

/**
 * Every transactional e-mail, rendered by the same builders the server sends with, shown as a
 * mail client shows it, so a designer reviews them like any component.
 */
const meta = {
  title: 'Emails',
  component: EmailFrame,
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof EmailFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story of one e-mail: rendered before the story draws (loaders), framed by `EmailFrame`. */
function emailStory(build: () => Promise<RenderedEmail>, check: (document: Document) => Promise<void>): Story {
  return {
    // The frame's `mail` comes from the loader; this placeholder satisfies the component's type.
    args: { mail: { subject: '', html: '', text: '' } },
    loaders: [async () => ({ mail: await build() })],
    render: (_args, { loaded }) => <EmailFrame mail={loaded['mail'] as RenderedEmail} />,
    play: async ({ canvasElement }) => check(await loadedEmail(canvasElement)),
  };
}

const linkOf = (document: Document, name: string) =>
  [...document.querySelectorAll('a')].find((link) => link.textContent?.trim() === name);

export const OrderConfirmation: Story = emailStory(
  () => orderConfirmationEmail(sampleOrder),
  async (document) => {
    await expect(document.querySelector('h1')).toHaveTextContent('Thank you for your order');
    await expect(document.body).toHaveTextContent('Matte Black Subway Tile');
    await expect(document.body).toHaveTextContent('Total charged$450.50');
    await expect(linkOf(document, 'View your order')).toHaveAttribute('href', sampleOrder.orderUrl);
  },
);

export const OrderConfirmationMobile: Story = {
  ...OrderConfirmation,
  globals: { viewport: { value: 'mobile' } },
};

export const VendorNewItems: Story = emailStory(
  () =>
    vendorNewItemsEmail({
      siteUrl,
      vendorName: 'Priya Nair',
      orderNumber: sampleOrder.orderNumber,
      lines: sampleOrder.lines.slice(0, 1),
      shipTo: sampleOrder.shippingAddress,
      customerName: sampleOrder.customerName,
      ordersUrl: `${siteUrl}account?search=${sampleOrder.orderNumber}`,
    }),
  async (document) => {
    await expect(document.querySelector('h1')).toHaveTextContent('New order items');
    await expect(document.body).toHaveTextContent('Olive Orders');
    await expect(linkOf(document, 'Review the items')?.getAttribute('href')).toMatch(/^https:\/\//);
  },
);

export const ItemStatusChanged: Story = emailStory(
  () =>
    itemStatusChangedEmail({
      siteUrl,
      customerName: 'Olive',
      productName: 'Matte Black Subway Tile',
      orderNumber: sampleOrder.orderNumber,
      status: 'Out for delivery',
      orderUrl: sampleOrder.orderUrl,
    }),
  async (document) => {
    await expect(document.querySelector('h1')).toHaveTextContent('Out for delivery: Matte Black Subway Tile');
  },
);

export const RefundAfterReturn: Story = emailStory(
  () =>
    refundIssuedEmail({
      siteUrl,
      customerName: 'Olive',
      productName: 'Matte Black Subway Tile',
      orderNumber: sampleOrder.orderNumber,
      cause: 'returned',
      paid: 136.5,
      restockingFee: 8.02,
      refund: 128.48,
      orderUrl: sampleOrder.orderUrl,
    }),
  async (document) => {
    await expect(document.body).toHaveTextContent('−$8.02');
    await expect(document.body).toHaveTextContent('Refund$128.48');
  },
);

export const EmailVerification: Story = emailStory(
  () => emailVerificationEmail({ siteUrl, name: 'Olive', verifyUrl: `${siteUrl}verify/8f2c1e`, validHours: 48 }),
  async (document) => {
    await expect(linkOf(document, 'Confirm my e-mail address')).toHaveAttribute('href', `${siteUrl}verify/8f2c1e`);
  },
);

export const PasswordReset: Story = emailStory(
  () =>
    passwordResetEmail({
      siteUrl,
      name: 'Olive',
      resetUrl: `${siteUrl}reset_password?token=5d1a&email=olive%40example.com`,
      validMinutes: 60,
    }),
  async (document) => {
    await expect(linkOf(document, 'Choose a new password')?.getAttribute('href')).toMatch(
      /^https:\/\/shop\.example\.com\/reset_password\?token=/,
    );
  },
);

export const OneTimeCode: Story = emailStory(
  () => oneTimeCodeEmail({ siteUrl, code: '042917', validMinutes: 10 }),
  async (document) => {
    await expect(document.body).toHaveTextContent('Your one-time code is 042917. It expires in 10 minutes.');
  },
);

export const SignInPaused: Story = emailStory(
  () =>
    signInPausedEmail({
      siteUrl,
      name: 'Olive',
      attempts: 5,
      pausedMinutes: 15,
      resetUrl: `${siteUrl}/reset_password`,
    }),
  async (document) => {
    await expect(document.querySelector('h1')).toHaveTextContent('Sign-in to your account was paused');
    await expect(document.body).toHaveTextContent('5 times in a row, so signing in is paused for 15 minutes.');
    await expect(linkOf(document, 'Reset my password')).toHaveAttribute('href', `${siteUrl}/reset_password`);
  },
);

export const ContractorApplicationReceived: Story = emailStory(
  () =>
    contractorApplicationReceivedEmail({
      siteUrl,
      name: 'Marco Diaz',
      reviewBy: 'Dec 8, 2026, 10:42 AM PST',
      approvalHours: 24,
      demoMinutes: 30,
    }),
  async (document) => {
    await expect(document.querySelector('h1')).toHaveTextContent('We received your application');
    await expect(document.body).toHaveTextContent('reply within 24 hours (by Dec 8, 2026, 10:42 AM PST).');
    await expect(document.body).toHaveTextContent('it takes about 30 minutes.');
  },
);
