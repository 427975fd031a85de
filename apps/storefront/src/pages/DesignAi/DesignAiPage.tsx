import type { AiUser } from '@showroom/api';
import { Button, Skeleton, Spinner, StateMessage } from '@showroom/ui';
import type { PageProps } from '../../routes/pageModules.ts';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import { signOutOfAi } from '../../services/aiService.ts';
import { useServices } from '../../services/ServicesContext.tsx';
import { AiResendPanel } from './AiResendPanel.tsx';
import { creditsText } from './aiForms.ts';
import { DesignRequestForm } from './DesignRequestForm.tsx';
import { knownCredits, useAiCredits, type AiCreditsView } from './useAiCredits.ts';
import { useAiSession } from './useAiSession.ts';
import * as styles from './DesignAi.css.ts';

/**
 * /design-ai (§2): what AI room design is, and for whoever is signed in to the AI area (its
 * own session, the session machine's `ai` region) the credits balance, the design request
 * and signing out of the AI area alone (§4).
 */
export function DesignAiPage(_props: PageProps) {
  const { state, user } = useAiSession();
  if (state === 'signedIn' && user) return <SignedInPage user={user} />;
  return (
    <div className={styles.page}>
      <div className={styles.main}>
        <Introduction />
      </div>
      {state === 'signedOut' ? <SignedOutPanel /> : <CheckingPanel />}
    </div>
  );
}

function Introduction() {
  return (
    <section className={styles.form} aria-labelledby="page-heading">
      <h1 id="page-heading" className={styles.heading}>
        Design with AI
      </h1>
      <p className={styles.lead}>
        See a room remodeled before you buy a single tile. Describe your room and the look you want, and AI designs it
        for you.
      </p>
      <ul className={styles.points}>
        <li>Design a kitchen, bathroom, living room, bedroom, dining room or outdoor space.</li>
        <li>Try finishes, colors and styles side by side before you choose your materials.</li>
        <li>Each design uses one credit; new accounts start with free credits.</li>
      </ul>
    </section>
  );
}

function CheckingPanel() {
  return (
    <aside className={styles.aside} aria-labelledby="ai-account-heading" aria-busy="true">
      <h2 id="ai-account-heading" className={styles.sectionTitle}>
        Your AI design account
      </h2>
      <p className={styles.busy} role="status">
        <Spinner size="sm" label={null} />
        Checking your AI design account…
      </p>
    </aside>
  );
}

function SignedOutPanel() {
  return (
    <aside className={styles.aside} aria-labelledby="ai-account-heading">
      <h2 id="ai-account-heading" className={styles.sectionTitle}>
        Start designing
      </h2>
      <p className={styles.muted}>
        AI design has its own account, separate from your shop sign-in. Sign in, or create an account to get your free
        credits.
      </p>
      <div className={styles.actions}>
        <Button asChild>
          <PrefetchLink to="/design-ai/login">Sign in</PrefetchLink>
        </Button>
        <Button asChild variant="outline">
          <PrefetchLink to="/design-ai/singup">Create an account</PrefetchLink>
        </Button>
      </div>
    </aside>
  );
}

function SignedInPage({ user }: { readonly user: AiUser }) {
  const services = useServices();
  const credits = useAiCredits(user.id);
  return (
    <div className={styles.page}>
      <div className={styles.main}>
        <Introduction />
        {user.email_verified_at === null ? (
          <section className={styles.card} aria-labelledby="ai-verify-heading">
            <h2 id="ai-verify-heading" className={styles.sectionTitle}>
              Please verify your e-mail address
            </h2>
            <p className={styles.muted}>
              We sent a verification link to <strong className={styles.strong}>{user.email}</strong>. Open it to confirm
              your address.
            </p>
            <AiResendPanel />
          </section>
        ) : null}
        <DesignRequestForm
          credits={knownCredits(credits.view)}
          onSpent={credits.update}
          onBalanceInDoubt={credits.reload}
        />
      </div>
      <aside className={styles.aside} aria-labelledby="ai-account-heading">
        <h2 id="ai-account-heading" className={styles.sectionTitle}>
          Your AI design account
        </h2>
        <div className={styles.account}>
          <p className={styles.muted}>
            Signed in as <strong className={styles.strong}>{user.name}</strong>
          </p>
          <p className={styles.email}>{user.email}</p>
        </div>
        <CreditsBalance view={credits.view} onRetry={credits.reload} />
        <div className={styles.actions}>
          <Button variant="outline" onClick={() => signOutOfAi(services)}>
            Sign out of AI design
          </Button>
        </div>
        <p className={styles.muted}>Signing out here leaves your shop sign-in as it is.</p>
      </aside>
    </div>
  );
}

function CreditsBalance({ view, onRetry }: { readonly view: AiCreditsView; readonly onRetry: () => void }) {
  if (view.kind === 'loaded') {
    return (
      <div>
        <p className={styles.balance} aria-label={`Credits left: ${view.credits}`}>
          <span className={styles.balanceNumber} data-testid="ai-credits">
            {view.credits}
          </span>
          <span className={styles.balanceUnit}>{view.credits === 1 ? 'credit left' : 'credits left'}</span>
        </p>
        <p className={styles.muted}>{`${creditsText(view.used)} used so far.`}</p>
      </div>
    );
  }
  if (view.kind === 'failed') {
    return (
      <StateMessage
        tone="error"
        size="sm"
        title={view.message}
        description={view.stored === null ? undefined : `Last known balance: ${creditsText(view.stored)}.`}
        action={
          <Button variant="outline" size="sm" onClick={onRetry}>
            Try again
          </Button>
        }
      />
    );
  }
  return (
    <div role="status" aria-label="Loading your credits">
      <Skeleton width="6rem" height="2.5rem" />
    </div>
  );
}
