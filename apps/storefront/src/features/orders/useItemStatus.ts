import { type OrderItemStatus, statusLabel, type UserType } from '@showroom/domain';
import type { OrderItemDetail } from '@showroom/api';
import { orderItemStatusMachine } from '@showroom/machines';
import { useEffect, useState } from 'react';
import { createActor } from 'xstate';
import { useServices } from '../../services/ServicesContext.tsx';
import { useActorSnapshot } from '../../services/useActorSnapshot.ts';
import { ordersServiceOf } from './ordersService.ts';
import { isConflict, serverReason } from './serverReason.ts';
import { useLatest } from '../../state/useLatest.ts';

export const STATUS_NOT_SAVED = 'The status could not be changed. Please try again.';

/** Where the last change sent to the server is. */
export type StatusSave =
  | { readonly kind: 'idle' }
  | { readonly kind: 'saving'; readonly to: OrderItemStatus }
  | { readonly kind: 'saved'; readonly label: string }
  | { readonly kind: 'refused'; readonly message: string }
  /** Someone changed the item first (409): `wanted` is what this viewer chose, to try again knowingly. */
  | { readonly kind: 'conflict'; readonly message: string; readonly wanted: OrderItemStatus };

export interface ItemStatusCallbacks {
  /** The server saved the change: its answer replaces the row. */
  readonly onSaved: (item: OrderItemDetail) => void;
  /** The item changed under the viewer: the order is reloaded to show its real status. */
  readonly onConflict: () => void;
}

/**
 * One item's status selector: the `orderItemStatus` machine decides what may be picked and
 * emits the change; the change is then sent to the server with the status the viewer saw. A
 * refusal or a conflict rolls the machine back to that status and keeps the server's reason.
 */
export function useItemStatus(item: OrderItemDetail, role: UserType, callbacks: ItemStatusCallbacks) {
  const orders = ordersServiceOf(useServices());
  const [actor] = useState(() => createActor(orderItemStatusMachine, { input: { status: item.status, role } }).start());
  const snapshot = useActorSnapshot(actor);
  const [save, setSave] = useState<StatusSave>({ kind: 'idle' });
  const latest = useLatest({ item, callbacks });

  // The server's word (a reload, a saved change) replaces whatever the machine holds.
  useEffect(() => {
    if (actor.getSnapshot().context.status !== item.status) actor.send({ type: 'SYNC', status: item.status });
  }, [actor, item.status]);

  useEffect(() => {
    const subscription = actor.on('statusChanged', ({ status, previous }) => {
      const { item: current, callbacks: notify } = latest.current;
      setSave({ kind: 'saving', to: status });
      orders.changeItemStatus(current.id, { status, expected_status: previous }).then(
        (saved) => {
          setSave({ kind: 'saved', label: statusLabel(saved.status) });
          notify.onSaved(saved);
        },
        (error: unknown) => {
          actor.send({ type: 'SYNC', status: previous });
          const message = serverReason(error, STATUS_NOT_SAVED);
          if (isConflict(error)) {
            setSave({ kind: 'conflict', message, wanted: status });
            notify.onConflict();
          } else {
            setSave({ kind: 'refused', message });
          }
        },
      );
    });
    return () => subscription.unsubscribe();
  }, [actor, orders, latest]);

  const choose = (to: string) => {
    if (save.kind === 'saving') return;
    setSave({ kind: 'idle' });
    actor.send({ type: 'CHANGE', to });
  };

  return {
    snapshot,
    save,
    choose,
    dismiss: () => actor.send({ type: 'DISMISS' }),
  };
}
