import fc from 'fast-check';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { reportModelCoverage, declaredModel, exploreModel } from '../testing/modelCoverage.ts';
import {
  orderItemStatusMachine,
  orderItemStatusStates,
  type OrderItemStatusChanged,
} from './orderItemStatus.machine.ts';
import {
  canChangeStatus,
  hasStatusChoice,
  isAdminOnlyStatus,
  isOrderItemStatus,
  itemProfit,
  orderItemStatuses,
  orderItemStatusLabels,
  statusLabel,
  statusOptions,
  statusRank,
  type OrderItemStatus,
  type UserType,
} from './orderItemStatus.rules.ts';
import { orderItemStatusRules } from './index.ts';

/** The non-admin roles that change statuses (§6): the vendor and the showroom's pros. */
const nonAdminRoles = ['Vendor', 'Contractor', 'Designer'] as const;
const firstFive = orderItemStatuses.slice(0, 5);
const fromAcceptOn = orderItemStatuses.slice(5);

describe('order item status rules (§4, §6)', () => {
  it('has the 14 values in order, spelled as the spec spells them', () => {
    expect(orderItemStatuses).toEqual([
      'Waiting for approval',
      'Vendor Approved',
      'Decline',
      'In Progress',
      'Ready to Pick Up',
      'Accept to Pick Up',
      'Picked Up',
      'Shipping',
      'Shipped',
      'Out For Delivery',
      'Cancle',
      'Return Request',
      'Returned',
      'Delivered',
    ]);
  });

  it("labels four values as §4 does, the stored 'Cancle' as Cancelled, and the rest as written", () => {
    expect(statusLabel('Waiting for approval')).toBe('Pending Approval');
    expect(statusLabel('Vendor Approved')).toBe('Approved');
    expect(statusLabel('Decline')).toBe('Not Approved');
    expect(statusLabel('Ready to Pick Up')).toBe('Ready for Pick Up');
    expect(statusLabel('Cancle')).toBe('Cancelled');
    const renamed = ['Waiting for approval', 'Vendor Approved', 'Decline', 'Ready to Pick Up', 'Cancle'];
    for (const status of orderItemStatuses.filter((value) => !renamed.includes(value))) {
      expect(orderItemStatusLabels[status]).toBe(status);
    }
  });

  it('recognises only the 14 values', () => {
    expect(isOrderItemStatus('Cancle')).toBe(true);
    expect(isOrderItemStatus('Cancel')).toBe(false);
    expect(isOrderItemStatus(5)).toBe(false);
  });

  it('marks Accept to Pick Up and later as admin-only', () => {
    expect(firstFive.map(isAdminOnlyStatus)).toEqual([false, false, false, false, false]);
    expect(fromAcceptOn.every(isAdminOnlyStatus)).toBe(true);
  });

  it('lets non-admin roles choose only the first five, before Accept to Pick Up', () => {
    for (const role of nonAdminRoles) {
      const options = statusOptions('In Progress', role);
      expect(options.filter((option) => option.enabled).map((option) => option.value)).toEqual(firstFive);
      expect(options.find((option) => option.selected)?.value).toBe('In Progress');
      expect(options.map((option) => option.label)).toEqual(orderItemStatuses.map(statusLabel));
    }
  });

  it('lets a customer (User) choose nothing, and says why', () => {
    for (const current of orderItemStatuses) {
      expect(statusOptions(current, 'User').some((option) => option.enabled)).toBe(false);
      expect(hasStatusChoice(current, 'User')).toBe(false);
    }
    expect(canChangeStatus('Waiting for approval', 'Vendor Approved', 'User')).toEqual({
      allowed: false,
      reason: 'not-an-editor',
      message: "Only the item's vendor, its showroom or Admin can change its status.",
    });
  });

  it('refuses a role that is not one of the five account types, from untyped callers', () => {
    for (const role of ['vendor', 'admin', 'Client', '', 'Anyone']) {
      // An untyped caller (JavaScript, a decoded token) can pass any string.
      expect(canChangeStatus('Waiting for approval', 'Vendor Approved', role as UserType)).toMatchObject({
        allowed: false,
        reason: 'not-an-editor',
      });
      expect(
        itemProfit(
          { qty: 1, final_price: 5, contractor_markup_amt: 1, admin_profit_inclusive_tax: 1, status: 'Delivered' },
          role as UserType,
        ),
      ).toBeNull();
    }
  });

  it('lets Admin choose every status before Accept to Pick Up', () => {
    expect(statusOptions('Waiting for approval', 'Admin').every((option) => option.enabled)).toBe(true);
  });

  it('disables the first five once the item is at Accept to Pick Up, for everyone', () => {
    const admin = statusOptions('Accept to Pick Up', 'Admin');
    expect(admin.filter((option) => option.enabled).map((option) => option.value)).toEqual(fromAcceptOn);
    expect(statusOptions('Accept to Pick Up', 'Vendor').some((option) => option.enabled)).toBe(false);
  });

  it('also disables Accept to Pick Up once the item is Picked Up or later', () => {
    const options = statusOptions('Picked Up', 'Admin');
    expect(options.filter((option) => option.enabled).map((option) => option.value)).toEqual(
      orderItemStatuses.slice(6),
    );
  });

  it('answers servers with a reason for every refusal', () => {
    expect(canChangeStatus('In Progress', 'Ready to Pick Up', 'Vendor')).toEqual({ allowed: true });
    expect(canChangeStatus('In Progress', 'Shipped', 'Vendor')).toMatchObject({ allowed: false, reason: 'admin-only' });
    expect(canChangeStatus('In Progress', 'In Progress', 'Vendor')).toMatchObject({ reason: 'unchanged' });
    expect(canChangeStatus('Nope', 'Shipped', 'Admin')).toMatchObject({ reason: 'unknown-status' });
    expect(canChangeStatus('Shipped', 'Nope', 'Admin')).toMatchObject({ reason: 'unknown-status' });
    expect(canChangeStatus('Shipped', 'Decline', 'Admin')).toMatchObject({
      reason: 'locked-after-accept-to-pick-up',
    });
    expect(canChangeStatus('Delivered', 'Accept to Pick Up', 'Admin')).toMatchObject({
      reason: 'locked-after-picked-up',
      message: 'This item has been picked up; Accept to Pick Up can no longer be chosen.',
    });
    expect(canChangeStatus('Accept to Pick Up', 'Picked Up', 'Admin')).toEqual({ allowed: true });
  });

  it('knows when a role has no choice left', () => {
    expect(hasStatusChoice('Accept to Pick Up', 'Vendor')).toBe(false);
    expect(hasStatusChoice('Accept to Pick Up', 'Admin')).toBe(true);
    expect(hasStatusChoice('Waiting for approval', 'Vendor')).toBe(true);
  });

  it('exposes the rules under the names options and canChange', () => {
    expect(orderItemStatusRules.options('Decline', 'Vendor')).toEqual(statusOptions('Decline', 'Vendor'));
    expect(orderItemStatusRules.canChange('Decline', 'Shipped', 'Admin')).toEqual({ allowed: true });
    expect(orderItemStatusRules.label('Decline')).toBe('Not Approved');
  });

  describe('profit per item', () => {
    const item = { qty: 3, final_price: 19.99, contractor_markup_amt: 2.5, admin_profit_inclusive_tax: 7.125 };

    it('is final_price × qty for a Vendor, in cents', () => {
      expect(itemProfit({ ...item, status: 'Delivered' }, 'Vendor')).toBe(59.97);
    });

    it('is contractor_markup_amt × qty for a Contractor, and a Designer, who runs a showroom as one', () => {
      expect(itemProfit({ ...item, status: 'Delivered' }, 'Contractor')).toBe(7.5);
      expect(itemProfit({ ...item, status: 'Returned' }, 'Designer')).toBe(-7.5);
    });

    it('is admin_profit_inclusive_tax for Admin', () => {
      expect(itemProfit({ ...item, status: 'Delivered' }, 'Admin')).toBe(7.13);
    });

    it('is negated for Return Request and Returned', () => {
      expect(itemProfit({ ...item, status: 'Return Request' }, 'Vendor')).toBe(-59.97);
      expect(itemProfit({ ...item, status: 'Returned' }, 'Admin')).toBe(-7.13);
      expect(itemProfit({ ...item, status: 'Cancle' }, 'Contractor')).toBe(7.5);
    });

    it('is not shown to other roles', () => {
      expect(itemProfit({ ...item, status: 'Delivered' }, 'User')).toBeNull();
    });
  });
});

