/**
 * What the home page says and shows (SPEC §1 marketing claims, §2 "Home page"), as data so the
 * sections stay plain layout and a test can hold the lists to the spec.
 */

import { homeCategoryNames } from '@showroom/api/client';

/** The path a shopper with an active showroom goes to (§2). */
export const SHOWROOM_PATH = '/visualize/contractor/all';

/** §2 "Shop by category", in the spec's order and spelling (the contract's list). */
export { homeCategoryNames };

/** The slug the catalogue gives a name (a brand's logo is named by it). */
export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * §2 "Inspired Designs": the four room tabs. Their pictures are the showroom's own products in
 * their rooms, from the server (GET /api/home/showcase), like the category cards' pictures.
 */
export { inspiredRoomLabels } from '@showroom/api/client';

/** §1: savings up to 60 %, on average 55 % in kitchens, 30 % in bathrooms and 40 % outdoors. */
export const savings = {
  upTo: 60,
  averages: [
    { room: 'Kitchen', percent: 55 },
    { room: 'Bathroom', percent: 30 },
    { room: 'Outdoor', percent: 40 },
  ],
} as const;

export interface Testimonial {
  readonly quote: string;
  readonly name: string;
  readonly detail: string;
}

export const testimonials: readonly Testimonial[] = [
  {
    quote:
      'Our contractor gave us her Showroom ID and we picked every tile and fixture from the couch. The bathroom came in under budget and the boxes arrived in ten days.',
    name: 'Maria G.',
    detail: 'Bathroom remodel, San Diego',
  },
  {
    quote:
      'I run a small remodeling crew. My clients shop my showroom, I set my markup once, and I stopped chasing quotes from five suppliers.',
    name: 'Dev P.',
    detail: 'Contractor, Sacramento',
  },
  {
    quote:
      'The coverage numbers on the flooring told us exactly how many boxes to buy. No leftover pallets in the garage this time.',
    name: 'Tom and Aisha R.',
    detail: 'Kitchen and floors, Fresno',
  },
];

/** Why shop through a showroom (§1 claims only). */
export const reasonsToJoin = [
  {
    title: 'Manufacturer-direct prices',
    text: 'Materials come straight from the makers at your pro’s prices: savings of up to 60 %.',
  },
  {
    title: 'Free nationwide delivery',
    text: 'Free across the United States above each seller’s free-delivery amount.',
  },
  {
    title: 'More than 25,000 materials',
    text: 'Tile, flooring, kitchen, bath, lighting and outdoor materials in one place.',
  },
  {
    title: 'Plan before you buy',
    text: 'More than 50 floor plans and more than 100 templates to try finishes in your space.',
  },
] as const;

/** What a pro account gives (§1), for the become-a-pro section. */
export const proBenefits = [
  'Buy at wholesale and set your own markup (at least 10 %)',
  'Your own showroom with a Showroom ID to share with clients',
  'Profits from every order, paid out to you',
  'Approval within 24 hours; a demo takes about 30 minutes',
] as const;
