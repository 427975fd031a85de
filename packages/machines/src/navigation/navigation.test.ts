import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { effectNames, paramsOf, recordingActions, type EffectCall } from '../testing/effectRecorder.ts';
import { reportModelCoverage, declaredModel, exploreModel } from '../testing/modelCoverage.ts';
import {
  navigationMachine,
  navigationStates,
  type NavigationEvent,
  type NavigationInput,
} from './navigation.machine.ts';
import { authRequiredPaths, guardNavigation, postLoginTarget, routeAccessFor } from './navigation.rules.ts';

const TOKEN = 'token-0123456789';

describe('navigation guard rules (§2)', () => {
  it('knows the auth-required routes of the route table', () => {
    expect(authRequiredPaths).toEqual([
      '/change_password',
      '/checkout',
      '/thankyou',
      '/checkout-payment',
      '/payout_setup',
      '/account',
      '/verifiction',
      '/notification',
    ]);
    expect(routeAccessFor('/checkout?step=1')).toEqual({ requiresAuth: true });
    expect(routeAccessFor('/cart')).toEqual({ requiresAuth: false });
  });

  it('stores the previous path as the post-login target, /checkout from Cart to Login', () => {
    expect(postLoginTarget('/product/abc', '/login')).toBe('/product/abc');
    expect(postLoginTarget('/cart', '/login')).toBe('/checkout');
    expect(postLoginTarget('/cart?coupon=1', '/login?redirect=%2Fcart')).toBe('/checkout');
    expect(postLoginTarget('/cart', '/faq')).toBe('/cart');
    expect(postLoginTarget(null, '/login')).toBeNull();
  });

  it('sends an auth-required route without a valid token to Login with a redirect query', () => {
    const request = { from: '/', to: '/account', route: { requiresAuth: true }, userType: null };
    expect(guardNavigation({ ...request, token: null })).toEqual({ kind: 'login', to: '/login?redirect=%2Faccount' });
    expect(guardNavigation({ ...request, token: '0123456789' })).toEqual({
      kind: 'login',
      to: '/login?redirect=%2Faccount',
    });
    expect(guardNavigation({ ...request, token: TOKEN })).toEqual({ kind: 'allow' });
    expect(guardNavigation({ ...request, route: {}, token: null })).toEqual({ kind: 'allow' });
  });

  it('sends a role mismatch back to the previous path (1 admin, 2 shop, 3 customer)', () => {
    const request = { from: '/faq', to: '/payout_setup', token: TOKEN };
    expect(guardNavigation({ ...request, route: { role: 2 }, userType: 'Contractor' })).toEqual({ kind: 'allow' });
    expect(guardNavigation({ ...request, route: { role: 2 }, userType: 'User' })).toEqual({ kind: 'back', to: '/faq' });
    expect(guardNavigation({ ...request, route: { role: 1 }, userType: 'Admin' })).toEqual({ kind: 'allow' });
    expect(guardNavigation({ ...request, route: { role: 3 }, userType: null })).toEqual({ kind: 'back', to: '/faq' });
    expect(guardNavigation({ ...request, from: null, route: { role: 3 }, userType: 'Vendor' })).toEqual({
      kind: 'back',
      to: '/',
    });
  });
});

function startNavigation(input: NavigationInput = {}) {
  const calls: EffectCall[] = [];
  const machine = navigationMachine.provide({ actions: recordingActions(navigationMachine, calls) });
  const actor = createActor(machine, { input }).start();
  return { actor, calls };
}

const go = (
  to: string,
  extra: Partial<Extract<NavigationEvent, { type: 'NAVIGATION.REQUESTED' }>> = {},
): NavigationEvent => ({
  type: 'NAVIGATION.REQUESTED',
  to,
  route: {},
  token: null,
  userType: null,
  ...extra,
});

describe('navigation machine', () => {
  it('stores the target, shows progress, and tidies up when the page is shown', () => {
    const { actor, calls } = startNavigation({ currentPath: '/cart', redirectTarget: '/faq' });
    actor.send(go('/login'));
    expect(actor.getSnapshot().value).toBe('navigating');
    expect(calls).toEqual([
      { effect: 'storeRedirectTarget', params: { path: '/checkout' } },
      { effect: 'startProgress', params: undefined },
    ]);
    actor.send({ type: 'NAVIGATION.COMPLETED' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({
      currentPath: '/login',
      pendingPath: null,
      redirectTarget: '/checkout',
    });
    expect(effectNames(calls).slice(2)).toEqual(['scrollToTop', 'finishProgress', 'clearOverlays']);
  });

  it('keeps the stored target on the first load', () => {
    const { actor, calls } = startNavigation({ redirectTarget: '/faq' });
    actor.send(go('/'));
    expect(paramsOf(calls, 'storeRedirectTarget')).toEqual([{ path: '/faq' }]);
    actor.send({ type: 'NAVIGATION.FAILED' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ currentPath: null, pendingPath: null, redirectTarget: '/faq' });
    expect(effectNames(calls)).toEqual(['storeRedirectTarget', 'startProgress', 'failProgress']);
  });

  it('redirects instead of navigating when the guard refuses', () => {
    const { actor, calls } = startNavigation({ currentPath: '/faq' });
    actor.send(go('/account', { route: { requiresAuth: true } }));
    actor.send(go('/payout_setup', { route: { role: 2 }, token: TOKEN, userType: 'User' }));
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toEqual([
      { effect: 'redirect', params: { to: '/login?redirect=%2Faccount' } },
      { effect: 'redirect', params: { to: '/faq' } },
    ]);
  });

  it('lets a newer navigation replace a pending one', () => {
    const { actor } = startNavigation({ currentPath: '/' });
    actor.send(go('/faq'));
    actor.send(go('/about_us'));
    actor.send({ type: 'NAVIGATION.COMPLETED' });
    expect(actor.getSnapshot().context.currentPath).toBe('/about_us');
  });

  it('starts without input', () => {
    const { actor } = startNavigation();
    expect(actor.getSnapshot().context).toEqual({ currentPath: null, pendingPath: null, redirectTarget: null });
  });
});

describe('navigation model', () => {
  const declared = declaredModel(navigationMachine);

  it(`reaches all ${declared.stateIds.length} states and takes all ${declared.transitionIds.length} transitions`, async ({
    annotate,
  }) => {
    const report = await exploreModel({
      machine: navigationMachine,
      inputs: [{ currentPath: '/cart' }],
      events: [
        go('/login'),
        go('/account', { route: { requiresAuth: true } }),
        { type: 'NAVIGATION.COMPLETED' },
        { type: 'NAVIGATION.FAILED' },
      ],
    });
    await reportModelCoverage('navigation', report, annotate);
    expect(report.eventTypesWithoutSamples).toEqual([]);
    expect(report.divergences).toEqual([]);
    expect(report.missingStates).toEqual([]);
    expect(report.missingTransitions).toEqual([]);
    expect(report.reachedStates).toEqual([...navigationStates].sort());
  });

  it('lists every state in its inventory', () => {
    expect([...navigationStates].sort()).toEqual([...declared.stateIds].sort());
  });
});
