import { orderItemStatuses, type OrderItemStatus, type UserType } from '@showroom/domain';
import { canChangeStatus } from '@showroom/machines';
import { describe, expect, it } from 'vitest';
import { confirmationTexts, statusConfirmation } from './statusConfirmation.ts';

const asked = (from: OrderItemStatus, role: UserType) =>
  orderItemStatuses.filter((to) => statusConfirmation(from, to, role) !== null);

describe('statusConfirmation: the choices that ask first, from the machines’ rules', () => {
  it('asks a vendor at Pending Approval before Not Approved only', () => {
    expect(asked('Waiting for approval', 'Vendor')).toEqual(['Decline']);
    expect(asked('In Progress', 'Vendor')).toEqual(['Decline']);
  });

  it('asks a showroom the same as the vendor (the same rules)', () => {
    expect(asked('Vendor Approved', 'Contractor')).toEqual(['Decline']);
    expect(asked('Vendor Approved', 'Designer')).toEqual(['Decline']);
  });

  it('asks Admin before every change it could not undo, and before Not Approved', () => {
    expect(asked('Waiting for approval', 'Admin')).toEqual([
      'Decline',
      ...orderItemStatuses.filter(
        (status) => orderItemStatuses.indexOf(status) >= orderItemStatuses.indexOf('Accept to Pick Up'),
      ),
    ]);
    // Once picked up, the later statuses move freely among themselves: nothing asks.
    expect(asked('Shipped', 'Admin')).toEqual([]);
    // Accept to Pick Up → Picked Up closes Accept to Pick Up for good.
    expect(asked('Accept to Pick Up', 'Admin')).toEqual(
      orderItemStatuses.filter(
        (status) => orderItemStatuses.indexOf(status) > orderItemStatuses.indexOf('Accept to Pick Up'),
      ),
    );
  });

  it('never asks about a change the rules refuse (the machine says why instead)', () => {
    for (const role of ['Vendor', 'Admin', 'User'] as const) {
      for (const from of orderItemStatuses) {
        for (const to of asked(from, role)) expect(canChangeStatus(from, to, role).allowed).toBe(true);
      }
    }
    expect(asked('Waiting for approval', 'User')).toEqual([]);
  });

  it('says what will happen: the customer’s e-mail, what their order will say, and no way back', () => {
    const decline = statusConfirmation('Waiting for approval', 'Decline', 'Vendor')!;
    expect(decline).toMatchObject({ irreversible: false, closesCancel: true });
    expect(confirmationTexts(decline, 'Oak Plank', 'Maya Lopez')).toEqual({
      title: 'Set Oak Plank to Not Approved?',
      consequences: [
        'Maya Lopez will be told by e-mail that Oak Plank is now “Not available”.',
        'Their order will say: “The vendor could not supply this item, so it will not be charged.”',
      ],
      cancel: 'Cancel',
      confirm: 'Set to Not Approved',
    });
    const accept = statusConfirmation('Ready to Pick Up', 'Accept to Pick Up', 'Admin')!;
    expect(confirmationTexts(accept, 'Oak Plank', null).consequences).toEqual([
      'The customer will be told by e-mail that Oak Plank is now “Being prepared”.',
      'Their order will say: “This item is already on its way and can no longer be cancelled.”',
      'You will not be able to set it back to Ready for Pick Up.',
    ]);
  });
});
