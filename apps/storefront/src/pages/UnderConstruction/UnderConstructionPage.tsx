import { Button } from '@showroom/ui';
import { Link } from 'react-router';
import type { PageProps } from '../../routes/pageModules.ts';
import * as styles from '../pages.css.ts';

/**
 * The one placeholder the project allows: a route whose page arrives in a later issue
 * shows its title, clearly marked, instead of pretending to work.
 */
export function UnderConstructionPage({ route }: PageProps) {
  return (
    <section className={styles.page} aria-labelledby="page-heading">
      <span className={styles.badge}>Under construction</span>
      <h1 id="page-heading" className={styles.heading}>
        {route.title}
      </h1>
      <p className={styles.lead}>This page is being built and is not available yet.</p>
      <Button asChild variant="outline">
        <Link to="/">Back to Home</Link>
      </Button>
    </section>
  );
}
