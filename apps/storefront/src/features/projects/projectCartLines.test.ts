import { MAX_CART_LINE_QUANTITY } from '@showroom/api';
import { emptyCartQueueContext, syncConfirmed, takeNext, wantQuantity } from '@showroom/machines';
import { describe, expect, it } from 'vitest';
import {
  bulkItemsOf,
  lineKeyOf,
  maxQuantityOf,
  projectCartLineTexts,
  projectCartShown,
  quantityOfKey,
  queueLinesOf,
  replacementItems,
} from './projectCartLines.ts';
import { testCart, testLine } from './projectCartTesting.ts';

const cart = testCart([testLine(11, 4, 2, 3, 10), testLine(12, 150, null, 12, 2.5), testLine(13, 40, 7, 1, 99.99)]);
const confirmedContext = () => syncConfirmed(emptyCartQueueContext, queueLinesOf(cart));

describe('a project cart line’s key', () => {
  it('is the product and size, which stay when the server renumbers the lines', () => {
    expect(lineKeyOf({ product_id: 4, size_id: 2 })).toBe('4:2');
    expect(lineKeyOf({ product_id: 150, size_id: null })).toBe('150:');
    expect(queueLinesOf(cart)).toEqual([
      { lineId: '4:2', quantity: 3 },
      { lineId: '150:', quantity: 12 },
      { lineId: '40:7', quantity: 1 },
    ]);
    expect(quantityOfKey(cart, '150:')).toBe(12);
    expect(quantityOfKey(cart, '999:')).toBe(0);
  });
});

describe('the list an update replaces the project’s lines with', () => {
  it('is the last server answer with the one new quantity, in the server’s order', () => {
    expect(replacementItems(cart, { lineId: '150:', quantity: 20, kind: 'set' })).toEqual([
      { product_id: 4, size_id: 2, quantity: 3 },
      { product_id: 150, size_id: null, quantity: 20 },
      { product_id: 40, size_id: 7, quantity: 1 },
    ]);
  });

  it('leaves a removed line out', () => {
    expect(replacementItems(cart, { lineId: '4:2', quantity: 0, kind: 'remove' })).toEqual([
      { product_id: 150, size_id: null, quantity: 12 },
      { product_id: 40, size_id: 7, quantity: 1 },
    ]);
    // The last line removed: an empty list, which empties the project's cart.
    const one = testCart([testLine(1, 4, 2, 3)]);
    expect(replacementItems(one, { lineId: '4:2', quantity: 0, kind: 'remove' })).toEqual([]);
  });

  it('changes nothing else for a key the cart does not hold', () => {
    expect(replacementItems(cart, { lineId: '999:', quantity: 5, kind: 'set' })).toEqual(bulkItemsOf(cart));
  });

  it('sends every line as the server holds it to the cart', () => {
    expect(bulkItemsOf(cart)).toEqual([
      { product_id: 4, size_id: 2, quantity: 3 },
      { product_id: 150, size_id: null, quantity: 12 },
      { product_id: 40, size_id: 7, quantity: 1 },
    ]);
  });
});

describe('the most a line may hold', () => {
  it('is the product’s limit, never above the cart’s', () => {
    expect(maxQuantityOf({ max_qty: 99 })).toBe(99);
    expect(maxQuantityOf({ max_qty: MAX_CART_LINE_QUANTITY + 1 })).toBe(MAX_CART_LINE_QUANTITY);
  });
});

describe('what the panel shows', () => {
  it('is the server’s cart and totals when nothing waits', () => {
    const shown = projectCartShown(cart, confirmedContext());
    expect(shown.lines.map((line) => [line.key, line.line.qty, line.lineTotal, line.saving])).toEqual([
      ['4:2', 3, 30, false],
      ['150:', 12, 30, false],
      ['40:7', 1, 99.99, false],
    ]);
    expect(shown).toMatchObject({ quantity: 16, subtotal: 159.99, shipping: 0, total: 159.99, saving: false });
  });

  it('shows a change at once, with line total and subtotal following and the server’s totals awaited', () => {
    const waiting = wantQuantity(confirmedContext(), '150:', 13);
    const shown = projectCartShown(cart, waiting);
    expect(shown.lines[1]).toMatchObject({ key: '150:', saving: true, lineTotal: 32.5 });
    expect(shown.lines[1]?.line.qty).toBe(13);
    expect(shown).toMatchObject({ quantity: 17, subtotal: 162.49, shipping: null, total: null, saving: true });
  });

  it('leaves a line out while its removal is on its way', () => {
    const removing = takeNext(wantQuantity(confirmedContext(), '4:2', 0));
    const shown = projectCartShown(cart, removing);
    expect(shown.lines.map((line) => line.key)).toEqual(['150:', '40:7']);
    expect(shown.saving).toBe(true);
  });

  it('puts a refused change beside its line', () => {
    const problem = { attempted: 500, message: 'The quantity must be at most 99.' };
    const shown = projectCartShown(cart, confirmedContext(), { '40:7': problem });
    expect(shown.lines[2]?.problem).toEqual(problem);
    expect(shown.lines[0]?.problem).toBeNull();
  });

  it('says what was not saved, and what Try again will do', () => {
    expect(projectCartLineTexts.notSaved('Oak plank', 5)).toBe('Your change of Oak plank to 5 was not saved.');
    expect(projectCartLineTexts.notSaved('Oak plank', 0)).toBe('Oak plank could not be removed.');
    expect(projectCartLineTexts.retryLabel('Oak plank', 5)).toBe('Try again: set Oak plank to 5');
    expect(projectCartLineTexts.retryLabel('Oak plank', 0)).toBe('Try again: remove Oak plank');
  });
});
