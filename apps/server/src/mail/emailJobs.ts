import {
  itemStatusChangedEmail,
  orderConfirmationEmail,
  refundIssuedEmail,
  vendorNewItemsEmail,
  type ItemStatusChangedProps,
  type OrderConfirmationProps,
  type RefundIssuedProps,
  type RenderedEmail,
  type VendorNewItemsProps,
} from '@showroom/emails';

/** An order e-mail to render: which one, and its data (plain values: it crosses to a thread). */
export type EmailJob =
  | { readonly kind: 'orderConfirmation'; readonly props: OrderConfirmationProps }
  | { readonly kind: 'vendorNewItems'; readonly props: VendorNewItemsProps }
  | { readonly kind: 'itemStatusChanged'; readonly props: ItemStatusChangedProps }
  | { readonly kind: 'refundIssued'; readonly props: RefundIssuedProps };

export function renderEmailJob(job: EmailJob): Promise<RenderedEmail> {
  switch (job.kind) {
    case 'orderConfirmation':
      return orderConfirmationEmail(job.props);
    case 'vendorNewItems':
      return vendorNewItemsEmail(job.props);
    case 'itemStatusChanged':
      return itemStatusChangedEmail(job.props);
    case 'refundIssued':
      return refundIssuedEmail(job.props);
  }
}
