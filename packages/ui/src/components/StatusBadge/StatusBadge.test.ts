import { describe, expect, it } from 'vitest';
import { orderStatuses, statusTone } from './StatusBadge.tones.ts';

describe('statusTone', () => {
  it('gives every SPEC §4 order status a tone', () => {
    expect(orderStatuses).toHaveLength(14);
    expect(statusTone('Waiting for approval')).toBe('warning');
    expect(statusTone('Decline')).toBe('danger');
    expect(statusTone('Cancle')).toBe('danger');
    expect(statusTone('Delivered')).toBe('success');
  });
  it('is neutral for unknown statuses, inherited names included', () => {
    expect(statusTone('Lost in space')).toBe('neutral');
    expect(statusTone('toString')).toBe('neutral');
  });
  it('takes another map', () => {
    expect(statusTone('Active', { Active: 'success' })).toBe('success');
  });
});
