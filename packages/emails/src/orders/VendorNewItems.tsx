import { Section, Text } from '@react-email/components';
import { EmailLayout } from '../layout/EmailLayout.tsx';
import { ActionButton, Paragraph } from '../layout/parts.tsx';
import { colors } from '../layout/theme.ts';
import { OrderLines } from './OrderLines.tsx';
import { addressLines, type EmailOrderLine, type PostalAddress } from './types.ts';

export interface VendorNewItemsProps {
  readonly siteUrl: string;
  readonly vendorName: string;
  readonly orderNumber: string;
  /** The vendor's own items of the order, at the vendor's price. */
  readonly lines: readonly EmailOrderLine[];
  readonly shipTo: PostalAddress;
  readonly customerName: string;
  /** Absolute address of the vendor's orders, the order searched. */
  readonly ordersUrl: string;
}

/** To each vendor with items in a new order (issue 34): what to approve and where it ships. */
export function VendorNewItems(props: VendorNewItemsProps) {
  const { siteUrl, vendorName, orderNumber, lines, shipTo, customerName, ordersUrl } = props;
  const count = `${lines.length} ${lines.length === 1 ? 'item' : 'items'}`;
  return (
    <EmailLayout siteUrl={siteUrl} preview={`${count} to approve in order ${orderNumber}`} heading="New order items">
      <Paragraph>
        Hello {vendorName || 'there'}, order <strong>{orderNumber}</strong> has {count} of yours. Please approve or
        decline {lines.length === 1 ? 'it' : 'them'} within 48 hours.
      </Paragraph>
      <OrderLines lines={lines} />
      <Section style={{ margin: '16px 0 8px' }}>
        <Text style={{ color: colors.muted, fontSize: '14px', margin: '0 0 4px', fontWeight: 600 }}>Ship to</Text>
        {[customerName, ...addressLines(shipTo)].map((line) => (
          <Text key={line} style={{ color: colors.text, fontSize: '15px', lineHeight: '22px', margin: 0 }}>
            {line}
          </Text>
        ))}
      </Section>
      <ActionButton href={ordersUrl}>Review the items</ActionButton>
    </EmailLayout>
  );
}
