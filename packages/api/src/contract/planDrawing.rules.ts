import type { FixtureKind, PlanOpening } from './floorPlans.rules.ts';

/**
 * How a plan is drawn from above, shared by its thumbnail (`/media/floorplans/{slug}.svg`) and
 * the storefront's plan view: the colours of the fixtures that stand on the floor, where an
 * opening sits in its wall, and a door's swing. Units are the caller's (feet, pixels).
 */

/** The fixtures drawn from above, each in its colour; the others (lights, fans, faucets) hang or sit on them. */
export const planFixtureColours: Readonly<Partial<Record<FixtureKind, string>>> = {
  'base-cabinets': '#c9b79c',
  island: '#b8a283',
  sink: '#dfe7ec',
  range: '#5b5f66',
  fridge: '#aeb4ba',
  dishwasher: '#8d949b',
  vanity: '#c9b79c',
  tub: '#eef3f6',
  toilet: '#f4f6f7',
  shower: '#d6e4ec',
  'washer-dryer': '#e4e8eb',
  sofa: '#8fa3b5',
  pool: '#6fb8d9',
};

/**
 * An opening's two ends in plan feet (x east, y north): along the south or north wall it runs in
 * x from its offset, along the west or east wall in y.
 */
export function openingEnds(
  opening: PlanOpening,
  plan: { readonly width_ft: number; readonly length_ft: number },
): readonly [x1: number, y1: number, x2: number, y2: number] {
  const start = opening.offset_ft;
  const end = opening.offset_ft + opening.width_ft;
  switch (opening.wall) {
    case 'south':
      return [start, 0, end, 0];
    case 'north':
      return [start, plan.length_ft, end, plan.length_ft];
    case 'west':
      return [0, start, 0, end];
    case 'east':
      return [plan.width_ft, start, plan.width_ft, end];
  }
}

/**
 * A door's leaf swung into the room, as an SVG path in drawing coordinates (y down the page):
 * from the hinge end across the room by the leaf's length, then the arc back to the other end.
 */
export function doorSwingPath(
  wall: PlanOpening['wall'],
  [x1, y1, x2, y2]: readonly [number, number, number, number],
  leaf: number,
): string {
  const along = wall === 'south' || wall === 'north';
  // Into the room: up the page from the south wall, down from the north, right from the west.
  const inward = wall === 'south' || wall === 'east' ? -1 : 1;
  return along
    ? `M${x1} ${y1} L${x1} ${y1 + inward * leaf} A${leaf} ${leaf} 0 0 ${inward > 0 ? 0 : 1} ${x2} ${y2}`
    : `M${x1} ${y1} L${x1 + inward * leaf} ${y1} A${leaf} ${leaf} 0 0 ${inward > 0 ? 1 : 0} ${x2} ${y2}`;
}
