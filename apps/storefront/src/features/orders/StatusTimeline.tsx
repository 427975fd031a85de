import { statusLabel } from '@showroom/domain';
import type { OrderItemDetail } from '@showroom/api';
import { shopDateTime } from './orderItemAmounts.ts';
import * as styles from './orders.css.ts';

/**
 * The item's status history beside its selector: who moved it, from what to what, and when
 * (§9 MM.DD.YYYY, Los Angeles time). Oldest first, as it happened; before any change, since
 * when the item has the status it was placed with.
 */
export function StatusTimeline({ item }: { item: OrderItemDetail }) {
  const name = `Status history of ${item.product_name}`;
  if (item.status_history.length === 0) {
    return (
      <ol className={styles.timeline} aria-label={name}>
        <li>
          <span className={styles.timelineWhat}>{statusLabel(item.status)}</span> since{' '}
          <time dateTime={item.status_date}>{shopDateTime(item.status_date)}</time>
        </li>
      </ol>
    );
  }
  return (
    <ol className={styles.timeline} aria-label={name}>
      {item.status_history.map((change) => (
        <li key={`${change.changed_at}-${change.status}`}>
          <span className={styles.timelineWhat}>
            {statusLabel(change.from_status)} → {statusLabel(change.status)}
          </span>{' '}
          by {change.changed_by_name} ({change.changed_by_role}),{' '}
          <time dateTime={change.changed_at}>{shopDateTime(change.changed_at)}</time>
        </li>
      ))}
    </ol>
  );
}
