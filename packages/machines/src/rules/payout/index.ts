export {
  PAYOUT_RELEASE_BUSINESS_DAYS,
  addBusinessDays,
  isApprovedStatus,
  payoutReleaseDate,
  payoutRole,
  payoutSummary,
  shopCalendarDay,
} from './payout.rules.ts';
export type { PayoutItem, PayoutRole, PayoutSummaryValues } from './payout.rules.ts';
