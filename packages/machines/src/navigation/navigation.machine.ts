import { assertEvent, assign, setup } from 'xstate';
import type { NavigateParams } from '../effects/effectTypes.ts';
import { placeholderAction } from '../effects/placeholders.ts';
import { guardNavigation, postLoginTarget, type NavigationDecision, type RouteAccess } from './navigation.rules.ts';

export interface NavigationInput {
  readonly currentPath?: string | null;
  /** The stored post-login target (`redirect_to`). */
  readonly redirectTarget?: string | null;
}

export interface NavigationContext {
  readonly currentPath: string | null;
  /** The path being navigated to. */
  readonly pendingPath: string | null;
  /** §2: the post-login target, updated on every navigation. */
  readonly redirectTarget: string | null;
}

export type NavigationEvent =
  /** The router is about to navigate (a before-each hook). */
  | {
      readonly type: 'NAVIGATION.REQUESTED';
      readonly to: string;
      readonly route: RouteAccess;
      readonly token: string | null;
      readonly userType: string | null;
    }
  /** The new page is shown. */
  | { readonly type: 'NAVIGATION.COMPLETED' }
  /** The router gave up (chunk load failed, navigation aborted). */
  | { readonly type: 'NAVIGATION.FAILED' };

export const navigationStates = ['idle', 'navigating'] as const;
export type NavigationState = (typeof navigationStates)[number];

function decisionOf(context: NavigationContext, event: NavigationEvent): NavigationDecision {
  assertEvent(event, 'NAVIGATION.REQUESTED');
  const request = event;
  return guardNavigation({
    from: context.currentPath,
    to: request.to,
    route: request.route,
    token: request.token,
    userType: request.userType,
  });
}

/*
 * How navigation is decided inside: inline in the config below, not named in `setup()`, so that a
 * host's `provide()` offers only the effects (the placeholders) and cannot replace the route check
 * or the redirect bookkeeping and break navigation.
 */
type Context = NavigationContext;
type Event = NavigationEvent;

const acceptNavigation = assign<Context, Event, undefined, Event, never>(({ context, event }) => {
  assertEvent(event, 'NAVIGATION.REQUESTED');
  const request = event;
  return {
    pendingPath: request.to,
    redirectTarget: postLoginTarget(context.currentPath, request.to) ?? context.redirectTarget,
  };
});

const isRefused = ({ context, event }: { context: Context; event: Event }) =>
  decisionOf(context, event).kind !== 'allow';

export const navigationMachine = setup({
  types: {
    context: {} as NavigationContext,
    events: {} as NavigationEvent,
    // Every field is optional, so `createActor(machine)` needs no options: `void`, not `undefined`,
    // which inference drops from an optional property and would make `input` required again.
    input: {} as NavigationInput | void,
  },
  actions: {
    /** Cancel this navigation and go to `to` instead. */
    redirect: placeholderAction<NavigateParams>(),
    /** Persist the post-login target (`redirect_to`); null means remove it. */
    storeRedirectTarget: placeholderAction<{ readonly path: string | null }>(),
    startProgress: placeholderAction(),
    finishProgress: placeholderAction(),
    failProgress: placeholderAction(),
    /** §2: smooth scroll to the top after each navigation. */
    scrollToTop: placeholderAction(),
    /** §2: close open modals and remove their backdrops. */
    clearOverlays: placeholderAction(),
  },
}).createMachine({
  id: 'navigation',
  context: ({ input = {} }) => ({
    currentPath: input.currentPath ?? null,
    pendingPath: null,
    redirectTarget: input.redirectTarget ?? null,
  }),
  initial: 'idle',
  on: {
    'NAVIGATION.REQUESTED': [
      {
        guard: isRefused,
        // Redirect instead of navigating; the redirect comes back as a new request.
        actions: {
          type: 'redirect',
          // The guard let only refusals through, and each carries its target.
          params: ({ context, event }) => ({
            to: (decisionOf(context, event) as Exclude<NavigationDecision, { kind: 'allow' }>).to,
          }),
        },
      },
      {
        target: '.navigating',
        actions: [
          acceptNavigation,
          { type: 'storeRedirectTarget', params: ({ context }) => ({ path: context.redirectTarget }) },
          'startProgress',
        ],
      },
    ],
  },
  states: {
    idle: {},
    navigating: {
      on: {
        'NAVIGATION.COMPLETED': {
          target: 'idle',
          actions: [
            assign(({ context }) => ({ currentPath: context.pendingPath, pendingPath: null })),
            'scrollToTop',
            'finishProgress',
            'clearOverlays',
          ],
        },
        'NAVIGATION.FAILED': {
          target: 'idle',
          actions: [assign({ pendingPath: null }), 'failProgress'],
        },
      },
    },
  },
});
