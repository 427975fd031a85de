import type { ContractorApplication } from '@showroom/api';
import { CONTRACTOR_APPROVAL_HOURS, CONTRACTOR_DEMO_MINUTES } from '@showroom/api/client';
import { Button, Icon } from '@showroom/ui';
import { useEffect, useRef } from 'react';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import * as styles from './ContractorApplicationPage.css.ts';

/** The confirmation that replaces the form: the server's message and what happens next. */
export function ApplicationReceived({ message, application }: { message: string; application: ContractorApplication }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the focus was in is gone: move it to the news, so screen readers read it at once.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.received} aria-labelledby="application-received-heading">
      <Icon name="success" size="lg" tone="success" />
      <h2 id="application-received-heading" ref={heading} tabIndex={-1} className={styles.heading}>
        Application received
      </h2>
      <p className={styles.lead}>{message}</p>
      <ol className={styles.steps} aria-label="What happens next">
        <li>
          We check your license number and answer at <strong>{application.email}</strong> within{' '}
          {CONTRACTOR_APPROVAL_HOURS} hours.
        </li>
        <li>Once you are approved, we book your demo. It takes about {CONTRACTOR_DEMO_MINUTES} minutes.</li>
        <li>You get your Showroom ID and start selling at your own markup.</li>
      </ol>
      <div className={styles.actions}>
        <Button asChild>
          <PrefetchLink to="/pro-account">What a pro account gives you</PrefetchLink>
        </Button>
        <Button asChild variant="outline">
          <PrefetchLink to="/">Back to Home</PrefetchLink>
        </Button>
      </div>
    </section>
  );
}
