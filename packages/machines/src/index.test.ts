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
      leadForm: [api.leadFormMachine, api.leadFormStates],
      checkoutPayment: [api.checkoutPaymentMachine, api.checkoutPaymentStates],
    } as const;
    for (const [id, [machine, states]] of Object.entries(machines)) {
      expect(machine.id).toBe(id);
      expect(states.length).toBeGreaterThan(1);
    }
  });

  it('starts, without options, every machine whose input is all optional (typechecked: no `{ input: {} }` needed)', () => {
    const actors = [
      createActor(api.registrationMachine),
      createActor(api.signInMachine),
      createActor(api.sessionMachine),
      createActor(api.navigationMachine),
      createActor(api.cartQueueMachine),
      createActor(api.showroomSearchMachine),
      createActor(api.checkoutPaymentMachine),
    ];
    for (const actor of actors) {
      actor.start();
      expect(actor.getSnapshot().status).toBe('active');
      actor.stop();
    }
  });

  it("lets a host provide the effects and nothing else (typechecked: the wizard's own steps are not offered)", () => {
    const provided = api.registrationMachine.provide({ actions: { navigate: () => {} } });
    expect(provided.implementations.actions['navigate']).toBeTypeOf('function');
    // @ts-expect-error checking a step is the wizard's own, not an effect a host could replace
    api.registrationMachine.provide({ actions: { checkStep: () => {} } });
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

  it('runs the README example: the footer lead form', async () => {
    const sent: unknown[] = [];
    const toasts: unknown[] = [];
    const leadForm = api.leadFormMachine.provide({
      actors: {
        submitLead: fromPromise(async ({ input }) => {
          sent.push(input);
          return { message: 'Thank you, we will be in touch.' };
        }),
      },
      actions: {
        notify: (_, { kind, message }) => toasts.push([kind, message]),
      },
    });
    const actor = createActor(leadForm, { input: { shopProfileId: 70 } }).start();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(Object.keys(actor.getSnapshot().context.errors)).toHaveLength(3);
    actor.send({ type: 'FIELD.CHANGE', field: 'full_name', value: 'Ada Lovelace' });
    actor.send({ type: 'FIELD.CHANGE', field: 'email', value: 'ada@example.com' });
    actor.send({ type: 'FIELD.CHANGE', field: 'phone_number', value: '2133734253' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => !snapshot.matches('submitting'));
    expect(actor.getSnapshot().value).toBe('submitted');
    expect(actor.getSnapshot().context.successMessage).toBe('Thank you, we will be in touch.');
    expect(actor.getSnapshot().context.form).toEqual(api.emptyLeadForm);
    expect(sent).toEqual([
      {
        full_name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone_number: '2133734253',
        action: 'handle-external-form-submission',
        lead_type: 'Pop-Ups',
        shop_profile_id: 70,
      },
    ]);
    expect(toasts).toEqual([['success', 'Thank you, we will be in touch.']]);
  });
});
