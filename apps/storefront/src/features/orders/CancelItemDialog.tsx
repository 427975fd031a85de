import type { OrderItemDetail } from '@showroom/api';
import { Button, Dialog, StateMessage } from '@showroom/ui';
import { useEffect, useRef } from 'react';
import { customerItemTexts, REFUND_TIMING } from './customerItemTexts.ts';
import { RefundText } from './RefundText.tsx';
import { useCancelItem, type CustomerMoveCallbacks } from './useCancelItem.ts';
import * as styles from './orders.css.ts';

export interface CancelItemDialogProps extends CustomerMoveCallbacks {
  readonly item: OrderItemDetail;
  /** The full refund (§9: nothing was shipped), in dollars. */
  readonly refund: number;
  /** Keep item, Escape or the corner button; never while the cancel is on its way. */
  readonly onClose: () => void;
}

/**
 * §9: the customer confirms a cancel. Mounted while open, so each opening starts afresh. While
 * the request runs nothing closes it and nothing sends twice; a refusal stays here with the
 * server's reason, and a 409 also reloads the order so the item shows its real status.
 */
export function CancelItemDialog({ item, refund, onClose, onDone, onConflict }: CancelItemDialogProps) {
  const { send, sending, confirm } = useCancelItem(item, { onDone, onConflict });
  const keep = useRef<HTMLButtonElement>(null);
  // The reloaded item (after a 409) may no longer be cancellable: the safe choice is what is left.
  const allowed = item.customer_actions?.cancel.allowed ?? false;
  useEffect(() => {
    if (!allowed) keep.current?.focus();
  }, [allowed]);
  return (
    <Dialog
      open
      size="sm"
      title={customerItemTexts.cancelTitle(item.product_name)}
      onOpenChange={(open) => {
        if (!open && !sending) onClose();
      }}
      closeButtonProps={{ disabled: sending }}
      contentProps={{
        'aria-busy': sending || undefined,
        // A confirmation that undoes an order opens on the choice that undoes nothing.
        onOpenAutoFocus: (event) => {
          event.preventDefault();
          keep.current?.focus();
        },
      }}
      footer={
        <div className={styles.dialogActions}>
          <Button ref={keep} variant="outline" disabled={sending} onClick={onClose}>
            {customerItemTexts.keepItem}
          </Button>
          <Button loading={sending} disabled={!allowed && !sending} onClick={() => void confirm()}>
            {customerItemTexts.confirmCancel}
          </Button>
        </div>
      }
    >
      <div className={styles.dialogText}>
        {send.kind === 'failed' ? <StateMessage tone="error" size="sm" title={send.message} /> : null}
        <p>{customerItemTexts.cancelRefund(refund)}</p>
        <p>
          <RefundText text={REFUND_TIMING} />
        </p>
      </div>
    </Dialog>
  );
}
