import { EmailLayout } from '../layout/EmailLayout.tsx';
import { ActionButton, Paragraph } from '../layout/parts.tsx';

export interface ItemStatusChangedProps {
  readonly siteUrl: string;
  readonly customerName: string;
  readonly productName: string;
  readonly orderNumber: string;
  /** The status as a customer reads it (`customerStatusLabel`). */
  readonly status: string;
  readonly orderUrl: string;
}

/** To the customer when an item of their order moves (issue 34). */
export function ItemStatusChanged(props: ItemStatusChangedProps) {
  const { siteUrl, customerName, productName, orderNumber, status, orderUrl } = props;
  return (
    <EmailLayout siteUrl={siteUrl} preview={`${productName}: ${status}`} heading={`${status}: ${productName}`}>
      <Paragraph>
        Hello {customerName || 'there'}, {productName} in order <strong>{orderNumber}</strong> is now{' '}
        <strong>{status}</strong>.
      </Paragraph>
      <ActionButton href={orderUrl}>View your order</ActionButton>
    </EmailLayout>
  );
}
