import type { ShoppingCart } from '@showroom/api';
import { shownQuantity } from '@showroom/machines';
import { describe, expect, it } from 'vitest';
import type { ProjectCartItem } from './projectCartLines.ts';
import { createProjectCartQueue, flushProjectCart } from './projectCartQueue.ts';
import { testCart, testLine } from './projectCartTesting.ts';

/**
 * A fake update_project_cart: each request waits until the test answers it; an answer replaces
 * the lines and numbers them afresh, as the server does.
 */
function fakeServer(initial: ShoppingCart) {
  const requests: {
    items: readonly ProjectCartItem[];
    answer: () => ShoppingCart;
    refuse: (error: unknown) => void;
  }[] = [];
  let nextId = 100;
  let held = initial;
  const replace = (items: readonly ProjectCartItem[]) =>
    new Promise<ShoppingCart>((resolve, reject) => {
      requests.push({
        items,
        answer: () => {
          held = testCart(items.map((item) => testLine(nextId++, item.product_id, item.size_id, item.quantity)));
          resolve(held);
          return held;
        },
        refuse: reject,
      });
    });
  return { requests, replace, held: () => held };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp() {
  const initial = testCart([testLine(1, 4, 2, 3), testLine(2, 150, null, 12), testLine(3, 40, 7, 1)]);
  const server = fakeServer(initial);
  const received: ShoppingCart[] = [];
  const queue = createProjectCartQueue({ initial, replace: server.replace, received: (cart) => received.push(cart) });
  queue.start();
  return { initial, server, received, queue, shown: (key: string) => shownQuantity(queue.getSnapshot().context, key) };
}

describe('the project cart queue', () => {
  it('sends the full list built from the last answer, one request at a time, coalescing per line', async () => {
    const { server, received, queue, shown } = setUp();
    queue.send({ type: 'SET', lineId: '150:', quantity: 13 });
    expect(shown('150:')).toBe(13);
    await settle();
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.items).toEqual([
      { product_id: 4, size_id: 2, quantity: 3 },
      { product_id: 150, size_id: null, quantity: 13 },
      { product_id: 40, size_id: 7, quantity: 1 },
    ]);

    // While it is on its way: two changes of another line and a removal wait, coalesced.
    queue.send({ type: 'SET', lineId: '4:2', quantity: 4 });
    queue.send({ type: 'SET', lineId: '4:2', quantity: 5 });
    queue.send({ type: 'REMOVE', lineId: '40:7' });
    await settle();
    expect(server.requests).toHaveLength(1);

    server.requests[0]?.answer();
    await settle();
    expect(received).toHaveLength(1);
    // The next request is built from that answer (new ids, same keys) with the next change.
    expect(server.requests[1]?.items).toEqual([
      { product_id: 4, size_id: 2, quantity: 5 },
      { product_id: 150, size_id: null, quantity: 13 },
      { product_id: 40, size_id: 7, quantity: 1 },
    ]);
    server.requests[1]?.answer();
    await settle();
    expect(server.requests[2]?.items).toEqual([
      { product_id: 4, size_id: 2, quantity: 5 },
      { product_id: 150, size_id: null, quantity: 13 },
    ]);
    server.requests[2]?.answer();
    await settle();
    expect(queue.getSnapshot().value).toBe('idle');
    expect(queue.lastCart().Project_tans.map((line) => [line.product_id, line.qty])).toEqual([
      [4, 5],
      [150, 13],
    ]);
    expect(shown('40:7')).toBe(0);
    queue.stop();
  });

  it('restores a refused line, tells the host what was asked, and still sends the other lines’ changes', async () => {
    const { server, queue, shown } = setUp();
    const refusals: unknown[] = [];
    queue.on('updateRefused', (event) => refusals.push(event));
    queue.send({ type: 'SET', lineId: '150:', quantity: 50 });
    queue.send({ type: 'SET', lineId: '4:2', quantity: 6 });
    await settle();
    const error = { status: 422, fieldErrors: { 'items.1.quantity': ['At most 40.'] } };
    server.requests[0]?.refuse(error);
    await settle();
    expect(refusals).toEqual([{ type: 'updateRefused', lineId: '150:', attempted: 50, restored: 12, error }]);
    expect(shown('150:')).toBe(12);
    // The other line's change goes next, built on what the server still holds.
    expect(server.requests[1]?.items).toEqual([
      { product_id: 4, size_id: 2, quantity: 6 },
      { product_id: 150, size_id: null, quantity: 12 },
      { product_id: 40, size_id: 7, quantity: 1 },
    ]);
    server.requests[1]?.answer();
    await settle();
    expect(shown('4:2')).toBe(6);
    queue.stop();
  });

  it('ignores a quantity below 1 and changes of a line being removed', async () => {
    const { server, queue, shown } = setUp();
    queue.send({ type: 'SET', lineId: '4:2', quantity: 0 });
    queue.send({ type: 'SET', lineId: '4:2', quantity: 2.5 });
    expect(shown('4:2')).toBe(3);
    queue.send({ type: 'REMOVE', lineId: '4:2' });
    queue.send({ type: 'SET', lineId: '4:2', quantity: 7 });
    await settle();
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.items.map((item) => item.product_id)).toEqual([150, 40]);
    queue.stop();
  });

  it('answers a flush once everything is saved, false when a change was refused meanwhile', async () => {
    const { server, queue } = setUp();
    await expect(flushProjectCart(queue)).resolves.toBe(true);
    queue.send({ type: 'SET', lineId: '150:', quantity: 14 });
    const flushed = flushProjectCart(queue);
    await settle();
    server.requests[0]?.refuse(new Error('offline'));
    await expect(flushed).resolves.toBe(false);
    queue.stop();
  });
});
