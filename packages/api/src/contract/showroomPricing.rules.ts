/**
 * A pro's own showroom and its prices (§1, §5, §9; issue 35). The rule itself (markup 10 to
 * 100 %, two decimals; a coupon never above the markup) lives once in @showroom/domain, shared
 * with the machines and the server; the contract hands it out, through the zod-free
 * `@showroom/api/client` too, so the pro's form refuses what the server refuses, in its words.
 */
export {
  MAX_MARKUP_PERCENT,
  MIN_MARKUP_PERCENT,
  RECOMMENDED_MARKUP_PERCENT,
  showroomPricingMessages,
  showroomPricingProblems,
  type ShowroomPricingInput,
  type ShowroomPricingProblems,
} from '@showroom/domain';

export const myShowroomMessages = {
  loaded: 'Your showroom.',
  /** 404 of both endpoints: the signed-in pro owns no shop. */
  noShowroom: 'You have no showroom yet.',
  pricingSaved: "Your showroom's prices are updated.",
} as const;
