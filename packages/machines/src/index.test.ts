import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import * as api from './index.ts';

describe('public API', () => {
  it('exports every machine with its state inventory', () => {
    const machines = {
      orderItemStatus: [api.orderItemStatusMachine, api.orderItemStatusStates],
      signIn: [api.signInMachine, api.signInStates],
      registration: [api.registrationMachine, api.registrationStates],
      showroomSearch: [api.showroomSearchMachine, api.showroomSearchStates],
      session: [api.sessionMachine, api.sessionStates],
      navigation: [api.navigationMachine, api.navigationStates],
    } as const;
    for (const [id, [machine, states]] of Object.entries(machines)) {
      expect(machine.id).toBe(id);
      expect(states.length).toBeGreaterThan(1);
    }
  });

  it('exports the pure rules and the effect contracts', () => {
    expect(api.orderItemStatusRules.options('Decline', 'Admin')).toHaveLength(14);
    expect(api.canChangeStatus('Decline', 'Shipped', 'Vendor')).toMatchObject({ allowed: false });
    expect(
      api.signInOutcome(
        { type: 'Vendor' },
        {
          redirect: null,
          cartId: null,
          tempProjectId: null,
          visualRedirect: null,
          savedItem: null,
          projectId: null,
        },
      ).kind,
    ).toBe('refused');
    expect(api.logoutStorageKeys).toHaveLength(13);
    expect(
      api.guardNavigation({ from: null, to: '/account', route: { requiresAuth: true }, token: null, userType: null })
        .kind,
    ).toBe('login');
    expect(api.formatUsd(5)).toBe('$5.00');
    expect(api.formatShopDate('2024-03-01')).toBe('03.01.2024');
    expect(api.formatPhoneDisplay('2133734253')).toBe('(213) 373-4253');
    expect(api.deviceTypeForWidth(800)).toBe('tablet');
    expect(api.sanitizeDecimal('1.234')).toBe('1.23');
    expect(api.maxDimensionsRule([], { field: 'logo', width: 1, height: 1 }).valid).toBe(true);
    expect(api.toLeadSubmission(api.emptyLeadForm, 1).lead_type).toBe('Pop-Ups');
    expect(api.signedInBranding(null)).toBeNull();
    expect(api.isCardNumberValid('4111111111111111')).toBe(true);
    expect(api.toApiFailure('x').message).toBe('x');
    expect(api.safeRedirectPath('//x')).toBeNull();
    expect(api.isTokenValid('short')).toBe(false);
    expect(new api.EffectNotProvidedError('m', 'e').effect).toBe('e');
  });

  it('runs the README example: a showroom search in plain Node', async () => {
    const visited: string[] = [];
    const search = api.showroomSearchMachine.provide({
      actors: {
        findShowrooms: fromPromise(async ({ input }) => [
          { id: 7, company_name: 'Acme Remodeling', vsd_id: input.search },
        ]),
        loadShowroomProfile: fromPromise(async ({ input }) => ({
          profile: { user_id: 70, vsd_id: input.vsd_id, theme_color: '#0a7d5a' },
          category: [],
        })),
      },
      actions: {
        navigate: (_, { to }) => visited.push(to),
      },
    });
    const actor = createActor(search).start();
    actor.send({ type: 'TYPE', text: 'ACME2024' });
    await waitFor(actor, (snapshot) => snapshot.matches('found'));
    expect(actor.getSnapshot().context.match?.company_name).toBe('Acme Remodeling');
    actor.send({ type: 'NEXT' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(visited).toEqual(['/visualize/contractor/all']);
  });
});
