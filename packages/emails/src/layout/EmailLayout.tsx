import { Body, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { CSSProperties, ReactNode } from 'react';
import { BRAND_NAME, colors, font } from './theme.ts';

export interface EmailLayoutProps {
  /** The line a mail client shows after the subject. */
  readonly preview: string;
  readonly heading: string;
  /** The store's public address, for the footer's link (absolute). */
  readonly siteUrl: string;
  readonly children: ReactNode;
}

const body: CSSProperties = { backgroundColor: colors.page, margin: 0, padding: '24px 0', fontFamily: font };
const card: CSSProperties = {
  backgroundColor: colors.surface,
  border: `1px solid ${colors.border}`,
  borderRadius: '8px',
  maxWidth: '560px',
  margin: '0 auto',
  padding: '32px 24px',
};
const brand: CSSProperties = { color: colors.brand, fontSize: '20px', fontWeight: 700, margin: '0 0 24px' };
const title: CSSProperties = { color: colors.text, fontSize: '24px', lineHeight: '32px', margin: '0 0 16px' };
const footer: CSSProperties = { color: colors.muted, fontSize: '13px', lineHeight: '20px', margin: 0 };

/**
 * The frame every Showroom e-mail shares: the brand, a heading, the message and a footer that
 * says why it was sent. Styles are inline (mail clients drop style sheets) and the width is
 * fluid up to 560 px, so it reads the same on a phone.
 */
export function EmailLayout({ preview, heading, siteUrl, children }: EmailLayoutProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={body}>
        <Container style={card}>
          <Text style={brand}>{BRAND_NAME}</Text>
          <Heading as="h1" style={title}>
            {heading}
          </Heading>
          {children}
          <Hr style={{ borderColor: colors.border, margin: '32px 0 16px' }} />
          <Section>
            <Text style={footer}>
              {BRAND_NAME}: remodeling materials from your contractor&apos;s or designer&apos;s showroom.{' '}
              <Link href={siteUrl} style={{ color: colors.muted }}>
                {siteUrl.replace(/^https?:\/\//, '').replace(/\/$/, '')}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
