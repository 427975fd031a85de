/**
 * The closed value lists of the spec, spelled as the API stores them. They are the wire
 * vocabulary; the rules that act on them live in @showroom/machines, and the lists those rules
 * share (the order-item statuses) in @showroom/domain.
 *
 * Plain data on purpose: the route table and the lite client (`@showroom/api/client`) need
 * `userTypes` at runtime, and must not pull in zod; the schemas live in vocabulary.ts.
 */

// §3, §6: the account types live once in @showroom/domain (the machines' rules take them too).
export { isUserType, userTypes, type UserType } from '@showroom/domain';

/** §3: account statuses; 'pending' is lower-case in the spec. */
export const userStatuses = ['Active', 'Approve', 'Deactive', 'pending'] as const;
export type UserStatus = (typeof userStatuses)[number];

// §4: the 14 order-item statuses ('Cancle' spelled as stored) live once in @showroom/domain.
export { orderItemStatuses, type OrderItemStatus } from '@showroom/domain';

/** §3, §9: units of measure. Box has per-square-foot pricing; Piece is the default label. */
export const unitsOfMeasure = ['Box', 'Piece'] as const;
export type UnitOfMeasure = (typeof unitsOfMeasure)[number];

/**
 * §2 "Shop by category": the home page's 21 categories in the spec's order and spelling
 * ('Bathroom Vanitys' and 'luxury-flooring' included). The demo catalogue is built on them.
 */
export const homeCategoryNames = [
  'Appliances',
  'Artificial Turf',
  'Backsplash Tiles',
  'Bathroom Faucets',
  'Bathroom Vanitys',
  'Bath Tubs',
  'Cabinet Hardware',
  'Countertop',
  'Fans',
  'Hardscaping',
  'Hardwood Flooring',
  'Kitchen Faucets',
  'Kitchen Sinks',
  'Laminate Flooring',
  'Lights',
  'luxury-flooring',
  'Pool Copings',
  'Showers',
  'Stacked Stone',
  'Tile Flooring',
  'Toilets',
] as const;
export type HomeCategoryName = (typeof homeCategoryNames)[number];
