import { http, HttpResponse, type HttpHandler } from 'msw';
import { endpointNames, type EndpointName } from '../contract/index.ts';
import type { DemoDataset } from '../demo/dataset.ts';
import { DEMO_IMAGE_CONTENT_TYPE, renderDemoImage } from '../demo/images.ts';
import { renderMockPicture } from '../demo/pictures.ts';
import { accountSecurityResolvers } from './resolvers/accountSecurity.ts';
import { cartResolvers } from './resolvers/cart.ts';
import { catalogResolvers } from './resolvers/catalog.ts';
import { myShowroomResolvers } from './resolvers/myShowroom.ts';
import { orderResolvers, undatedPayoutRule } from './resolvers/orders.ts';
import { productSearchResolvers } from './resolvers/productSearch.ts';
import { projectResolvers } from './resolvers/projects.ts';
import { proResolvers } from './resolvers/pros.ts';
import { sessionResolvers } from './resolvers/session.ts';
import { visualizerResolvers } from './resolvers/visualizer.ts';
import {
  route,
  type CustomerItemRules,
  type MockResolver,
  type MockResolvers,
  type MockSettings,
  type OrderItemStatusRule,
  type PayoutSummaryRule,
  type PaymentCardRule,
} from './route.ts';
import { DEFAULT_SLOW_NETWORK_DELAY_MS, type ScenarioName } from './scenarios.ts';
import { createMockState, type MockState } from './state.ts';

/** Every endpoint's resolver; `satisfies` makes a missing endpoint a compile error. */
export const demoResolvers = {
  ...sessionResolvers,
  ...accountSecurityResolvers,
  ...catalogResolvers,
  ...productSearchResolvers,
  ...projectResolvers,
  ...cartResolvers,
  ...orderResolvers,
  ...proResolvers,
  ...myShowroomResolvers,
  ...visualizerResolvers,
} satisfies MockResolvers;

/**
 * The mocks do not own the §4 status rules (they live in @showroom/machines, which this package
 * may not import). Without an injected rule any known status may follow any other.
 */
export const permissiveStatusRule: OrderItemStatusRule = (from, to) =>
  from === to ? { allowed: false, message: 'The item already has this status.' } : { allowed: true };

/**
 * Nor do they own §9's customer rules (also @showroom/machines'). Without injected rules a
 * customer may cancel any item not yet cancelled and ask to return any item not yet asked
 * for, at any time; a refund is the item's whole price, with no restocking fee.
 */
export const permissiveCustomerItemRules: CustomerItemRules = {
  canCancelItem: (status) =>
    status === 'Cancle'
      ? { allowed: false, message: 'The item is already cancelled.' }
      : { allowed: true, until: null },
  canRequestReturn: (status) =>
    status === 'Return Request'
      ? { allowed: false, message: 'A return has already been requested for this item.' }
      : { allowed: true, until: null },
  cancellationRefund: ({ lineTotalCents }) => ({ refundCents: lineTotalCents, restockingFeeCents: 0 }),
  returnRefund: ({ lineTotalCents }) => ({ refundCents: lineTotalCents, restockingFeeCents: 0 }),
};

/**
 * The mocks do not own the §8 card checks either (they live in @showroom/machines, on
 * card-validator). Without an injected rule every typed card passes, and its brand is unknown.
 */
export const uncheckedCardRule: PaymentCardRule = () => ({ errors: {}, brand: null });

export interface DemoHandlersOptions {
  /** One scenario or several (see `scenarioNames`). */
  scenario?: ScenarioName | readonly ScenarioName[];
  /** Share one state between handler sets (e.g. base handlers and a scenario's overrides). */
  state?: MockState;
  /** A dataset other than the demo one (used only when `state` is not given). */
  dataset?: DemoDataset;
  /** Origin the handlers answer for; default any origin (`*`). */
  baseUrl?: string;
  slowNetworkDelayMs?: number;
  /** Pass `canChangeStatus` of @showroom/machines to enforce the §4 rules. */
  orderItemStatusRule?: OrderItemStatusRule;
  /**
   * Pass `{ canCancelItem, canRequestReturn, cancellationRefund, returnRefund }` of
   * @showroom/machines to enforce §9's cancel and return windows and refunds (else
   * `permissiveCustomerItemRules`).
   */
  customerItemRules?: CustomerItemRules;
  /** Pass `payoutSummary` of @showroom/machines for the §9 payout summary (else `undatedPayoutRule`). */
  payoutSummaryRule?: PayoutSummaryRule;
  /** Pass `checkPaymentCard` of @showroom/machines to refuse cards as the server does (else `uncheckedCardRule`). */
  paymentCardRule?: PaymentCardRule;
}

/** MSW handlers for every endpoint over the demo dataset, plus `/media/...` images. */
export function createDemoHandlers(options: DemoHandlersOptions = {}): HttpHandler[] {
  const state = options.state ?? createMockState(options.dataset);
  const scenarios =
    options.scenario === undefined ? [] : typeof options.scenario === 'string' ? [options.scenario] : options.scenario;
  const settings: MockSettings = {
    scenarios: new Set(scenarios),
    slowNetworkDelayMs: options.slowNetworkDelayMs ?? DEFAULT_SLOW_NETWORK_DELAY_MS,
    orderItemStatusRule: options.orderItemStatusRule ?? permissiveStatusRule,
    customerItemRules: options.customerItemRules ?? permissiveCustomerItemRules,
    payoutSummaryRule: options.payoutSummaryRule ?? undatedPayoutRule,
    paymentCardRule: options.paymentCardRule ?? uncheckedCardRule,
  };
  const baseUrl = (options.baseUrl ?? '*').replace(/\/+$/, '');
  const handlers = endpointNames.map((name) =>
    route(name, demoResolvers[name] as MockResolver<EndpointName>, state, settings, baseUrl),
  );
  handlers.push(
    http.get(`${baseUrl}/media/pictures/*`, ({ request }) => {
      const svg = renderMockPicture(new URL(request.url).pathname, state.products);
      return svg === null
        ? new HttpResponse(null, { status: 404 })
        : new HttpResponse(svg, { headers: { 'Content-Type': DEMO_IMAGE_CONTENT_TYPE } });
    }),
    http.get(`${baseUrl}/media/*`, ({ request }) => {
      const svg = renderDemoImage(new URL(request.url).pathname);
      return svg === null
        ? new HttpResponse(null, { status: 404 })
        : new HttpResponse(svg, { headers: { 'Content-Type': DEMO_IMAGE_CONTENT_TYPE } });
    }),
  );
  return handlers;
}

/** Handlers for one scenario, to prepend with `server.use(...)` / `worker.use(...)` over the base handlers. */
export function scenarioHandlers(
  scenario: ScenarioName | readonly ScenarioName[],
  options: Omit<DemoHandlersOptions, 'scenario'> = {},
): HttpHandler[] {
  return createDemoHandlers({ ...options, scenario });
}
