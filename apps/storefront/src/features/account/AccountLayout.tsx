import type { ReactNode } from 'react';
import * as styles from './account.css.ts';

export interface AccountLayoutProps {
  readonly title: ReactNode;
  readonly lead?: ReactNode;
  /** The side panel: a title and help or links. */
  readonly aside?: { readonly title: string; readonly children: ReactNode };
  readonly children: ReactNode;
}

/** The frame of the password and verification pages: the task's card, and help beside it. */
export function AccountLayout({ title, lead, aside, children }: AccountLayoutProps) {
  return (
    <div className={aside ? styles.page : `${styles.page} ${styles.pageAlone}`}>
      <section className={styles.card} aria-labelledby="page-heading">
        <h1 id="page-heading" className={styles.heading}>
          {title}
        </h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
      </section>
      {aside ? (
        <aside className={styles.aside} aria-labelledby="account-aside-heading">
          <h2 id="account-aside-heading" className={styles.asideTitle}>
            {aside.title}
          </h2>
          {aside.children}
        </aside>
      ) : null}
    </div>
  );
}
