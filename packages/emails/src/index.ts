import { createElement } from 'react';
import {
  ContractorApplicationReceived,
  EmailVerification,
  OneTimeCode,
  PasswordReset,
  SignInPaused,
  type ContractorApplicationReceivedProps,
  type EmailVerificationProps,
  type OneTimeCodeProps,
  type PasswordResetProps,
  type SignInPausedProps,
} from './account/AccountEmails.tsx';
import { absoluteLink } from './links.ts';
import { ItemStatusChanged, type ItemStatusChangedProps } from './orders/ItemStatusChanged.tsx';
import { OrderConfirmation, type OrderConfirmationProps } from './orders/OrderConfirmation.tsx';
import { RefundIssued, type RefundIssuedProps } from './orders/RefundIssued.tsx';
import { VendorNewItems, type VendorNewItemsProps } from './orders/VendorNewItems.tsx';
import { renderEmail, type RenderedEmail } from './render.ts';

export { absoluteLink, linkOn } from './links.ts';
export { formatEmailTime } from './time.ts';
export type { RenderedEmail } from './render.ts';
export type { EmailOrderLine, PostalAddress } from './orders/types.ts';
export type {
  ContractorApplicationReceivedProps,
  EmailVerificationProps,
  ItemStatusChangedProps,
  OneTimeCodeProps,
  OrderConfirmationProps,
  PasswordResetProps,
  RefundIssuedProps,
  SignInPausedProps,
  VendorNewItemsProps,
};
export {
  ContractorApplicationReceived,
  EmailVerification,
  ItemStatusChanged,
  OneTimeCode,
  OrderConfirmation,
  PasswordReset,
  RefundIssued,
  SignInPaused,
  VendorNewItems,
};

/** Each builder checks its links are absolute (a relative one throws) and renders HTML and text. */
export async function orderConfirmationEmail(props: OrderConfirmationProps): Promise<RenderedEmail> {
  absoluteLink(props.orderUrl);
  return renderEmail(`Your order ${props.orderNumber}`, createElement(OrderConfirmation, props));
}

export async function vendorNewItemsEmail(props: VendorNewItemsProps): Promise<RenderedEmail> {
  absoluteLink(props.ordersUrl);
  return renderEmail(`New order items: ${props.orderNumber}`, createElement(VendorNewItems, props));
}

export async function itemStatusChangedEmail(props: ItemStatusChangedProps): Promise<RenderedEmail> {
  absoluteLink(props.orderUrl);
  return renderEmail(`${props.productName}: ${props.status}`, createElement(ItemStatusChanged, props));
}

export async function refundIssuedEmail(props: RefundIssuedProps): Promise<RenderedEmail> {
  absoluteLink(props.orderUrl);
  return renderEmail(`Refund for ${props.productName}`, createElement(RefundIssued, props));
}

export async function emailVerificationEmail(props: EmailVerificationProps): Promise<RenderedEmail> {
  absoluteLink(props.verifyUrl);
  const subject = props.forAiDesign ? 'Verify your AI design account' : 'Verify your e-mail address';
  return renderEmail(subject, createElement(EmailVerification, props));
}

export async function passwordResetEmail(props: PasswordResetProps): Promise<RenderedEmail> {
  absoluteLink(props.resetUrl);
  return renderEmail('Reset your password', createElement(PasswordReset, props));
}

export async function oneTimeCodeEmail(props: OneTimeCodeProps): Promise<RenderedEmail> {
  return renderEmail('Your one-time code', createElement(OneTimeCode, props));
}

export async function signInPausedEmail(props: SignInPausedProps): Promise<RenderedEmail> {
  absoluteLink(props.resetUrl);
  return renderEmail('Sign-in to your Showroom account was paused', createElement(SignInPaused, props));
}

export async function contractorApplicationReceivedEmail(
  props: ContractorApplicationReceivedProps,
): Promise<RenderedEmail> {
  return renderEmail('We received your contractor application', createElement(ContractorApplicationReceived, props));
}
