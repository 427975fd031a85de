import { Section, Text } from '@react-email/components';
import { formatUsd, RETURN_WINDOW_DAYS } from '@showroom/domain';
import { EmailLayout } from '../layout/EmailLayout.tsx';
import { ActionButton, AmountRow, Paragraph } from '../layout/parts.tsx';
import { colors } from '../layout/theme.ts';
import { formatEmailTime } from '../time.ts';
import { OrderLines } from './OrderLines.tsx';
import { addressLines, type EmailOrderLine, type PostalAddress } from './types.ts';

export interface OrderConfirmationProps {
  readonly siteUrl: string;
  readonly customerName: string;
  readonly orderNumber: string;
  readonly lines: readonly EmailOrderLine[];
  readonly subtotal: number;
  readonly shipping: number;
  readonly total: number;
  readonly shippingAddress: PostalAddress;
  /** Absolute address of the order on the store. */
  readonly orderUrl: string;
  /** §9: items can be cancelled until then (ordering + 60 minutes). */
  readonly cancelUntil: string;
}

/** To the customer when an order is placed (issue 34): what was bought, for how much, and where it goes. */
export function OrderConfirmation(props: OrderConfirmationProps) {
  const { siteUrl, customerName, orderNumber, lines, subtotal, shipping, total, shippingAddress, orderUrl } = props;
  return (
    <EmailLayout
      siteUrl={siteUrl}
      preview={`Order ${orderNumber}: ${formatUsd(total)}, ${lines.length} ${lines.length === 1 ? 'item' : 'items'}`}
      heading="Thank you for your order"
    >
      <Paragraph>
        Hello {customerName || 'there'}, we have your order <strong>{orderNumber}</strong>. Each vendor confirms its
        items within 48 hours; we will e-mail you as they move.
      </Paragraph>
      <OrderLines lines={lines} />
      <AmountRow label="Subtotal" amount={formatUsd(subtotal)} />
      <AmountRow label="Shipping" amount={shipping === 0 ? 'Free' : formatUsd(shipping)} />
      <AmountRow label="Total charged" amount={formatUsd(total)} strong />
      <Section style={{ margin: '24px 0 8px' }}>
        <Text style={{ color: colors.muted, fontSize: '14px', margin: '0 0 4px', fontWeight: 600 }}>Shipping to</Text>
        {addressLines(shippingAddress).map((line) => (
          <Text key={line} style={{ color: colors.text, fontSize: '15px', lineHeight: '22px', margin: 0 }}>
            {line}
          </Text>
        ))}
      </Section>
      <ActionButton href={orderUrl}>View your order</ActionButton>
      <Paragraph muted>
        Changed your mind? You can cancel items until {formatEmailTime(props.cancelUntil)} from your order. Delivered
        items can be returned within {RETURN_WINDOW_DAYS} days.
      </Paragraph>
    </EmailLayout>
  );
}
