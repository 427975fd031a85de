import { describe, expect, it } from 'vitest';
// The one place this package reads @showroom/machines: a test (never shipped) that keeps the wire
// vocabulary identical to the rules' lists. The dependency rule forbids a real import.
import { orderItemStatuses as machineStatuses } from '../../../machines/src/orderItemStatus/orderItemStatus.rules.ts';
import {
  userStatuses as machineUserStatuses,
  userTypes as machineUserTypes,
} from '../../../machines/src/rules/user/user.rules.ts';
import { orderItemStatuses, userStatuses, userTypes } from './vocabulary.ts';

describe('the wire vocabulary matches @showroom/machines', () => {
  it('has the same 14 order-item statuses in the same order', () => {
    expect(orderItemStatuses).toHaveLength(14);
    expect([...orderItemStatuses]).toEqual([...machineStatuses]);
  });

  it('has the same user types and statuses', () => {
    expect([...userTypes]).toEqual([...machineUserTypes]);
    expect([...userStatuses]).toEqual([...machineUserStatuses]);
  });
});
