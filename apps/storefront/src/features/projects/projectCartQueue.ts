import type { ShoppingCart } from '@showroom/api';
import { cartQueueMachine, type CartUpdate, type CartUpdateResult } from '@showroom/machines';
import { createActor, fromPromise } from 'xstate';
import { queueLinesOf, quantityOfKey, replacementItems, type ProjectCartItem } from './projectCartLines.ts';

export interface ProjectCartQueueOptions {
  /** The project's cart as the server last answered it. */
  readonly initial: ShoppingCart;
  /** POST /api/projectCart/update_project_cart: replaces the project's lines, answers the cart. */
  readonly replace: (items: readonly ProjectCartItem[]) => Promise<ShoppingCart>;
  /** Each answer of the server, as it comes (the panel's totals follow it). */
  readonly received?: (cart: ShoppingCart) => void;
}

/**
 * The cart's own lossless queue (`cartQueueMachine`) for a project's cart: quantity changes and
 * removals show at once and go to the server one at a time, in order, coalesced per line. Each
 * update sends the full list (the last server answer with that one change), since
 * update_project_cart replaces the lines; lines are known by product and size, as the server
 * gives them new ids with each answer.
 */
export function createProjectCartQueue({ initial, replace, received }: ProjectCartQueueOptions) {
  let last = initial;
  const machine = cartQueueMachine.provide({
    actors: {
      sendUpdate: fromPromise<CartUpdateResult, CartUpdate>(async ({ input }) => {
        const answer = await replace(replacementItems(last, input));
        last = answer;
        // The server's word on every line (the one sent is confirmed by the answer below).
        actor.send({ type: 'SYNC', lines: queueLinesOf(answer) });
        received?.(answer);
        return { quantity: quantityOfKey(answer, input.lineId) };
      }),
    },
  });
  const actor = createActor(machine, { input: { lines: queueLinesOf(initial) } });
  return Object.assign(actor, {
    /** The server's last answer, which the next update is built from. */
    lastCart: () => last,
  });
}

export type ProjectCartQueue = ReturnType<typeof createProjectCartQueue>;

/** Resolves once nothing waits to be sent: true when every change since was saved. */
export function flushProjectCart(queue: ProjectCartQueue): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const answer = queue.on('flushed', ({ ok }) => {
      answer.unsubscribe();
      resolve(ok);
    });
    queue.send({ type: 'FLUSH' });
  });
}
