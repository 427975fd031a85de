import { orderItemStatusLabels, orderItemStatuses as domainStatuses } from '@showroom/domain';
import { describe, expect, it } from 'vitest';
// The one place this package reads @showroom/machines: a test (never shipped) that keeps the wire
// vocabulary identical to the rules' lists. The dependency rule forbids a real import.
import { orderItemStatuses as machineStatuses } from '../../../machines/src/orderItemStatus/orderItemStatus.rules.ts';
import {
  userStatuses as machineUserStatuses,
  userTypes as machineUserTypes,
} from '../../../machines/src/rules/user/user.rules.ts';
import { orderItemStatusDisplayLabels } from './entities/orders.ts';
import { homeCategoryNames, orderItemStatuses, userStatuses, userTypes } from './vocabulary.ts';

describe('the wire vocabulary matches @showroom/machines', () => {
  it("has @showroom/domain's 14 order-item statuses, the very list the machines' rules use", () => {
    expect(orderItemStatuses).toHaveLength(14);
    expect(orderItemStatuses).toBe(domainStatuses);
    expect(machineStatuses).toBe(domainStatuses);
    expect(orderItemStatusDisplayLabels).toBe(orderItemStatusLabels);
  });

  it('has the same user types and statuses', () => {
    expect([...userTypes]).toEqual([...machineUserTypes]);
    expect([...userStatuses]).toEqual([...machineUserStatuses]);
  });
});

describe('§2 "Shop by category"', () => {
  it('lists the 21 categories exactly as the spec writes them, in its order', () => {
    // Copied by hand from SPEC §2 "Home page" on purpose: a test built from the list it checks
    // could not notice a reordered, dropped or respelled category.
    const spec =
      'Appliances, Artificial Turf, Backsplash Tiles, Bathroom Faucets, Bathroom Vanitys, Bath Tubs, ' +
      'Cabinet Hardware, Countertop, Fans, Hardscaping, Hardwood Flooring, Kitchen Faucets, Kitchen Sinks, ' +
      'Laminate Flooring, Lights, luxury-flooring, Pool Copings, Showers, Stacked Stone, Tile Flooring, Toilets';
    expect([...homeCategoryNames]).toEqual(spec.split(', '));
  });
});
