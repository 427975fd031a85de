import { oneTimeCodeRefusalTexts, type SpentOneTimeCodeReason } from '@showroom/machines';
import { Button, Field, StateMessage, TextInput } from '@showroom/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { SessionActor } from '../../services/sessionService.ts';
import { useAppStore } from '../../services/ServicesContext.tsx';
import {
  expiryText,
  hasExpired,
  oneTimeCodeStepOf,
  ONE_TIME_CODE_RULES,
  spentCodeTitles,
  triesLeftText,
  type OneTimeCodeStepName,
} from './oneTimeCode.ts';
import { useOptionalSnapshot } from '../../services/useOptionalSnapshot.ts';
import * as styles from './LoginPage.css.ts';

export interface OneTimeCodeStepProps {
  readonly sessionActor: SessionActor;
  /** Ask for a code at once (right after the Admin signed in); otherwise the Admin asks. */
  readonly requestOnOpen: boolean;
}

const noCode = {
  otpMessage: null,
  otpError: null,
  otpExpiresAt: null,
  otpAttemptsLeft: null,
  otpSpent: null,
} as const;

/**
 * The time now, renewed when what the page says of `expiresAt` changes: each time the whole
 * minutes left go down, and at expiry. Not every second: the page would redraw the same words
 * 600 times per code (and a screenshot of it never settled).
 */
function useNow(expiresAt: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (expiresAt === null) return undefined;
    let timer = 0;
    const schedule = () => {
      const current = Date.now();
      setNow(current);
      const left = Date.parse(expiresAt) - current;
      if (left <= 0) return;
      // The next whole minute the rounded-up count drops at (or expiry), a moment after it.
      timer = window.setTimeout(schedule, (left % 60_000 || 60_000) + 50);
    };
    // At once too: the time kept since the page opened is older than the code just sent.
    timer = window.setTimeout(schedule, 0);
    return () => window.clearTimeout(timer);
  }, [expiresAt]);
  return now;
}

/**
 * §1, §6: an Admin proves a one-time code before using the account. The session machine's
 * `user.signedIn.oneTimeCode` step on screen: ask for a code (`GET /api/login/verify_otp`),
 * enter it (the same call with `otp`); success sets the `otp_verify` cookie and goes to /account.
 * While a code is open the page says when it expires and, after a wrong try, the tries left; an
 * expired or locked code cannot be tried again, only replaced.
 */
