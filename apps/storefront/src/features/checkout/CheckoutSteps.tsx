import { Icon } from '@showroom/ui';
import * as styles from './checkout.css.ts';

const stepNames = ['Shipping', 'Payment', 'Confirmation'] as const;

/** Where the shopper is in the checkout: 1 shipping, 2 payment, 3 confirmation. */
export function CheckoutSteps({ current }: { current: 1 | 2 | 3 }) {
  return (
    <ol className={styles.steps} aria-label="Checkout steps">
      {stepNames.map((name, index) => {
        const number = index + 1;
        const done = number < current;
        return (
          <li
            key={name}
            className={styles.step}
            aria-current={number === current ? 'step' : undefined}
            data-done={done ? '' : undefined}
          >
            <span className={styles.stepNumber} aria-hidden="true">
              {done ? <Icon name="check" size="sm" /> : number}
            </span>
            {name}
            {done ? <span className={styles.visuallyHidden}> (done)</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
