import { Button, Field, StateMessage, TextInput } from '@showroom/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { SessionActor } from '../../services/sessionService.ts';
import { useAppStore } from '../../services/ServicesContext.tsx';
import { oneTimeCodeStepOf, ONE_TIME_CODE_RULES, type OneTimeCodeStepName } from './oneTimeCode.ts';
import { useOptionalSnapshot } from './useOptionalSnapshot.ts';
import * as styles from './LoginPage.css.ts';

export interface OneTimeCodeStepProps {
  readonly sessionActor: SessionActor;
  /** Ask for a code at once (right after the Admin signed in); otherwise the Admin asks. */
  readonly requestOnOpen: boolean;
}

/**
 * §1, §6: an Admin proves a one-time code before using the account. The session machine's
 * `user.signedIn.oneTimeCode` step on screen: ask for a code (`GET /api/login/verify_otp`),
 * enter it (the same call with `otp`); success sets the `otp_verify` cookie and goes to /account.
 */
export function OneTimeCodeStep({ sessionActor, requestOnOpen }: OneTimeCodeStepProps) {
  const snapshot = useOptionalSnapshot(sessionActor);
  const email = useAppStore('session', (state) => state.user?.email ?? null);
  const step: OneTimeCodeStepName | null = snapshot ? oneTimeCodeStepOf(snapshot) : null;
  const { otpMessage, otpError } = snapshot?.context ?? { otpMessage: null, otpError: null };
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const requested = useRef(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previous = useRef<OneTimeCodeStepName | null>(null);

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
  useEffect(() => {
    const before = previous.current;
    previous.current = step;
    if (step === 'awaitingCode' && (before === 'requesting' || before === 'verifying')) {
      if (before === 'requesting') setCode('');
      requestAnimationFrame(() => codeRef.current?.focus());
    }
  }, [step]);

  const busy = step === 'requesting' || step === 'verifying';
  const verify = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step !== 'awaitingCode') return;
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

  const fieldError = missing ? 'Please enter the code from the e-mail.' : step === 'awaitingCode' ? otpError : null;

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
      {otpMessage && step !== 'idle' ? <StateMessage tone="info" size="sm" announce title={otpMessage} /> : null}
      {step === 'idle' || step === 'requesting' ? (
        <Button type="button" size="lg" loading={step === 'requesting'} onClick={requestCode}>
          {step === 'requesting' ? 'Sending a code…' : 'Send me a code'}
        </Button>
      ) : (
        <form className={styles.form} noValidate onSubmit={verify} aria-label="One-time code" aria-busy={busy}>
          <div className={styles.codeRow}>
            <Field
              className={styles.codeField}
              label="One-time code"
              required
              id="one-time-code"
              hint="Six digits, from the e-mail we just sent."
              error={fieldError ?? undefined}
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
            <Button type="submit" size="lg" loading={step === 'verifying'}>
              {step === 'verifying' ? 'Checking the code…' : 'Verify'}
            </Button>
          </div>
          <div className={styles.actions}>
            <Button type="button" variant="outline" aria-disabled={busy || undefined} onClick={requestCode}>
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