export function OneTimeCodeStep({ sessionActor, requestOnOpen }: OneTimeCodeStepProps) {
  const snapshot = useOptionalSnapshot(sessionActor);
  const email = useAppStore('session', (state) => state.user?.email ?? null);
  const step: OneTimeCodeStepName | null = snapshot ? oneTimeCodeStepOf(snapshot) : null;
  const { otpMessage, otpError, otpExpiresAt, otpAttemptsLeft, otpSpent } = snapshot?.context ?? noCode;
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const requested = useRef(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const newCodeRef = useRef<HTMLButtonElement>(null);
  const previous = useRef<OneTimeCodeStepName | null>(null);
  const open = step === 'awaitingCode' || step === 'verifying';
  const now = useNow(open ? otpExpiresAt : null);
  // The clock may run out before the server is asked: the page says so without a wasted try.
  const spent: SpentOneTimeCodeReason | null =
    step === 'codeSpent'
      ? (otpSpent ?? 'none')
      : step === 'awaitingCode' && hasExpired(otpExpiresAt, now)
        ? 'expired'
        : null;

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  useEffect(() => {
    if (requestOnOpen && step === 'idle' && !requested.current) {
      requested.current = true;
      sessionActor.send({ type: 'OTP.REQUEST' });
    }
  }, [requestOnOpen, step, sessionActor]);

  // A code arrived, or a try was refused: the code field has the focus (with its message).
  // A spent code: the field is of no use, so the way on (a new code) has it.
  useEffect(() => {
    const before = previous.current;
    previous.current = step;
    if (step === 'awaitingCode' && (before === 'requesting' || before === 'verifying')) {
      if (before === 'requesting') setCode('');
      requestAnimationFrame(() => codeRef.current?.focus());
    }
    if (step === 'codeSpent' && before === 'verifying') requestAnimationFrame(() => newCodeRef.current?.focus());
  }, [step]);

  const busy = step === 'requesting' || step === 'verifying';
  const verify = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step !== 'awaitingCode' || spent) return;
    if (code.trim() === '') {
      setMissing(true);
      codeRef.current?.focus();
      return;
    }
    sessionActor.send({ type: 'OTP.VERIFY', code });
  };
  const requestCode = () => {
    if (busy) return;
    setMissing(false);
    sessionActor.send({ type: 'OTP.REQUEST' });
  };

  const fieldError = missing
    ? 'Please enter the code from the e-mail.'
    : step === 'awaitingCode' && !spent
      ? otpError
      : null;
  const spentDescription = step === 'codeSpent' ? otpError : oneTimeCodeRefusalTexts.expired;
  const showTriesLeft = open && !spent && otpError !== null && otpAttemptsLeft !== null;

  return (
    <section className={styles.form} aria-labelledby="one-time-code-heading" data-step={step ?? 'loading'}>
      <h2 id="one-time-code-heading" ref={headingRef} tabIndex={-1} className={styles.heading}>
        Enter your one-time code
      </h2>
      <p className={styles.muted}>
        As an admin you confirm each sign-in with a six-digit code we e-mail
        {email ? ` to ${email}` : ' to you'}. {ONE_TIME_CODE_RULES}
      </p>
      {step === 'idle' && otpError ? (
        <StateMessage tone="error" size="sm" title={otpError} description="No code was sent. Please try again." />
      ) : null}
      {otpMessage && open && !spent ? <StateMessage tone="info" size="sm" announce title={otpMessage} /> : null}
      {/* Always present, so what lands in it (a spent code, the tries left) is read out politely. */}
      <div role="status" aria-label="Code status" className={styles.liveNews}>
        {spent ? (
          <StateMessage
            id="one-time-code-spent"
            tone="error"
            size="sm"
            announce={false}
            data-reason={spent}
            title={spentCodeTitles[spent]}
            description={spentDescription}
          />
        ) : null}
        {showTriesLeft ? (
          <p className={styles.triesLeft} data-tries-left={otpAttemptsLeft}>
            {triesLeftText(otpAttemptsLeft)}
          </p>
        ) : null}
      </div>
      {step === 'idle' || step === 'requesting' ? (
        <Button type="button" size="lg" loading={step === 'requesting'} onClick={requestCode}>
          {step === 'requesting' ? 'Sending a code…' : 'Send me a code'}
        </Button>
      ) : (
        <form className={styles.form} noValidate onSubmit={verify} aria-label="One-time code" aria-busy={busy}>
          {open && !spent && otpExpiresAt !== null ? (
            <p className={styles.expiry} data-expires-at={otpExpiresAt}>
              {expiryText(otpExpiresAt, now)}
            </p>
          ) : null}
          <div className={styles.codeRow}>
            <Field
              className={styles.codeField}
              label="One-time code"
              required
              id="one-time-code"
              hint={spent ? 'This code can no longer be used.' : 'Six digits, from the e-mail we just sent.'}
              error={fieldError ?? undefined}
              disabled={spent !== null}
            >
              <TextInput
                ref={codeRef}
                name="otp"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                readOnly={busy}
                aria-disabled={busy || undefined}
                onChange={(event) => {
                  setMissing(false);
                  setCode(event.target.value.replace(/\D/g, ''));
                }}
              />
            </Field>
            <Button type="submit" size="lg" loading={step === 'verifying'} disabled={spent !== null}>
              {step === 'verifying' ? 'Checking the code…' : 'Verify'}
            </Button>
          </div>
          <div className={styles.actions}>
            <Button
              ref={newCodeRef}
              type="button"
              variant={spent ? 'solid' : 'outline'}
              size={spent ? 'lg' : undefined}
              aria-disabled={busy || undefined}
              aria-describedby={spent ? 'one-time-code-spent' : undefined}
              onClick={requestCode}
            >
              Send a new code
            </Button>
            <Button
              type="button"
              variant="ghost"
              aria-disabled={busy || undefined}
              onClick={() => sessionActor.send({ type: 'LOGOUT' })}
            >
              Sign out
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
