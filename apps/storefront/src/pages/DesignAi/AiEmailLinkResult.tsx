import { Spinner, StateMessage } from '@showroom/ui';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { aiFailureTextOf, verifyAiEmail } from '../../services/aiService.ts';
import { useServices } from '../../services/ServicesContext.tsx';
import * as styles from './DesignAi.css.ts';

export const LINK_FAILED = 'Your e-mail address could not be verified. Please try the link again.';
/** The server's words for a verified address (its `accountMessages.verified`). */
export const LINK_VERIFIED = 'Your e-mail address has been verified.';

export type LinkCheck =
  | { readonly kind: 'none' }
  | { readonly kind: 'verifying' }
  | { readonly kind: 'verified'; readonly message: string }
  | { readonly kind: 'failed'; readonly message: string };

/** One request per link for the page's life, however often React mounts the page (strict mode twice). */
const attempts = new Map<string, Promise<string>>();

/**
 * The AI account's verification e-mail links to /design-ai/welcome?verify=<token> (the server's
 * emailVerification.ts). The token is sent once, in whatever browser the link is opened; when it
 * works the address becomes ?verified=1 (replacing the entry), so a reload or Back never sends
 * a used link again. `onVerified` lets a signed-in page read the account again.
 */
export function useAiEmailLink(onVerified: () => void): LinkCheck {
  const services = useServices();
  const [params, setParams] = useSearchParams();
  const token = params.get('verify');
  const verified = params.get('verified') === '1';
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (verified) onVerified();
  }, [verified, onVerified]);

  useEffect(() => {
    if (!token) return;
    let attempt = attempts.get(token);
    if (!attempt) {
      attempt = verifyAiEmail(services, token);
      attempts.set(token, attempt);
    }
    let live = true;
    attempt.then(
      () => {
        if (live) setParams({ verified: '1' }, { replace: true });
      },
      (error: unknown) => {
        if (live) setFailure(aiFailureTextOf(error) ?? LINK_FAILED);
      },
    );
    return () => {
      live = false;
    };
  }, [services, token, setParams]);

  if (token) return failure === null ? { kind: 'verifying' } : { kind: 'failed', message: failure };
  return verified ? { kind: 'verified', message: LINK_VERIFIED } : { kind: 'none' };
}

/** What became of the e-mail link the page was opened with (nothing without one). */
export function AiEmailLinkResult({ check }: { readonly check: LinkCheck }) {
  if (check.kind === 'none') return null;
  return (
    <div role="status" className={styles.card}>
      {check.kind === 'verifying' ? (
        <p className={styles.busy}>
          <Spinner size="sm" label={null} />
          Verifying your e-mail address…
        </p>
      ) : (
        <StateMessage
          tone={check.kind === 'verified' ? 'info' : 'error'}
          {...(check.kind === 'verified' ? { icon: 'success' as const } : {})}
          size="sm"
          announce={false}
          title={check.message}
        />
      )}
    </div>
  );
}
