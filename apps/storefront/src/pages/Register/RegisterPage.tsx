import { splitFullName, type RegistrationStep } from '@showroom/machines';
import { Button, Icon, StateMessage } from '@showroom/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { PageProps } from '../../routes/pageModules.ts';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import { AccountStep } from './AccountStep.tsx';
import { LegalDialog, type LegalDocument } from './LegalDialog.tsx';
import { PaymentStep } from './PaymentStep.tsx';
import { invalidSummary, stepTitles } from './registrationSteps.ts';
import { ShippingStep } from './ShippingStep.tsx';
import { SuccessDialog } from './SuccessDialog.tsx';
import { STEP_HEADING_ID, useRegistration } from './useRegistration.ts';
import * as styles from './RegisterPage.css.ts';

/** What the person is told while the §4 steps run. */
function progressText(matches: (state: 'registering' | 'attachingCart') => boolean): string | null {
  if (matches('registering')) return 'Creating your account…';
  if (matches('attachingCart')) return 'Adding your cart to your new account…';
  return null;
}

/** /register (§2 "Registration wizard"), driven by the `registration` machine. */
export function RegisterPage(_props: PageProps) {
  const routerNavigate = useNavigate();
  const { actor, snapshot, step, send, success } = useRegistration((to) => routerNavigate(to, { replace: true }));
  const [legal, setLegal] = useState<LegalDocument | null>(null);
  // Several countries share +1, so the picker's value is the country; the form keeps the dial code.
  const [country, setCountry] = useState('US');

  if (snapshot.matches('left')) return null;

  const { form, errors, formError, cardBrand } = snapshot.context;
  const progress = progressText((state) => snapshot.matches(state));
  const busy = step === null;
  // Sending or finished: the step the registration was sent from stays on screen.
  const shown: RegistrationStep = step ?? snapshot.context.submittedFrom;
  const invalidCount = Object.keys(errors).length;
  const update = (event: Parameters<typeof actor.send>[0]) => actor.send(event);
  const stepProps = { form, errors, busy, send: update };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    send(shown === 3 ? { type: 'SUBMIT' } : { type: 'NEXT' });
  };

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby={STEP_HEADING_ID}>
        <p className={styles.stepCount}>Step {shown} of 3</p>
        <h1 id={STEP_HEADING_ID} className={styles.heading} tabIndex={-1}>
          {stepTitles[shown]}
        </h1>
        {shown === 1 ? (
          <p className={styles.lead}>
            Already have an account?{' '}
            <PrefetchLink className={styles.link} to="/login">
              Sign In
            </PrefetchLink>
          </p>
        ) : (
          <Button
            variant="link"
            size="sm"
            type="button"
            className={styles.back}
            startIcon={<Icon name="chevron-left" size="sm" />}
            disabled={busy}
            onClick={() => send({ type: 'BACK' })}
          >
            Back
          </Button>
        )}
        <form
          className={styles.form}
          noValidate
          onSubmit={onSubmit}
          aria-labelledby={STEP_HEADING_ID}
          aria-busy={busy && progress !== null}
        >
          {formError !== null ? (
            <StateMessage
              tone="error"
              size="sm"
              title={formError}
              description={
                invalidCount > 0
                  ? invalidSummary(invalidCount)
                  : 'Nothing was registered. What you typed is kept; please try again.'
              }
            />
          ) : invalidCount > 0 ? (
            <StateMessage tone="error" size="sm" title={invalidSummary(invalidCount)} />
          ) : null}
          {shown === 1 ? (
            <AccountStep
              {...stepProps}
              country={country}
              onCountryChange={(chosen) => setCountry(chosen.code)}
              openLegal={setLegal}
            />
          ) : shown === 2 ? (
            <ShippingStep {...stepProps} />
          ) : (
            <PaymentStep {...stepProps} cvvLength={cardBrand?.code.size === 4 ? 4 : 3} openLegal={setLegal} />
          )}
          <div className={styles.actions}>
            {shown === 3 ? (
              <>
                <Button type="submit" size="lg" loading={progress !== null}>
                  Done
                </Button>
                <Button
                  type="button"
                  size="lg"
                  variant="outline"
                  disabled={busy}
                  onClick={() => send({ type: 'SKIP' })}
                >
                  Skip and sign up without a card
                </Button>
              </>
            ) : (
              <Button type="submit" size="lg" loading={progress !== null}>
                Next
              </Button>
            )}
          </div>
          <p className={styles.progress} role="status">
            {progress ?? ''}
          </p>
        </form>
        {shown === 1 ? (
          <p className={styles.small}>
            <PrefetchLink className={styles.link} to="/">
              Continue Shopping
            </PrefetchLink>
          </p>
        ) : null}
      </section>
      <LegalDialog document={legal} onClose={() => setLegal(null)} />
      <SuccessDialog
        open={success.open}
        firstName={splitFullName(form.full_name).first_name}
        email={form.email.trim()}
        landing={success.landing}
        onLeave={(to) => routerNavigate(to, { replace: true })}
      />
    </div>
  );
}