function run(status: OrderItemStatus, role: UserType) {
  const actor = createActor(orderItemStatusMachine, { input: { status, role } });
  const emitted: OrderItemStatusChanged[] = [];
  actor.on('statusChanged', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted };
}

describe('order item status machine', () => {
  it('emits status-changed with the new value and its label', () => {
    const { actor, emitted } = run('Waiting for approval', 'Vendor');
    actor.send({ type: 'CHANGE', to: 'Vendor Approved' });
    expect(emitted).toEqual([
      { type: 'statusChanged', status: 'Vendor Approved', label: 'Approved', previous: 'Waiting for approval' },
    ]);
    expect(actor.getSnapshot().value).toBe('editable');
    expect(actor.getSnapshot().context.status).toBe('Vendor Approved');
  });

  it('rejects a disallowed change with a reason and emits nothing', () => {
    const { actor, emitted } = run('In Progress', 'Vendor');
    actor.send({ type: 'CHANGE', to: 'Shipped' });
    expect(emitted).toEqual([]);
    expect(actor.getSnapshot().value).toBe('rejected');
    expect(actor.getSnapshot().context).toMatchObject({
      status: 'In Progress',
      rejection: { to: 'Shipped', reason: 'admin-only' },
    });
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().value).toBe('editable');
    expect(actor.getSnapshot().context.rejection).toEqual({
      to: 'Shipped',
      reason: 'admin-only',
      message: expect.any(String),
    });
  });

  it('clears the rejection with the next accepted change', () => {
    const { actor } = run('In Progress', 'Vendor');
    actor.send({ type: 'CHANGE', to: 'Shipped' });
    actor.send({ type: 'CHANGE', to: 'Decline' });
    expect(actor.getSnapshot().value).toBe('editable');
    expect(actor.getSnapshot().context.rejection).toBeNull();
  });

  it('is locked for a non-admin once the item reached Accept to Pick Up', () => {
    const { actor } = run('Accept to Pick Up', 'Vendor');
    expect(actor.getSnapshot().value).toBe('locked');
    actor.send({ type: 'CHANGE', to: 'Decline' });
    expect(actor.getSnapshot().context.rejection?.reason).toBe('locked-after-accept-to-pick-up');
  });

  it('follows the server with SYNC without emitting', () => {
    const { actor, emitted } = run('In Progress', 'Vendor');
    actor.send({ type: 'SYNC', status: 'Picked Up' });
    expect(actor.getSnapshot().value).toBe('locked');
    actor.send({ type: 'SYNC', status: 'Decline' });
    expect(actor.getSnapshot().value).toBe('editable');
    expect(emitted).toEqual([]);
  });
});

