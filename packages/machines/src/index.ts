/**
 * @showroom/machines: the marketplace's behaviour as XState v5 machines and pure rules. No
 * React, DOM, storage or network in here: hosts supply effects with `machine.provide(...)`.
 */

// Machines, each with its events, context, state inventory and rules.
export * from './orderItemStatus/index.ts';
export * from './signIn/index.ts';
export * from './registration/index.ts';
export * from './showroomSearch/index.ts';
export * from './session/index.ts';
export * from './navigation/index.ts';
export * from './leadForm/index.ts';
export * from './cartQueue/index.ts';
export * from './emailResend/index.ts';
export * from './checkoutPayment/index.ts';
export * from './roomDesign/index.ts';

// Effect contracts shared by the machines.
export * from './effects/index.ts';

// Rules shared across screens.
export * from './rules/user/index.ts';
export * from './rules/redirects/index.ts';
export * from './rules/serverErrors/index.ts';
export * from './rules/theme/index.ts';
export * from './rules/inputs/index.ts';
export * from './rules/images/index.ts';
export * from './rules/leadForm/index.ts';
export * from './rules/money/index.ts';
export * from './rules/dates/index.ts';
export * from './rules/phone/index.ts';
export * from './rules/viewport/index.ts';
export * from './rules/paymentCard/index.ts';
export * from './rules/boxCoverage/index.ts';
export * from './rules/pricing/index.ts';
export * from './rules/payout/index.ts';
export * from './rules/takeOff/index.ts';
