import { isOrderItemStatus, statusLabel, type OrderItemStatus, type UserType } from '@showroom/domain';
import type { OrderItemDetail } from '@showroom/api';
import { statusOptions } from '@showroom/machines';
import { Button, Select, Spinner } from '@showroom/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { ConfirmStatusDialog } from './ConfirmStatusDialog.tsx';
import { CustomerItemStatus } from './CustomerItemStatus.tsx';
import { customerItemTexts } from './customerItemTexts.ts';
import { statusConfirmation } from './statusConfirmation.ts';
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
 * and the current status), the customer's reason for a return, and the item's history. A
 * choice the rules make final, or Not Approved, asks for confirmation first (issue 35).
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
  // A choice the rules make final asks first; until confirmed the selector keeps the status.
  const [asking, setAsking] = useState<OrderItemStatus | null>(null);
  const confirmation = asking === null ? null : statusConfirmation(current, asking, role);
  const trigger = useRef<HTMLButtonElement>(null);
  // After a confirmed change the selector waits (disabled) for the server; the focus comes back once it is usable.
  const refocus = useRef(false);
  useEffect(() => {
    if (saving || !refocus.current) return;
    refocus.current = false;
    trigger.current?.focus();
  }, [saving]);
  const request = (to: string) => {
    if (isOrderItemStatus(to) && statusConfirmation(current, to, role)) setAsking(to);
    else choose(to);
  };
  const options = statusOptions(current, role).map((option) => ({
    value: option.value,
    label: option.label,
    disabled: !option.enabled,
  }));
  return (
    <div className={styles.statusCell} data-machine-state={String(snapshot.value)}>
      <div className={styles.selectRow}>
        <Select
          ref={trigger}
          aria-label={`Status of ${item.product_name}`}
          aria-describedby={locked ? hintId : undefined}
          aria-busy={saving || undefined}
          size="sm"
          options={options}
          value={current}
          onValueChange={request}
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
          <Button size="sm" variant="outline" onClick={() => request(save.wanted)}>
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
      {confirmation ? (
        <ConfirmStatusDialog
          confirmation={confirmation}
          productName={item.product_name}
          customerName={item.fulfilment?.customer.name ?? null}
          returnFocus={trigger}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            refocus.current = true;
            setAsking(null);
            choose(confirmation.to);
          }}
        />
      ) : null}
    </div>
  );
}
