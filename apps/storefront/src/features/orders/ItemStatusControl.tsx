import { statusLabel, type UserType } from '@showroom/domain';
import type { OrderItemDetail } from '@showroom/api';
import { statusOptions } from '@showroom/machines';
import { Button, Select, Spinner } from '@showroom/ui';
import { useId } from 'react';
import { CustomerItemStatus } from './CustomerItemStatus.tsx';
import { customerItemTexts } from './customerItemTexts.ts';
import { StatusTimeline } from './StatusTimeline.tsx';
import { useItemStatus, type ItemStatusCallbacks } from './useItemStatus.ts';
import * as styles from './orders.css.ts';

interface ItemStatusControlProps extends ItemStatusCallbacks {
  readonly item: OrderItemDetail;
  readonly role: UserType;
}

/**
 * The Status cell: a customer reads the status and may cancel or return the item (§9); a pro
 * gets the §4 selector (the 14 values, each enabled as the machine's rule says for this role
 * and the current status), the customer's reason for a return, and the item's history.
 */
export function ItemStatusControl({ item, role, onSaved, onConflict }: ItemStatusControlProps) {
  if (role === 'User') return <CustomerItemStatus item={item} onSaved={onSaved} onConflict={onConflict} />;
  return <StatusSelector item={item} role={role} onSaved={onSaved} onConflict={onConflict} />;
}

function StatusSelector({ item, role, onSaved, onConflict }: ItemStatusControlProps) {
  const { snapshot, save, choose, dismiss } = useItemStatus(item, role, { onSaved, onConflict });
  const hintId = useId();
  const current = snapshot.context.status;
  const saving = save.kind === 'saving';
  const locked = snapshot.matches('locked');
  const options = statusOptions(current, role).map((option) => ({
    value: option.value,
    label: option.label,
    disabled: !option.enabled,
  }));
  return (
    <div className={styles.statusCell} data-machine-state={String(snapshot.value)}>
      <div className={styles.selectRow}>
        <Select
          aria-label={`Status of ${item.product_name}`}
          aria-describedby={locked ? hintId : undefined}
          aria-busy={saving || undefined}
          size="sm"
          options={options}
          value={current}
          onValueChange={choose}
          disabled={saving}
        />
        {saving ? <Spinner size="sm" label={`Saving ${statusLabel(save.to)}`} /> : null}
      </div>
      {locked ? (
        <p id={hintId} className={styles.hint}>
          Only Admin can change this status now.
        </p>
      ) : null}
      {snapshot.matches('rejected') && snapshot.context.rejection ? (
        <div className={styles.problem} role="alert">
          <span>{snapshot.context.rejection.message}</span>
          <Button size="sm" variant="outline" onClick={dismiss}>
            OK
          </Button>
        </div>
      ) : null}
      {save.kind === 'refused' ? (
        <p className={styles.problem} role="alert">
          {save.message}
        </p>
      ) : null}
      {save.kind === 'conflict' ? (
        <div className={styles.problem} role="alert">
          <span>{save.message}</span>
          <Button size="sm" variant="outline" onClick={() => choose(save.wanted)}>
            Set {statusLabel(save.wanted)} again
          </Button>
        </div>
      ) : null}
      <p className={styles.saved} role="status">
        {save.kind === 'saved' ? `Status changed to ${save.label}.` : ''}
      </p>
      {item.return_reason ? (
        <p className={styles.customerReason}>{customerItemTexts.customerReason(item.return_reason)}</p>
      ) : null}
      <StatusTimeline item={item} />
    </div>
  );
}
