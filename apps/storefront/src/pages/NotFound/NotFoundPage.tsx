import { Button } from '@showroom/ui';
import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '../../config.ts';
import * as styles from '../pages.css.ts';

/** §2 "Not-found page". */
export function NotFoundPage() {
  return (
    <section className={styles.page} aria-labelledby="not-found-heading">
      <h1 id="not-found-heading" className={styles.heading}>
        There was an error with your request
      </h1>
      <p className={styles.lead}>We could not find the page you asked for. This may be because:</p>
      <ul className={styles.list}>
        <li>the page has moved,</li>
        <li>you followed an outdated bookmark, or</li>
        <li>the URL was typed wrongly.</li>
      </ul>
      <p className={styles.lead}>
        If you need help, write to{' '}
        <a className={styles.link} href={`mailto:${SUPPORT_EMAIL}`}>
          {SUPPORT_EMAIL}
        </a>
        .
      </p>
      <Button asChild>
        <Link to="/">Back to Home</Link>
      </Button>
    </section>
  );
}
