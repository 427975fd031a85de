import * as styles from './ContentPage.css.ts';

export interface ContentsEntry {
  readonly id: string;
  readonly title: string;
}

/**
 * "On this page": real `#fragment` links to the section headings (copy one, open it in a new
 * tab). A plain click is handled by the page's `followInPageLink`, which moves within the page
 * without a router navigation and takes keyboard focus along.
 */
export function TableOfContents({ entries }: { entries: readonly ContentsEntry[] }) {
  return (
    <nav aria-label="On this page" className={styles.contents}>
      <p className={styles.contentsLabel} aria-hidden="true">
        On this page
      </p>
      <ol className={styles.contentsList}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a className={styles.contentsLink} href={`#${entry.id}`}>
              {entry.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
