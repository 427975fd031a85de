/**
 * `@showroom/api/mocks`: MSW handlers for every endpoint over the demo dataset, with named
 * scenarios. Needs msw (an optional peer dependency), so it is its own entry.
 */
export {
  createDemoHandlers,
  demoResolvers,
  permissiveCustomerItemRules,
  permissiveStatusRule,
  uncheckedCardRule,
  scenarioHandlers,
  type DemoHandlersOptions,
} from './handlers.ts';
export {
  DEFAULT_SLOW_NETWORK_DELAY_MS,
  EMAIL_COOLDOWN_SCENARIO_SECONDS,
  scenarioDescriptions,
  scenarioNames,
  signInScenarioAccounts,
  type ScenarioName,
} from './scenarios.ts';
export {
  createMockState,
  mockAiTokenFor,
  mockTokenFor,
  MOCK_PASSWORD_RESET_TOKENS,
  PENDING_APPLICATION_EMAIL,
  userIdOfMockToken,
  type MockContractorApplication,
  type MockOneTimeCode,
  type MockPasswordReset,
  type MockState,
} from './state.ts';
export { undatedPayoutRule } from './resolvers/orders.ts';
export {
  MockFailure,
  type CustomerActionRuleVerdict,
  type CustomerItemRules,
  type CustomerRefundRuleInput,
  type CustomerRefundRuleResult,
  type MockContext,
  type MockReply,
  type MockResolver,
  type OrderItemStatusRule,
  type PayoutRuleItem,
  type PayoutSummaryRule,
  type PaymentCardRule,
  type PaymentCardRuleInput,
} from './route.ts';
