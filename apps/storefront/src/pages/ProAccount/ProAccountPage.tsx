import { Button } from '@showroom/ui';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import { ProSignIn } from './ProSignIn.tsx';
import {
  CONTRACTOR_APPLICATION_PATH,
  MIN_MARKUP_PERCENT,
  proBenefits,
  proSteps,
  PRO_SIGN_IN_ANCHOR,
} from './proAccountContent.ts';
import * as styles from './ProAccountPage.css.ts';

/** /pro-account (§2 "screen not shown"): what a pro account gives, how to get one, and the pro sign-in. */
export function ProAccountPage() {
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="pro-heading">
        <p className={styles.eyebrow}>For licensed contractors</p>
        <h1 id="pro-heading" className={styles.heading}>
          Pro Account: buy at wholesale, sell from your own showroom
        </h1>
        <p className={styles.lead}>
          Buy manufacturer-direct materials at wholesale, add your markup (at least {MIN_MARKUP_PERCENT} %) and earn on
          every order your customers place in your showroom.
        </p>
        <div className={styles.actions}>
          <Button asChild size="lg">
            <PrefetchLink to={CONTRACTOR_APPLICATION_PATH}>Apply as a contractor</PrefetchLink>
          </Button>
          <Button asChild size="lg" variant="outline">
            <PrefetchLink to={`#${PRO_SIGN_IN_ANCHOR}`}>Already a pro? Sign in</PrefetchLink>
          </Button>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="benefits-heading">
        <h2 id="benefits-heading" className={styles.sectionTitle}>
          What a pro account gives you
        </h2>
        <ul className={styles.benefits}>
          {proBenefits.map((benefit) => (
            <li key={benefit.title} className={styles.benefit}>
              <h3 className={styles.cardTitle}>{benefit.title}</h3>
              <p className={styles.muted}>{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="steps-heading">
        <h2 id="steps-heading" className={styles.sectionTitle}>
          How to become a pro
        </h2>
        <ol className={styles.steps}>
          {proSteps.map((step) => (
            <li key={step.title} className={styles.step}>
              <h3 className={styles.cardTitle}>{step.title}</h3>
              <p className={styles.muted}>{step.text}</p>
            </li>
          ))}
        </ol>
        <div className={styles.actions}>
          <Button asChild>
            <PrefetchLink to={CONTRACTOR_APPLICATION_PATH}>Start your application</PrefetchLink>
          </Button>
        </div>
      </section>

      <ProSignIn />
    </div>
  );
}
