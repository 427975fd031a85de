/**
 * What the home page says and shows (SPEC §1 marketing claims, §2 "Home page"), as data so the
 * sections stay plain layout and a test can hold the lists to the spec.
 */

import { homeCategoryNames } from '@showroom/api/client';

/** The path a shopper with an active showroom goes to (§2). */
export const SHOWROOM_PATH = '/visualize/contractor/all';

/** §2 "Shop by category", in the spec's order and spelling (the contract's list). */
export { homeCategoryNames };

/** The slug the catalogue gives a category name, which also names its generated picture. */
export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export interface HomeCategory {
  readonly name: string;
  readonly image: string;
}

export const homeCategories: readonly HomeCategory[] = homeCategoryNames.map((name) => ({
  name,
  image: `/media/categories/${slugOf(name)}.svg`,
}));

export interface InspiredDesign {
  readonly title: string;
  readonly image: string;
}

export interface InspiredRoom {
  /** §2 tab label. */
  readonly label: string;
  readonly designs: readonly InspiredDesign[];
}

const designs = (titles: readonly string[]): InspiredDesign[] =>
  titles.map((title) => ({ title, image: `/media/rooms/${slugOf(title)}.svg` }));

/** §2 "Inspired Designs": four tabs, each a slider of 7 images. */
export const inspiredRooms: readonly InspiredRoom[] = [
  {
    label: 'Bathroom',
    designs: designs([
      'Walk-in shower in stacked stone',
      'Floating oak vanity',
      'Freestanding tub by the window',
      'Black fixtures on white subway tile',
      'Terrazzo floor with brass taps',
      'Double vanity with quartz top',
      'Spa shower with teak bench',
    ]),
  },
  {
    label: 'Kitchen',
    designs: designs([
      'Navy cabinets with brass pulls',
      'Farmhouse sink and zellige backsplash',
      'Quartz island with pendant lights',
      'Open shelving on hex tile',
      'Two-tone galley kitchen',
      'Butcher block and white oak floor',
      'Matte black faucet on granite',
    ]),
  },
  {
    label: 'Living Room',
    designs: designs([
      'Wide-plank hardwood living room',
      'Stacked stone fireplace wall',
      'Luxury vinyl in warm grey',
      'Ceiling fan over a reading nook',
      'Laminate herringbone floor',
      'Statement pendant in a lounge',
      'Built-ins around a media wall',
    ]),
  },
  {
    label: 'Landscaping/Outdoor',
    designs: designs([
      'Paver patio with fire pit',
      'Artificial turf backyard',
      'Pool with travertine copings',
      'Stone retaining wall garden',
      'Outdoor kitchen with countertop',
      'Porcelain pavers by the pool',
      'Lit pathway through the lawn',
    ]),
  },
];

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
