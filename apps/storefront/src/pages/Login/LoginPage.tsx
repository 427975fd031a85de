import type { PageProps } from '../../routes/pageModules.ts';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import { OneTimeCodeStep } from './OneTimeCodeStep.tsx';
import { SignInForm } from './SignInForm.tsx';
import { useOneTimeCodeStep, useSessionActor } from './useSessionActor.ts';
import { useSignInActor } from './useSignIn.ts';
import * as styles from './LoginPage.css.ts';

/**
 * /login (§2 "Sign-in screen"): the customer sign-in. Every outcome is the signIn machine's
 * (§4, §8); a signed-in visitor goes to /account; an Admin signed in without the one-time code
 * enters it here (§4 "User check on navigation" keeps them on Login).
 */
export function LoginPage(_props: PageProps) {
  const actor = useSignInActor('customer');
  const sessionActor = useSessionActor();
  const codeStep = useOneTimeCodeStep(sessionActor);

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="page-heading">
        <h1 id="page-heading" className={styles.heading}>
          Sign In
        </h1>
        {codeStep !== null && sessionActor ? (
          <OneTimeCodeStep sessionActor={sessionActor} requestOnOpen={false} />
        ) : (
          <>
            <p className={styles.lead}>Welcome back. Sign in to see your cart, your projects and your orders.</p>
            <SignInForm
              actor={actor}
              screen="customer"
              label="Sign in"
              footer={
                <ul className={styles.links}>
                  <li>
                    New here?{' '}
                    <PrefetchLink className={styles.link} to="/register">
                      sign up for free as a homeowner
                    </PrefetchLink>
                  </li>
                  <li>
                    <PrefetchLink className={styles.link} to="/">
                      Continue Shopping
                    </PrefetchLink>
                  </li>
                </ul>
              }
            />
          </>
        )}
      </section>
      <aside className={styles.aside} aria-labelledby="pro-sign-in-heading">
        <h2 id="pro-sign-in-heading" className={styles.asideTitle}>
          Are you a pro?
        </h2>
        <p className={styles.muted}>
          Contractors, vendors, designers and admins sign in on the pro sign-in to reach their orders, showroom and
          payouts.
        </p>
        <PrefetchLink className={styles.link} to="/pro-account#pro-sign-in">
          Go to the pro sign-in
        </PrefetchLink>
      </aside>
    </div>
  );
}
