import { splitFullName, type RegistrationStep } from '@showroom/machines';
import { Button, Icon } from '@showroom/ui';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { PageProps } from '../../routes/pageModules.ts';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import { AccountStep } from './AccountStep.tsx';
import type { LegalDocument } from './LegalDialog.tsx';
import { invalidSummary } from '../../features/forms/formErrors.ts';
import { FormSummary } from '../../features/forms/FormSummary.tsx';
import { stepTitles } from './registrationSteps.ts';
import { STEP_HEADING_ID, useRegistration } from './useRegistration.ts';
import * as styles from './RegisterPage.css.ts';

// Step 3 (the card inputs) and the modals (Radix Dialog) are not needed to show step 1: they
// are their own chunks, fetched once the page is idle, long before the person gets to them.
const loadShippingStep = () => import('./ShippingStep.tsx').then((m) => ({ default: m.ShippingStep }));
const loadPaymentStep = () => import('./PaymentStep.tsx').then((m) => ({ default: m.PaymentStep }));
const loadLegalDialog = () => import('./LegalDialog.tsx').then((m) => ({ default: m.LegalDialog }));
const loadSuccessDialog = () => import('./SuccessDialog.tsx').then((m) => ({ default: m.SuccessDialog }));
const ShippingStep = lazy(loadShippingStep);
const PaymentStep = lazy(loadPaymentStep);
const LegalDialog = lazy(loadLegalDialog);
const SuccessDialog = lazy(loadSuccessDialog);

function usePrefetchLaterParts(): void {
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => {
      // A failed prefetch is retried by React.lazy when the part is shown.
      for (const load of [loadShippingStep, loadPaymentStep, loadSuccessDialog, loadLegalDialog])
        void load().catch(() => undefined);
    });
    return () => cancel(handle);
  }, []);
}

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
  const [legal, setLegalState] = useState<LegalDocument | null>(null);
  const [legalUsed, setLegalUsed] = useState(false);
  const setLegal = (document: LegalDocument | null) => {
    if (document) setLegalUsed(true);
    setLegalState(document);
  };
  // Several countries share +1, so the picker's value is the country; the form keeps the dial code.
  const [country, setCountry] = useState('US');
  usePrefetchLaterParts();

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
          <FormSummary
            invalidCount={invalidCount}
            failure={formError}
            failureDescription={
              invalidCount > 0
                ? invalidSummary(invalidCount)
                : 'Nothing was registered. What you typed is kept; please try again.'
            }
          />
          {shown === 1 ? (
            <AccountStep
              {...stepProps}
              country={country}
              onCountryChange={(chosen) => setCountry(chosen.code)}
              openLegal={setLegal}
            />
          ) : shown === 2 ? (
            <Suspense fallback={<p className={styles.progress}>Loading the shipping step…</p>}>
              <ShippingStep {...stepProps} />
            </Suspense>
          ) : (
            <Suspense fallback={<p className={styles.progress}>Loading the payment step…</p>}>
              <PaymentStep {...stepProps} cvvLength={cardBrand?.code.size === 4 ? 4 : 3} openLegal={setLegal} />
            </Suspense>
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
      <Suspense fallback={null}>
        {/* Mounted from the first opening on, so closing can animate and return the focus. */}
        {legalUsed ? <LegalDialog document={legal} onClose={() => setLegal(null)} /> : null}
        {success.open ? (
          <SuccessDialog
            open
            firstName={splitFullName(form.full_name).first_name}
            email={form.email.trim()}
            landing={success.landing}
            onLeave={(to) => routerNavigate(to, { replace: true })}
          />
        ) : null}
      </Suspense>
    </div>
  );
}
