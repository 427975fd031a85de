import { Button, Tabs } from '@showroom/ui';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { PageProps } from '../../routes/pageModules.ts';
import { useAppStore } from '../../services/ServicesContext.tsx';
import { fragmentId, replaceFragment } from '../content/inPageFragment.ts';
import { faqAnswers, type FaqEntry } from './faqAnswers.tsx';
import * as styles from './FaqPage.css.ts';
import { faqTabsFor, shownFaqTab } from './faqTabs.ts';

/**
 * §2 FAQ: Radix tabs, one per topic, plus the tab of the reader's account type.
 *
 * The open tab lives in the URL's fragment (`/faq#shipping-and-delivery`), so a link or a
 * bookmark opens that tab; an unknown or unavailable tab shows the first. Not in the query:
 * a new query is a new page to the router (remounted, scrolled to the top), which would take
 * keyboard focus away from the tab list on every arrow key. Choosing a tab replaces the history
 * entry instead of adding one, so arrowing across the tabs does not fill the Back button: Back
 * leaves the FAQ, and Back or Forward to a `/faq#…` entry opens the tab it names.
 */
export function FaqPage({ route }: PageProps) {
  const userType = useAppStore('session', (state) => state.user?.type ?? null);
  const { hash } = useLocation();
  // The reader's choice holds until the router brings another fragment (Back, Forward, a link).
  const [choice, setChoice] = useState({ from: hash, tab: fragmentId(hash) });
  const requested = choice.from === hash ? choice.tab : fragmentId(hash);
  const tabs = faqTabsFor(userType);
  const shown = shownFaqTab(requested, tabs);

  const choose = (value: string) => {
    setChoice({ from: hash, tab: value });
    replaceFragment(value);
  };

  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <h1 className={styles.title}>{route.title}</h1>
        <p className={styles.lead}>
          Answers to the questions we hear most, about materials, orders, delivery, returns and your account.
        </p>
      </div>
      <Tabs
        className={styles.tabs}
        label="FAQ topics"
        value={shown}
        onValueChange={choose}
        items={tabs.map((tab) => ({
          value: tab.value,
          label: tab.label,
          content: <FaqEntries entries={faqAnswers[tab.value]} />,
        }))}
      />
      <aside className={styles.more} aria-labelledby="faq-more">
        <h2 id="faq-more" className={styles.moreTitle}>
          Still have a question?
        </h2>
        <p className={styles.moreText}>
          Write to us about an order, a showroom or your account; we answer every message.
        </p>
        <Button asChild variant="outline">
          <Link to="/contact">Contact us</Link>
        </Button>
      </aside>
    </div>
  );
}

function FaqEntries({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <ul className={styles.entries}>
      {entries.map((entry) => (
        <li key={entry.question} className={styles.entry}>
          <h2 className={styles.question}>{entry.question}</h2>
          <div className={styles.answer}>{entry.answer}</div>
        </li>
      ))}
    </ul>
  );
}
