import { Button, StateMessage } from '@showroom/ui';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAppStore } from '../../services/ServicesContext.tsx';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import { OneTimeCodeStep } from '../Login/OneTimeCodeStep.tsx';
import { SignInForm } from '../Login/SignInForm.tsx';
import { useOptionalSnapshot } from '../../services/useOptionalSnapshot.ts';
import { useOneTimeCodeStep, useSessionActor } from '../Login/useSessionActor.ts';
import { useSignInActor } from '../Login/useSignIn.ts';
import { fragmentId, moveToSection } from '../content/inPageFragment.ts';
import { PRO_SIGN_IN_ANCHOR, SIGN_IN_PATH } from './proAccountContent.ts';
import * as styles from './ProAccountPage.css.ts';

const proTypes: readonly string[] = ['Contractor', 'Vendor', 'Designer', 'Admin'];

/**
 * The pro sign-in (designed: the spec shows no screen for it). The signIn machine on its `pro`
 * screen admits Contractor, Vendor, Designer and Admin with the same status and e-mail checks
 * as the customer screen; an Admin then proves the one-time code (the session machine's step).
 */
export function ProSignIn() {
  useLinkedSignIn();
  const status = useAppStore('session', (state) => state.status);
  const user = useAppStore('session', (state) => state.user);
  const sessionActor = useSessionActor();
  const codeStep = useOneTimeCodeStep(sessionActor);
  const signedOut = status === 'signedOut';
  // The form's machine runs only for a visitor who is not signed in (this page is also read by pros).
  const actor = useSignInActor('pro', signedOut || codeStep !== null);
  const signIn = useOptionalSnapshot(actor);
  const justSignedIn = signIn?.value === 'oneTimeCode';

  let body;
  if (codeStep !== null && sessionActor) {
    body = <OneTimeCodeStep sessionActor={sessionActor} requestOnOpen={justSignedIn} />;
  } else if (status === 'signedIn' && user && !justSignedIn) {
    const isPro = proTypes.includes(user.type);
    body = (
      <StateMessage
        tone="info"
        size="sm"
        title={`You are signed in as ${user.email}`}
        description={
          isPro
            ? `Your ${user.type} account: orders, showroom and payouts are in your account.`
            : 'This is a customer account. Your cart, projects and orders are in your account.'
        }
        action={
          <Button asChild>
            <PrefetchLink to="/account">Go to my account</PrefetchLink>
          </Button>
        }
      />
    );
  } else {
    body = (
      <SignInForm
        actor={actor}
        screen="pro"
        label="Pro sign in"
        footer={
          <p className={styles.muted}>
            Homeowners sign in on the{' '}
            <PrefetchLink className={styles.inlineLink} to={SIGN_IN_PATH}>
              Sign In page
            </PrefetchLink>
            .
          </p>
        }
      />
    );
  }

  return (
    <section id={PRO_SIGN_IN_ANCHOR} className={styles.signIn} aria-labelledby="sign-in-heading">
      <div className={styles.signInText}>
        <h2 id="sign-in-heading" tabIndex={-1} className={styles.sectionTitle}>
          Pro sign-in
        </h2>
        <p className={styles.muted}>
          For contractors, vendors, designers and admins, with the e-mail and password of an approved account. Admins
          then enter a one-time code we e-mail them.
        </p>
      </div>
      <div className={styles.signInBody}>{body}</div>
    </section>
  );
}

/**
 * `/pro-account#pro-sign-in` (the links from /login and the hero) lands on the form. The shell
 * scrolls to the top after a navigation; a frame later this section is there, so this comes last.
 */
function useLinkedSignIn() {
  const { hash } = useLocation();
  useEffect(() => {
    if (fragmentId(hash) !== PRO_SIGN_IN_ANCHOR) return;
    const frame = requestAnimationFrame(() => {
      const heading = document.getElementById('sign-in-heading');
      if (heading) moveToSection(heading, { smooth: false });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash]);
}
