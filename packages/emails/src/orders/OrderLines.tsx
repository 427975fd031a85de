import { Column, Row, Section, Text } from '@react-email/components';
import { formatUsd } from '@showroom/domain';
import { colors } from '../layout/theme.ts';
import type { EmailOrderLine } from './types.ts';

/** The order's lines: name, quantity × unit price, and the line's amount. */
export function OrderLines({ lines }: { readonly lines: readonly EmailOrderLine[] }) {
  return (
    <Section style={{ borderTop: `1px solid ${colors.border}`, margin: '0 0 8px' }}>
      {lines.map((line, index) => (
        <Row key={index} style={{ borderBottom: `1px solid ${colors.border}` }}>
          <Column>
            <Text style={{ color: colors.text, fontSize: '15px', lineHeight: '22px', margin: '10px 0 0' }}>
              {line.name}
            </Text>
            <Text style={{ color: colors.muted, fontSize: '14px', lineHeight: '20px', margin: '0 0 10px' }}>
              {line.qty} × {formatUsd(line.unitPrice)}
            </Text>
          </Column>
          <Column align="right" style={{ verticalAlign: 'top', width: '110px' }}>
            <Text
              style={{ color: colors.text, fontSize: '15px', lineHeight: '22px', margin: '10px 0', textAlign: 'right' }}
            >
              {formatUsd(line.lineTotal)}
            </Text>
          </Column>
        </Row>
      ))}
    </Section>
  );
}
