import { Button, Column, Row, Section, Text } from '@react-email/components';
import type { CSSProperties, ReactNode } from 'react';
import { colors } from './theme.ts';

const paragraph: CSSProperties = { color: colors.text, fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' };

export function Paragraph({ children, muted }: { readonly children: ReactNode; readonly muted?: boolean }) {
  return <Text style={muted ? { ...paragraph, color: colors.muted, fontSize: '14px' } : paragraph}>{children}</Text>;
}

/** The e-mail's one call to action: a real link (absolute), styled as a button. */
export function ActionButton({ href, children }: { readonly href: string; readonly children: ReactNode }) {
  return (
    <Section style={{ margin: '8px 0 24px' }}>
      <Button
        href={href}
        style={{
          backgroundColor: colors.brand,
          borderRadius: '6px',
          color: colors.onBrand,
          fontSize: '16px',
          fontWeight: 600,
          padding: '12px 20px',
          textDecoration: 'none',
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

/** A label and its amount on one line, the amount right-aligned (totals, refunds). */
export function AmountRow({
  label,
  amount,
  strong,
}: {
  readonly label: string;
  readonly amount: string;
  readonly strong?: boolean;
}) {
  const text: CSSProperties = {
    color: colors.text,
    fontSize: '15px',
    lineHeight: '22px',
    margin: '2px 0',
    fontWeight: strong ? 700 : 400,
  };
  return (
    <Row>
      <Column>
        <Text style={text}>{label}</Text>
      </Column>
      <Column align="right" style={{ verticalAlign: 'top', paddingLeft: '12px' }}>
        <Text style={{ ...text, textAlign: 'right', whiteSpace: 'nowrap' }}>{amount}</Text>
      </Column>
    </Row>
  );
}
