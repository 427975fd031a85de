import { statusLabel, type OrderItemStatus } from '@showroom/domain';
import type { OrderItemDetail } from '@showroom/api';
import { shopDateTime } from './orderItemAmounts.ts';
import * as styles from './orders.css.ts';

export interface StatusTimelineProps {
  readonly item: OrderItemDetail;
  /** The words for a status: the pros' §4 labels by default, a shopper's for a customer. */
  readonly label?: (status: OrderItemStatus) => string;
}

/**
 * The item's status history beside its selector: who moved it, from what to what, and when
 * (§9 MM.DD.YYYY, Los Angeles time). Oldest first, as it happened; before any change, since
 * when the item has the status it was placed with. A step that reads the same in `label`'s
 * words (two internal steps a shopper calls "Being prepared") is left out.
 */
export function StatusTimeline({ item, label = statusLabel }: StatusTimelineProps) {
  const name = `Status history of ${item.product_name}`;
  const changes = item.status_history.filter((change) => label(change.from_status) !== label(change.status));
  if (changes.length === 0) {
    return (
      <ol className={styles.timeline} aria-label={name}>
        <li>
          <span className={styles.timelineWhat}>{label(item.status)}</span> since{' '}
          <time dateTime={item.status_date}>{shopDateTime(item.status_date)}</time>
        </li>
      </ol>
    );
  }
  return (
    <ol className={styles.timeline} aria-label={name}>
      {changes.map((change) => (
        <li key={`${change.changed_at}-${change.status}`}>
          <span className={styles.timelineWhat}>
            {label(change.from_status)} → {label(change.status)}
          </span>{' '}
          by {change.changed_by_name} ({change.changed_by_role}),{' '}
          <time dateTime={change.changed_at}>{shopDateTime(change.changed_at)}</time>
        </li>
      ))}
    </ol>
  );
}
