import { describe, expect, it } from 'vitest';
import { isOrderItemStatus, orderItemStatusLabels, orderItemStatuses, statusLabel } from './orderItemStatus.ts';

describe('order-item statuses (§4)', () => {
  it('lists the 14 values in the spec order, spelled as stored', () => {
    expect(orderItemStatuses).toHaveLength(14);
    expect(orderItemStatuses[0]).toBe('Waiting for approval');
    expect(orderItemStatuses).toContain('Cancle');
    expect(orderItemStatuses.at(-1)).toBe('Delivered');
  });

  it('names four statuses its own way and the rest as stored', () => {
    const renamed = orderItemStatuses.filter((status) => statusLabel(status) !== status);
    expect(Object.fromEntries(renamed.map((status) => [status, orderItemStatusLabels[status]]))).toEqual({
      'Waiting for approval': 'Pending Approval',
      'Vendor Approved': 'Approved',
      Decline: 'Not Approved',
      'Ready to Pick Up': 'Ready for Pick Up',
    });
  });

  it('recognises only the stored spellings', () => {
    expect(isOrderItemStatus('Shipped')).toBe(true);
    expect(isOrderItemStatus('Cancelled')).toBe(false);
    expect(isOrderItemStatus('shipped')).toBe(false);
    expect(isOrderItemStatus(3)).toBe(false);
  });
});
