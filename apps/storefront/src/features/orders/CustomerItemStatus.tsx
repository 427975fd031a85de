import { customerStatusLabel } from '@showroom/domain';
import type { CustomerItemAction, CustomerItemActions, OrderItemDetail } from '@showroom/api';
import { orderItemStatusMessages } from '@showroom/api';
import { Button, StatusBadge } from '@showroom/ui';
import { useId, useState } from 'react';
import { useServices } from '../../services/ServicesContext.tsx';
import { CancelItemDialog } from './CancelItemDialog.tsx';
import { customerItemTexts, deadlineText } from './customerItemTexts.ts';
import type { CustomerMoveAnswer } from './ordersService.ts';
import { RefundText } from './RefundText.tsx';
import { ReturnItemDialog } from './ReturnItemDialog.tsx';
import { StatusTimeline } from './StatusTimeline.tsx';
import type { ItemStatusCallbacks } from './useItemStatus.ts';
import * as styles from './orders.css.ts';

/** Which of the customer's two moves (§9) an item at this status is about, if any. */
type Move = 'cancel' | 'return';
function moveOf(status: OrderItemDetail['status']): Move | null {
  if (status === 'Delivered') return 'return';
  // Settled one way or another: what happened is said instead.
  if (status === 'Cancle' || status === 'Decline' || status === 'Return Request' || status === 'Returned') return null;
  return 'cancel';
}

interface CustomerItemStatusProps extends ItemStatusCallbacks {
  readonly item: OrderItemDetail;
}

/**
 * A customer's Status cell: the status in a shopper's words, what became of the item (the
 * refund, their reason), the one move the server allows or why not (§9: cancel within 60
 * minutes of ordering, return within 12 days of delivery), and the history.
 */
export function CustomerItemStatus({ item, onSaved, onConflict }: CustomerItemStatusProps) {
  const { notify } = useServices();
  const [open, setOpen] = useState<Move | null>(null);
  const ids = useId();
  const statusId = `${ids}-status`;
  const buttonId = `${ids}-move`;
  const actions = item.customer_actions;
  const move = actions ? moveOf(item.status) : null;

  // The dialog is gone: back to the button, or to the item's new status once the button has gone.
  const closeAndFocus = (target: 'button' | 'status') => {
    setOpen(null);
    requestAnimationFrame(() => {
      const button = document.getElementById(buttonId);
      const usable = target === 'button' && button instanceof HTMLButtonElement && !button.disabled;
      document.getElementById(usable ? buttonId : statusId)?.focus();
    });
  };
  const done = (message: string) => (answer: CustomerMoveAnswer) => {
    onSaved(answer.item);
    notify('success', answer.message.trim() === '' ? message : answer.message);
    closeAndFocus('status');
  };

  return (
    <div className={styles.statusCell}>
      <div id={statusId} tabIndex={-1} className={styles.customerStatus}>
        <StatusBadge status={item.status} label={customerStatusLabel(item.status)} />
        {actions ? <ItemOutcome item={item} actions={actions} /> : null}
      </div>
      {actions && move ? (
        <MoveButton
          id={buttonId}
          move={move}
          product={item.product_name}
          verdict={actions[move]}
          onOpen={() => setOpen(move)}
        />
      ) : null}
      <StatusTimeline item={item} label={customerStatusLabel} />
      {actions && open === 'cancel' ? (
        <CancelItemDialog
          item={item}
          refund={actions.cancel_refund}
          onClose={() => closeAndFocus('button')}
          onDone={done(orderItemStatusMessages.cancelled)}
          onConflict={onConflict}
        />
      ) : null}
      {actions && open === 'return' ? (
        <ReturnItemDialog
          item={item}
          refund={actions.return_refund}
          restockingFee={actions.restocking_fee}
          onClose={() => closeAndFocus('button')}
          onDone={done(orderItemStatusMessages.returnRequested)}
          onConflict={onConflict}
        />
      ) : null}
    </div>
  );
}

/** What became of a settled item: the refund on its way, the customer's reason for a return. */
function ItemOutcome({ item, actions }: { item: OrderItemDetail; actions: CustomerItemActions }) {
  switch (item.status) {
    case 'Cancle':
      return (
        <p className={styles.outcome}>
          <RefundText text={customerItemTexts.cancelledRefund(actions.cancel_refund)} />
        </p>
      );
    case 'Return Request':
      return (
        <>
          {item.return_reason ? (
            <p className={styles.outcome}>{customerItemTexts.ownReason(item.return_reason)}</p>
          ) : null}
          <p className={styles.outcome}>
            <RefundText text={customerItemTexts.returnRequestedRefund(actions.return_refund)} />
          </p>
        </>
      );
    case 'Returned':
      return item.return_reason ? (
        <p className={styles.outcome}>{customerItemTexts.ownReason(item.return_reason)}</p>
      ) : null;
    case 'Decline':
      // The server's words for why nothing is charged.
      return actions.cancel.reason ? <p className={styles.hint}>{actions.cancel.reason}</p> : null;
    default:
      return null;
  }
}

interface MoveButtonProps {
  readonly id: string;
  readonly move: Move;
  readonly product: string;
  readonly verdict: CustomerItemAction;
  readonly onOpen: () => void;
}

/**
 * Cancel item or Request a return, with until when it is open, or, disabled, why not: the
 * server's reason as visible text, tied to the button so a screen reader says it too.
 */
function MoveButton({ id, move, product, verdict, onOpen }: MoveButtonProps) {
  const noteId = `${id}-note`;
  const label = move === 'cancel' ? customerItemTexts.cancelButton : customerItemTexts.returnButton;
  // "Today" for the deadline: the day the order was opened on (the window is an hour, or days).
  const [shownAt] = useState(Date.now);
  const note = verdict.allowed
    ? verdict.until === null
      ? null
      : (move === 'cancel' ? customerItemTexts.cancelUntil : customerItemTexts.returnUntil)(
          deadlineText(verdict.until, shownAt),
        )
    : verdict.reason;
  return (
    <div className={styles.customerAction}>
      <Button
        id={id}
        size="sm"
        variant="outline"
        disabled={!verdict.allowed}
        aria-describedby={note === null ? undefined : noteId}
        aria-haspopup="dialog"
        // Each item has one: the product says which (the visible words first, as they are read).
        aria-label={move === 'cancel' ? `${label}: ${product}` : `${label} for ${product}`}
        onClick={onOpen}
      >
        {label}
      </Button>
      {note === null ? null : (
        <p id={noteId} className={styles.hint}>
          {note}
        </p>
      )}
    </div>
  );
}
