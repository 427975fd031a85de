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

export interface SignInPausedProps {
  readonly siteUrl: string;
  readonly name: string;
  /** How many wrong passwords in a row paused signing in. */
  readonly attempts: number;
  readonly pausedMinutes: number;
  /** Where the owner chooses a new password at once (the storefront's reset page). */
  readonly resetUrl: string;
}

/** The owner of an account whose sign-in was just paused hears of it (NIST SP 800-63B §5.2.2). */
export function SignInPaused({ siteUrl, name, attempts, pausedMinutes, resetUrl }: SignInPausedProps) {
  return (
    <EmailLayout
      siteUrl={siteUrl}
      preview={`Signing in to your account is paused for ${pausedMinutes} minutes`}
      heading="Sign-in to your account was paused"
    >
      <Paragraph>Hello {name || 'there'},</Paragraph>
      <Paragraph>
        Someone entered a wrong password for your Showroom account {attempts} times in a row, so signing in is paused
        for {pausedMinutes} minutes.
      </Paragraph>
      <Paragraph>If it was you, wait and try again, or reset your password to sign in at once.</Paragraph>
      <ActionButton href={resetUrl}>Reset my password</ActionButton>
      <Paragraph muted>
        If it was not you, your password is still safe; resetting it to a new one you use nowhere else keeps it so.
      </Paragraph>
    </EmailLayout>
  );
}

export interface ContractorApplicationReceivedProps {
  readonly siteUrl: string;
  readonly name: string;
  /** When the application will have been reviewed, as the e-mail states it (formatEmailTime). */
  readonly reviewBy: string;
  readonly approvalHours: number;
  readonly demoMinutes: number;
}

/** A contractor who applied for a pro account hears that the application arrived and what follows. */
export function ContractorApplicationReceived({
  siteUrl,
  name,
  reviewBy,
  approvalHours,
  demoMinutes,
}: ContractorApplicationReceivedProps) {
  return (
    <EmailLayout
      siteUrl={siteUrl}
      preview={`We reply within ${approvalHours} hours`}
      heading="We received your application"
    >
      <Paragraph>Hello {name || 'there'},</Paragraph>
      <Paragraph>
        Thank you for applying for a Showroom pro account. We check your license number and reply within {approvalHours}{' '}
        hours (by {reviewBy}).
      </Paragraph>
      <Paragraph>Once you are approved we book a demo with you; it takes about {demoMinutes} minutes.</Paragraph>
    </EmailLayout>
  );
}