describe('order item status model', () => {
  const declared = declaredModel(orderItemStatusMachine);

  it(`reaches all ${declared.stateIds.length} states and takes all ${declared.transitionIds.length} transitions`, async ({
    annotate,
  }) => {
    const report = await exploreModel({
      machine: orderItemStatusMachine,
      inputs: [{ status: 'Waiting for approval', role: 'Vendor' }],
      events: [
        { type: 'CHANGE', to: 'Vendor Approved' },
        { type: 'CHANGE', to: 'Shipped' },
        { type: 'CHANGE', to: 'Nonsense' },
        { type: 'SYNC', status: 'Accept to Pick Up' },
        { type: 'SYNC', status: 'Waiting for approval' },
        { type: 'DISMISS' },
      ],
    });
    await reportModelCoverage('orderItemStatus', report, annotate);
    expect(report.eventTypesWithoutSamples).toEqual([]);
    expect(report.divergences).toEqual([]);
    expect(report.missingStates).toEqual([]);
    expect(report.missingTransitions).toEqual([]);
    expect(report.reachedStates).toEqual([...orderItemStatusStates].sort());
    expect(report.takenTransitions).toHaveLength(declared.transitionIds.length);
  });

  it('lists every state in its inventory', () => {
    expect([...orderItemStatusStates].sort()).toEqual([...declared.stateIds].sort());
  });
});

describe('order item status properties (fast-check)', () => {
  const anyStatus = fc.constantFrom(...orderItemStatuses);
  const anyTarget = fc.oneof(anyStatus, fc.string());
  const statusEvent = fc.oneof(
    anyTarget.map((to) => ({ type: 'CHANGE' as const, to })),
    fc.constant({ type: 'DISMISS' as const }),
  );

  it('never lets a non-admin set an admin-only status, whatever the sequence of events', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...nonAdminRoles),
        fc.constantFrom(...firstFive),
        fc.array(statusEvent, { maxLength: 30 }),
        (role, start, events) => {
          const { actor, emitted } = run(start, role);
          for (const event of events) {
            actor.send(event);
            expect(isAdminOnlyStatus(actor.getSnapshot().context.status)).toBe(false);
          }
          expect(emitted.every((change) => !isAdminOnlyStatus(change.status))).toBe(true);
          actor.stop();
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('enables nothing before Accept to Pick Up once an item is at or past it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Admin', 'User', ...nonAdminRoles),
        anyStatus,
        fc.array(statusEvent, { maxLength: 30 }),
        (role, start, events) => {
          const { actor } = run(start, role);
          let reached = statusRank(start) >= 5;
          for (const event of events) {
            actor.send(event);
            const { status } = actor.getSnapshot().context;
            reached ||= statusRank(status) >= 5;
            if (reached) {
              expect(statusRank(status)).toBeGreaterThanOrEqual(5);
              const early = statusOptions(status, role).slice(0, 5);
              expect(early.some((option) => option.enabled)).toBe(false);
            }
          }
          actor.stop();
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('agrees between options and canChange for every pair and role', () => {
    fc.assert(
      fc.property(fc.constantFrom('Admin', 'User', ...nonAdminRoles), anyStatus, anyStatus, (role, current, target) => {
        const option = statusOptions(current, role).find((candidate) => candidate.value === target);
        const allowed = canChangeStatus(current, target, role).allowed;
        expect(allowed).toBe(option?.enabled === true && target !== current);
      }),
      { numRuns: 1000 },
    );
  });
});
