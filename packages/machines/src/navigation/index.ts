export { navigationMachine, navigationStates } from './navigation.machine.ts';
export type { NavigationInput, NavigationContext, NavigationEvent, NavigationState } from './navigation.machine.ts';
export { authRequiredPaths, routeAccessFor, postLoginTarget, guardNavigation } from './navigation.rules.ts';
export type { RouteAccess, NavigationRequest, NavigationDecision } from './navigation.rules.ts';
