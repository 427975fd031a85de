import { CONTRACTOR_APPROVAL_HOURS, CONTRACTOR_DEMO_MINUTES } from '@showroom/api/client';

/** §1, §9: the contractor's minimum markup over the wholesale price. */
export const MIN_MARKUP_PERCENT = 10;
/** §9: pending profits become available this many business days after approval. */
export const PROFIT_AVAILABLE_BUSINESS_DAYS = 46;

export const CONTRACTOR_APPLICATION_PATH = '/register/contractor';
/** The customer sign-in (§2); pros sign in on this page (`#pro-sign-in`). */
export const SIGN_IN_PATH = '/login';
export const PRO_SIGN_IN_ANCHOR = 'pro-sign-in';

export interface ProBenefit {
  readonly title: string;
  readonly text: string;
}

/** What a pro account gives (§1 Contractors, §9 markup and profits). */
export const proBenefits: readonly ProBenefit[] = [
  {
    title: 'Wholesale prices',
    text: 'Buy manufacturer-direct flooring, tile, stone, fixtures and more at wholesale, for your own jobs or to resell.',
  },
  {
    title: `Your markup, at least ${MIN_MARKUP_PERCENT} %`,
    text: `Set your own markup on every product, from ${MIN_MARKUP_PERCENT} % up. Coupons you offer can never exceed your markup.`,
  },
  {
    title: 'Your own showroom',
    text: 'A branded showroom with its own 8-character Showroom ID. Your customers enter it to shop, design and buy at your prices.',
  },
  {
    title: 'Profits and payouts',
    text: `Your markup is your profit, paid out to your bank account. Profits become available ${PROFIT_AVAILABLE_BUSINESS_DAYS} business days after an order is approved.`,
  },
  {
    title: 'A project assistant in your pocket',
    text: 'Chat live with a project assistant in the mobile app for pros, and follow every order item from approval to delivery.',
  },
];

export interface ProStep {
  readonly title: string;
  readonly text: string;
}

/** From applying to selling. */
export const proSteps: readonly ProStep[] = [
  {
    title: 'Apply',
    text: 'Tell us your name, company, e-mail, phone and contractor license number. It takes about two minutes.',
  },
  {
    title: `Approval within ${CONTRACTOR_APPROVAL_HOURS} hours`,
    text: `We check your license and reply by e-mail within ${CONTRACTOR_APPROVAL_HOURS} hours.`,
  },
  {
    title: `A ${CONTRACTOR_DEMO_MINUTES}-minute demo`,
    text: `We walk you through your showroom, pricing and payouts. A demo takes about ${CONTRACTOR_DEMO_MINUTES} minutes.`,
  },
  {
    title: 'Start selling',
    text: 'Share your Showroom ID with your customers and earn on every order.',
  },
];
