import { CANCEL_WINDOW_MINUTES, REFUND_BUSINESS_DAYS, RETURN_WINDOW_DAYS } from '@showroom/domain';

/**
 * SPEC §9's business constants as the content pages state them (the windows and refund times from
 * @showroom/domain, which the cancel and return rules and the e-mails use too). Every page that quotes a limit
 * (the return window, refund times, delivery) takes it from here, so the FAQ, the Return Policy
 * and the Terms cannot drift apart.
 */
export const policyFacts = {
  /** Customers may ask to return an item within this many days of delivery. */
  returnWindowDays: RETURN_WINDOW_DAYS,
  /** Vendors refund a returned item within this many days of receiving it. */
  vendorRefundDays: 30,
  /** A refund reaches the customer's card in 7–14 business days (14 at the latest). */
  refundBusinessDays: `${REFUND_BUSINESS_DAYS.from}–${REFUND_BUSINESS_DAYS.to}`,
  refundLatestBusinessDays: REFUND_BUSINESS_DAYS.to,
  /** Damage and loss claims are accepted for one year. */
  claimWindow: 'one year',
  /** A missing or incomplete order must be reported within two weeks of delivery. */
  incompleteOrderWindow: 'two weeks',
  /** Orders are processed within 48 hours. */
  processingHours: 48,
  /** An order can be cancelled, or its address changed, within 60 minutes of placing it. */
  changeWindowMinutes: CANCEL_WINDOW_MINUTES,
  /** Delivery takes one to three weeks. */
  deliveryWeeks: '1–3',
  /** The liability cap: the greater of the fees paid or this many dollars. */
  liabilityFloorUsd: 100,
  minimumAge: 13,
  /** Between the minimum age and this age, a parent's or guardian's consent is needed. */
  adultAge: 18,
  venue: 'California',
  /** Contractors mark products up by at least this much. */
  minimumMarkupPercent: 10,
  contractorApprovalHours: 24,
  demoMinutes: 30,
  /** Pending profits become available this many business days after approval. */
  pendingProfitBusinessDays: 46,
  /** A negative payout balance must be paid within this many days. */
  negativeBalanceDays: 10,
  showroomIdLength: 8,
  privacyPolicyUpdated: 'May 3, 2021',
  /** §9 cookie lifetimes. */
  rememberCookieDays: 340,
  userTypeCookieDays: 1,
} as const;
