import { EmailLayout } from '../layout/EmailLayout.tsx';
import { ActionButton, Paragraph } from '../layout/parts.tsx';

export interface EmailVerificationProps {
  readonly siteUrl: string;
  readonly name: string;
  readonly verifyUrl: string;
  readonly validHours: number;
  /** The AI design account has its own sign-up, and its own subject line. */
  readonly forAiDesign?: boolean;
}

export function EmailVerification({ siteUrl, name, verifyUrl, validHours, forAiDesign }: EmailVerificationProps) {
  return (
    <EmailLayout
      siteUrl={siteUrl}
      preview="Confirm your e-mail address to finish signing up"
      heading={forAiDesign ? 'Confirm your AI design account' : 'Confirm your e-mail address'}
    >
      <Paragraph>Hello {name || 'there'},</Paragraph>
      <Paragraph>Please confirm your e-mail address by opening this link:</Paragraph>
      <ActionButton href={verifyUrl}>Confirm my e-mail address</ActionButton>
      <Paragraph muted>
        The link is valid for {validHours} hours. If the button does not work, copy this address into your browser:{' '}
        {verifyUrl}
      </Paragraph>
    </EmailLayout>
  );
}

export interface PasswordResetProps {
  readonly siteUrl: string;
  readonly name: string;
  readonly resetUrl: string;
  readonly validMinutes: number;
}

export function PasswordReset({ siteUrl, name, resetUrl, validMinutes }: PasswordResetProps) {
  return (
    <EmailLayout
      siteUrl={siteUrl}
      preview="Choose a new password for your Showroom account"
      heading="Reset your password"
    >
      <Paragraph>Hello {name || 'there'},</Paragraph>
      <Paragraph>
        Someone (hopefully you) asked to reset the password of your Showroom account. Open this link to choose a new
        one:
      </Paragraph>
      <ActionButton href={resetUrl}>Choose a new password</ActionButton>
      <Paragraph muted>
        The link works once, for {validMinutes} minutes. If you did not ask for it, ignore this e-mail: your password
        stays as it is. If the button does not work, copy this address into your browser: {resetUrl}
      </Paragraph>
    </EmailLayout>
  );
}

export interface OneTimeCodeProps {
  readonly siteUrl: string;
  readonly code: string;
  readonly validMinutes: number;
}

export function OneTimeCode({ siteUrl, code, validMinutes }: OneTimeCodeProps) {
  return (
    <EmailLayout siteUrl={siteUrl} preview={`Your one-time code is ${code}`} heading="Your one-time code">
      <Paragraph>
        Your one-time code is <strong style={{ fontSize: '22px', letterSpacing: '4px' }}>{code}</strong>. It expires in{' '}
        {validMinutes} minutes.
      </Paragraph>
      <Paragraph muted>
        If you did not try to sign in, someone may know your password: change it from your account.
      </Paragraph>
    </EmailLayout>
  );
}
