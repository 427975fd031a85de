import type { AiUser } from '@showroom/api';
import { Button, Spinner, StateMessage } from '@showroom/ui';
import { useCallback, useState } from 'react';
import { AiEmailLinkResult, useAiEmailLink, type LinkCheck } from './AiEmailLinkResult.tsx';
import type { PageProps } from '../../routes/pageModules.ts';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import { aiFailureTextOf, reloadAiUser } from '../../services/aiService.ts';
import { useServices } from '../../services/ServicesContext.tsx';
import { AiResendPanel } from './AiResendPanel.tsx';
import { creditsText } from './aiForms.ts';
import { useAiSession } from './useAiSession.ts';
import * as styles from './DesignAi.css.ts';

export const NOT_VERIFIED_YET =
  'Your e-mail address is not verified yet. Open the link in the e-mail, then check again.';
export const CHECK_FAILED = 'Your account could not be checked. Please try again.';

/**
 * /design-ai/welcome (§2): where a new AI account lands after sign-up. Verify the e-mail
 * (resend with the server's cooldown), how credits work, and on to designing.
 */
export function DesignAiWelcomePage(_props: PageProps) {
  const { state, user } = useAiSession();
  const services = useServices();
  // A verification link opened here: a signed-in account is read again when it has worked
  // (the session keeps the user it signed in with).
  const [reloaded, setReloaded] = useState<AiUser | null>(null);
  const onLinkVerified = useCallback(() => {
    reloadAiUser(services).then(setReloaded, () => undefined);
  }, [services]);
  const link = useAiEmailLink(onLinkVerified);
  if (state === 'signedIn' && user) {
    const shown = reloaded?.id === user.id ? reloaded : user;
    return <Welcome key={`${shown.id}:${shown.email_verified_at ?? ''}`} user={shown} link={link} />;
  }
  return (
    <div className={styles.authPage}>
      <AiEmailLinkResult check={link} />
      <section className={styles.card} aria-labelledby="page-heading">
        <h1 id="page-heading" className={styles.heading}>
          Welcome to AI Design
        </h1>
        {state === 'signedOut' ? (
          <StateMessage
            tone="info"
            size="sm"
            title="You are not signed in to AI design."
            description="Sign in to your AI design account, or create one, to see your credits and start designing."
            action={
              <>
                <Button asChild>
                  <PrefetchLink to="/design-ai/login">Sign in</PrefetchLink>
                </Button>
                <Button asChild variant="outline">
                  <PrefetchLink to="/design-ai/singup">Create an account</PrefetchLink>
                </Button>
              </>
            }
          />
        ) : (
          <p className={styles.busy} role="status">
            <Spinner size="sm" label={null} />
            Checking your AI design account…
          </p>
        )}
      </section>
    </div>
  );
}

type Check =
  | { readonly kind: 'idle' }
  | { readonly kind: 'checking' }
  | { readonly kind: 'notYet' }
  | { readonly kind: 'failed'; readonly message: string };

function Welcome({ user, link }: { readonly user: AiUser; readonly link: LinkCheck }) {
  const services = useServices();
  // The session machine keeps the user it signed in with; a check reads the server's copy.
  const [fresh, setFresh] = useState<AiUser>(user);
  const [check, setCheck] = useState<Check>({ kind: 'idle' });
  const verified = fresh.email_verified_at !== null;

  const recheck = () => {
    setCheck({ kind: 'checking' });
    reloadAiUser(services).then(
      (loaded) => {
        setFresh(loaded);
        setCheck(loaded.email_verified_at === null ? { kind: 'notYet' } : { kind: 'idle' });
      },
      (error: unknown) => setCheck({ kind: 'failed', message: aiFailureTextOf(error) ?? CHECK_FAILED }),
    );
  };

  return (
    <div className={styles.page}>
      <div className={styles.main}>
        <AiEmailLinkResult check={link} />
        <section className={styles.form} aria-labelledby="page-heading">
          <h1 id="page-heading" className={styles.heading}>
            {`Welcome, ${fresh.name}!`}
          </h1>
          <p className={styles.lead}>Your AI design account is ready. Two things to know before you start.</p>
        </section>
        <section className={styles.card} aria-labelledby="welcome-verify-heading">
          <h2 id="welcome-verify-heading" className={styles.sectionTitle}>
            1. Verify your e-mail address
          </h2>
          {verified ? (
            <StateMessage tone="info" icon="success" size="sm" title={`${fresh.email} is verified.`} />
          ) : (
            <>
              <p className={styles.muted}>
                We sent a verification link to <strong className={styles.strong}>{fresh.email}</strong>. Open the e-mail
                titled “Verify your AI design account” and follow its link. Check your spam folder too.
              </p>
              <AiResendPanel />
              <div role="status">
                {check.kind === 'notYet' ? (
                  <StateMessage tone="info" size="sm" announce={false} title={NOT_VERIFIED_YET} />
                ) : check.kind === 'failed' ? (
                  <StateMessage tone="error" size="sm" announce={false} title={check.message} />
                ) : null}
              </div>
              <div className={styles.actions}>
                <Button variant="ghost" loading={check.kind === 'checking'} onClick={recheck}>
                  I have verified my address
                </Button>
              </div>
            </>
          )}
        </section>
        <section className={styles.card} aria-labelledby="welcome-credits-heading">
          <h2 id="welcome-credits-heading" className={styles.sectionTitle}>
            2. How credits work
          </h2>
          <ol className={styles.steps}>
            <li>
              You have <strong className={styles.strong}>{creditsText(fresh.credits)}</strong> to start with.
            </li>
            <li>Each design you make uses one credit. A design that cannot be made uses none.</li>
            <li>Your balance shows on the AI design page, and updates after every design.</li>
          </ol>
        </section>
      </div>
      <aside className={styles.aside} aria-labelledby="welcome-start-heading">
        <h2 id="welcome-start-heading" className={styles.sectionTitle}>
          Ready when you are
        </h2>
        <p className={styles.muted}>Describe a room and the look you want, and see it designed.</p>
        <div className={styles.actions}>
          <Button asChild>
            <PrefetchLink to="/design-ai">Start designing</PrefetchLink>
          </Button>
        </div>
      </aside>
    </div>
  );
}
