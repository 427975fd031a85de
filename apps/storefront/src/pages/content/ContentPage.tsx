import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { RouteDefinition } from '../../routes/routeTable.ts';
import * as styles from './ContentPage.css.ts';
import { followInPageLink, fragmentId, moveToSection } from './inPageFragment.ts';
import { TableOfContents } from './TableOfContents.tsx';

export interface ContentSection {
  /** The heading's id, the `#fragment` that links to it. Unique in the whole document. */
  readonly id: string;
  readonly title: string;
  readonly body: ReactNode;
}

export interface ContentPageProps {
  /** The route: its title is the page's h1, so heading and tab title always agree. */
  readonly route: RouteDefinition;
  /** One paragraph of phrasing content. */
  readonly lead: ReactNode;
  /** e.g. 'Last updated May 3, 2021'. */
  readonly updated?: string;
  readonly sections: readonly ContentSection[];
  /** Long pages get "On this page"; by default a page of four sections or more. */
  readonly contents?: boolean;
  /** Shown after the sections (a contact box). */
  readonly children?: ReactNode;
}

/** From this many sections on, a page is long enough to need a table of contents. */
export const CONTENTS_FROM_SECTIONS = 4;

/**
 * The frame of every static text page (§2 "Static pages"): title, lead, an optional table of
 * contents and sections with linkable headings.
 */
export function ContentPage({ route, lead, updated, sections, contents, children }: ContentPageProps) {
  const showContents = contents ?? sections.length >= CONTENTS_FROM_SECTIONS;
  useScrollToLinkedSection();
  const article = (
    <div className={styles.article}>
      {sections.map((section) => (
        <section key={section.id} className={styles.section} aria-labelledby={section.id}>
          <h2 id={section.id} tabIndex={-1} className={styles.sectionHeading}>
            {section.title}
          </h2>
          <div className={styles.prose}>{section.body}</div>
        </section>
      ))}
      {children}
    </div>
  );
  return (
    // Clicks on #fragment links bubble here from the contents and the text. The links stay the
    // controls (Enter on a link is a click too), so no key handler is needed on the article.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <article className={styles.page} aria-labelledby="content-page-title" onClick={followInPageLink}>
      <header className={styles.intro}>
        <h1 id="content-page-title" className={styles.title}>
          {route.title}
        </h1>
        <p className={styles.lead}>{lead}</p>
        {updated ? <p className={styles.updated}>{updated}</p> : null}
      </header>
      {showContents ? (
        <div className={styles.withContents}>
          <TableOfContents entries={sections} />
          {article}
        </div>
      ) : (
        article
      )}
    </article>
  );
}

/**
 * Opening `/terms_of_service#terms-liability` lands on that section. The browser looked for the
 * fragment before this lazily loaded page existed, and after an in-app navigation the shell
 * scrolls to the top once the page is shown; a frame later the section is there and the
 * scroll to the top has been asked for, so this one comes last.
 */
function useScrollToLinkedSection() {
  const { hash } = useLocation();
  useEffect(() => {
    const id = fragmentId(hash);
    if (!id) return;
    const frame = requestAnimationFrame(() => {
      const target = document.getElementById(id);
      if (target) moveToSection(target, { smooth: false });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash]);
}
