import type { OrderItemDetail } from '@showroom/api';
import { useRef, useState } from 'react';
import { useServices } from '../../services/ServicesContext.tsx';
import { customerItemTexts } from './customerItemTexts.ts';
import { ordersServiceOf, type CustomerMoveAnswer } from './ordersService.ts';
import { isConflict, serverReason } from './serverReason.ts';

/** Where the customer's cancel is: not sent yet, on its way, or refused with the server's reason. */
export type CancelSend =
  { readonly kind: 'idle' } | { readonly kind: 'sending' } | { readonly kind: 'failed'; readonly message: string };

export interface CustomerMoveCallbacks {
  /** The server has it: its answer replaces the item, its message is the toast. */
  readonly onDone: (answer: CustomerMoveAnswer) => void;
  /** The item changed under the customer (409): the order is reloaded to show its real status. */
  readonly onConflict: () => void;
}

/**
 * The cancel confirmation's one request (§9): sent with the status the customer saw, once however
 * often Cancel item is pressed; a refusal keeps the dialog with the server's reason.
 */
export function useCancelItem(item: OrderItemDetail, { onDone, onConflict }: CustomerMoveCallbacks) {
  const orders = ordersServiceOf(useServices());
  const [send, setSend] = useState<CancelSend>({ kind: 'idle' });
  // A second press before React has painted the spinner must not send twice.
  const busy = useRef(false);

  const confirm = async () => {
    if (busy.current) return;
    busy.current = true;
    setSend({ kind: 'sending' });
    try {
      const answer = await orders.cancelItem(item.id, { expected_status: item.status });
      onDone(answer);
    } catch (error) {
      setSend({ kind: 'failed', message: serverReason(error, customerItemTexts.cancelFailed) });
      if (isConflict(error)) onConflict();
    } finally {
      busy.current = false;
    }
  };

  return { send, sending: send.kind === 'sending', confirm };
}
