import { formatUsd } from '@showroom/domain';
import type { PayoutSummary } from '@showroom/api';
import { formatShopDate } from '@showroom/machines';
import * as styles from './orders.css.ts';

/**
 * §9 payouts beside a pro's orders: profit awaiting approval, pending (released 46 business
 * days after approval) and available, with the next release.
 */
export function PayoutSummaryCard({ payout }: { payout: PayoutSummary }) {
  return (
    <section className={styles.payout} aria-labelledby="payout-summary-heading">
      <h3 id="payout-summary-heading" className={styles.payoutHeading}>
        Payouts
      </h3>
      <dl className={styles.payoutList}>
        <div>
          <dt>Awaiting approval</dt>
          <dd>{formatUsd(payout.awaiting_approval)}</dd>
        </div>
        <div>
          <dt>Pending</dt>
          <dd>{formatUsd(payout.pending)}</dd>
        </div>
        <div>
          <dt>Available</dt>
          <dd>{formatUsd(payout.available)}</dd>
        </div>
      </dl>
      <p className={styles.hint}>
        {payout.next_release_date !== null && payout.next_release_amount !== null
          ? `Next release: ${formatUsd(payout.next_release_amount)} on ${formatShopDate(payout.next_release_date) ?? ''}. `
          : 'Nothing is pending release. '}
        Profit becomes available {payout.pending_release_business_days} business days after approval.
      </p>
    </section>
  );
}
