import { formatUsd, REFUND_BUSINESS_DAYS } from '@showroom/domain';
import { EmailLayout } from '../layout/EmailLayout.tsx';
import { ActionButton, AmountRow, Paragraph } from '../layout/parts.tsx';

export interface RefundIssuedProps {
  readonly siteUrl: string;
  readonly customerName: string;
  readonly productName: string;
  readonly orderNumber: string;
  /** Why: the customer cancelled the item, or its return reached the vendor. */
  readonly cause: 'cancelled' | 'returned';
  readonly paid: number;
  readonly restockingFee: number;
  readonly refund: number;
  readonly orderUrl: string;
}

/** To the customer when an item is refunded (§9: 7-14 business days; a return keeps the restocking fee). */
export function RefundIssued(props: RefundIssuedProps) {
  const { siteUrl, customerName, productName, orderNumber, cause, paid, restockingFee, refund, orderUrl } = props;
  return (
    <EmailLayout
      siteUrl={siteUrl}
      preview={`${formatUsd(refund)} back to your card`}
      heading="Your refund is on its way"
    >
      <Paragraph>
        Hello {customerName || 'there'},{' '}
        {cause === 'cancelled'
          ? `you cancelled ${productName} in order ${orderNumber}, so it is refunded in full.`
          : `the vendor has ${productName} from order ${orderNumber} back, so it is refunded.`}
      </Paragraph>
      <AmountRow label="Paid for the item" amount={formatUsd(paid)} />
      {restockingFee > 0 && (
        <AmountRow label="Restocking fee (the item's initial shipping)" amount={`−${formatUsd(restockingFee)}`} />
      )}
      <AmountRow label="Refund" amount={formatUsd(refund)} strong />
      <Paragraph muted>
        The refund reaches the card you paid with within {REFUND_BUSINESS_DAYS.from}–{REFUND_BUSINESS_DAYS.to} business
        days.
      </Paragraph>
      <ActionButton href={orderUrl}>View your order</ActionButton>
    </EmailLayout>
  );
}
