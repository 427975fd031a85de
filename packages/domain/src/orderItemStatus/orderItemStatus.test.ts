import { describe, expect, it } from 'vitest';
import {
  customerStatusFilters,
  customerStatusGroup,
  customerStatusLabel,
  customerStatusLabels,
  isOrderItemStatus,
  orderItemStatusLabels,
  orderItemStatuses,
  statusLabel,
} from './orderItemStatus.ts';

describe('order-item statuses (§4)', () => {
  it('lists the 14 values in the spec order, spelled as stored', () => {
    expect(orderItemStatuses).toHaveLength(14);
    expect(orderItemStatuses[0]).toBe('Waiting for approval');
    expect(orderItemStatuses).toContain('Cancle');
    expect(orderItemStatuses.at(-1)).toBe('Delivered');
  });

  it("names five statuses its own way ('Cancle' reads Cancelled) and the rest as stored", () => {
    const renamed = orderItemStatuses.filter((status) => statusLabel(status) !== status);
    expect(Object.fromEntries(renamed.map((status) => [status, orderItemStatusLabels[status]]))).toEqual({
      'Waiting for approval': 'Pending Approval',
      'Vendor Approved': 'Approved',
      Decline: 'Not Approved',
      'Ready to Pick Up': 'Ready for Pick Up',
      Cancle: 'Cancelled',
    });
  });

  it('recognises only the stored spellings', () => {
    expect(isOrderItemStatus('Shipped')).toBe(true);
    expect(isOrderItemStatus('Cancelled')).toBe(false);
    expect(isOrderItemStatus('shipped')).toBe(false);
    expect(isOrderItemStatus(3)).toBe(false);
  });

  it("never shows a customer the stored 'Cancle' or the admin's internal steps", () => {
    expect(customerStatusLabel('Cancle')).toBe('Cancelled');
    expect(customerStatusLabel('Accept to Pick Up')).toBe('Being prepared');
    expect(customerStatusLabel('Picked Up')).toBe('Shipped');
    const shown = Object.values(customerStatusLabels);
    for (const internal of ['Cancle', 'Accept to Pick Up', 'Picked Up', 'Ready for Pick Up', 'Decline']) {
      expect(shown).not.toContain(internal);
    }
    expect(Object.keys(customerStatusLabels)).toEqual([...orderItemStatuses]);
  });

  it('groups the statuses a customer reads under one name, for a filter by that name', () => {
    expect(customerStatusGroup('Ready to Pick Up')).toEqual(['In Progress', 'Ready to Pick Up', 'Accept to Pick Up']);
    expect(customerStatusGroup('Shipping')).toEqual(['Picked Up', 'Shipping', 'Shipped']);
    expect(customerStatusGroup('Cancle')).toEqual(['Cancle']);
    expect(customerStatusFilters.map((filter) => filter.label)).toEqual([
      'Awaiting approval',
      'Approved',
      'Not available',
      'Being prepared',
      'Shipped',
      'Out for delivery',
      'Cancelled',
      'Return requested',
      'Returned',
      'Delivered',
    ]);
    // Every status is in exactly one filter, reached through the status that stands for it.
    const covered = customerStatusFilters.flatMap((filter) => customerStatusGroup(filter.status));
    expect([...covered].sort()).toEqual([...orderItemStatuses].sort());
  });
});
