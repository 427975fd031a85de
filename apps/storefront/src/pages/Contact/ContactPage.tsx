/**
 * §2 Contact. The issue lets us choose between a contact form that reaches the server and the
 * support address; we chose the support address, with one link per topic that opens the
 * shopper's e-mail app on a message with a subject support can sort by.
 *
 * Why: the API has no contact endpoint (packages/api/src/contract/routes.ts). The only public
 * form endpoint, POST /api/sample_request, is the footer's lead capture: it stores a name, an
 * e-mail and a phone number as a 'Pop-Ups' lead for a shop and has no field for a message, so a
 * contact form sent there would drop what the shopper wrote while telling them it was sent.
 * An e-mail also leaves the shopper a copy of what they asked and a thread for the answer.
 */
import { Button } from '@showroom/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '../../config.ts';
import type { PageProps } from '../../routes/pageModules.ts';
import * as styles from './ContactPage.css.ts';
import { contactTopics, supportMailto } from './supportEmail.ts';

type CopyState = 'idle' | 'copied' | 'failed';

export function ContactPage({ route }: PageProps) {
  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <h1 className={styles.title}>{route.title}</h1>
        <p className={styles.lead}>
          Questions about an order, a return, a showroom or your account? Write to our support team; we answer every
          message by e-mail.
        </p>
      </div>
      <div className={styles.columns}>
        <SupportAddress />
        <SupportEmailTopics />
      </div>
      <section className={styles.card} aria-labelledby="contact-self-help">
        <h2 id="contact-self-help" className={styles.cardTitle}>
          Quick answers
        </h2>
        <ul className={styles.links}>
          <li>
            <Link className={styles.link} to="/your_orders">
              Where is my order, and what does its status mean?
            </Link>
          </li>
          <li>
            <Link className={styles.link} to="/return_policy">
              How do I return something?
            </Link>
          </li>
          <li>
            <Link className={styles.link} to="/faq">
              Frequently asked questions
            </Link>
          </li>
        </ul>
      </section>
    </div>
  );
}

function SupportAddress() {
  const [copy, setCopy] = useState<CopyState>('idle');
  const copyAddress = async () => {
    try {
      await navigator.clipboard.writeText(SUPPORT_EMAIL);
      setCopy('copied');
    } catch {
      // No clipboard (an insecure page, a refused permission): say so rather than fail silently.
      setCopy('failed');
    }
  };
  return (
    <section className={styles.card} aria-labelledby="contact-address">
      <h2 id="contact-address" className={styles.cardTitle}>
        E-mail support
      </h2>
      <p className={styles.text}>
        <a className={styles.address} href={`mailto:${SUPPORT_EMAIL}`}>
          {SUPPORT_EMAIL}
        </a>
      </p>
      <p className={styles.text}>
        Include your order number if your question is about an order, and photos if something arrived damaged.
      </p>
      <div className={styles.actions}>
        <Button variant="outline" onClick={() => void copyAddress()}>
          Copy address
        </Button>
        <span role="status" className={styles.muted}>
          {copy === 'copied' ? 'Address copied.' : null}
          {copy === 'failed' ? 'Copying is not allowed here: select the address and copy it.' : null}
        </span>
      </div>
    </section>
  );
}

function SupportEmailTopics() {
  return (
    <section className={styles.card} aria-labelledby="contact-topics">
      <h2 id="contact-topics" className={styles.cardTitle}>
        Start your e-mail here
      </h2>
      <p className={styles.text} id="contact-topics-hint">
        Choose what it is about: your e-mail app opens on a message to us with the subject filled in. Nothing is sent
        until you send it there.
      </p>
      <ul className={styles.topics} aria-describedby="contact-topics-hint">
        {contactTopics.map((topic) => (
          <li key={topic.value}>
            <a className={styles.topic} href={supportMailto(SUPPORT_EMAIL, topic)}>
              {topic.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
