/**
 * The visualizer's floor plans (SPEC §1: "more than 50 floor plans"): rooms made from
 * a handful of parametric room types in realistic sizes, each with its openings, its fixtures
 * (cabinet runs, vanity, tub, shower…) and the surfaces a material covers, with each surface's
 * area net of what stands on it or opens through it. Plain data and arithmetic: the server,
 * the mocks, the thumbnails and the 3D room all read the same plans.
 *
 * Geometry is in feet, inside the walls: x runs east from the west wall, y north from the
 * south wall; the south wall holds the entrance.
 */

export const roomTypes = [
  'kitchen-l',
  'kitchen-u',
  'kitchen-galley',
  'kitchen-island',
  'bath-full',
  'bath-primary',
  'powder-room',
  'living-room',
  'laundry',
  'patio-pool',
] as const;
export type RoomType = (typeof roomTypes)[number];

/** Rooms that share templates: a kitchen template dresses every kitchen plan. */
export const roomGroups = ['kitchen', 'bathroom', 'powder', 'living', 'laundry', 'outdoor'] as const;
export type RoomGroup = (typeof roomGroups)[number];

export const roomTypeInfo: Readonly<Record<RoomType, { label: string; group: RoomGroup }>> = {
  'kitchen-l': { label: 'L-shaped kitchen', group: 'kitchen' },
  'kitchen-u': { label: 'U-shaped kitchen', group: 'kitchen' },
  'kitchen-galley': { label: 'Galley kitchen', group: 'kitchen' },
  'kitchen-island': { label: 'Island kitchen', group: 'kitchen' },
  'bath-full': { label: 'Full bath', group: 'bathroom' },
  'bath-primary': { label: 'Primary bath with walk-in shower', group: 'bathroom' },
  'powder-room': { label: 'Powder room', group: 'powder' },
  'living-room': { label: 'Living room', group: 'living' },
  laundry: { label: 'Laundry room', group: 'laundry' },
  'patio-pool': { label: 'Outdoor patio with pool', group: 'outdoor' },
};

export const roomGroupLabels: Readonly<Record<RoomGroup, string>> = {
  kitchen: 'Kitchen',
  bathroom: 'Bathroom',
  powder: 'Powder room',
  living: 'Living room',
  laundry: 'Laundry',
  outdoor: 'Outdoor',
};

/** What a material covers. Areas are in square feet. */
export const planSurfaces = [
  'floor',
  'walls',
  'backsplash',
  'countertop',
  'shower-walls',
  'shower-floor',
  'ground',
  'lawn',
  'coping',
] as const;
export type PlanSurface = (typeof planSurfaces)[number];

export const planSurfaceLabels: Readonly<Record<PlanSurface, string>> = {
  floor: 'Floor',
  walls: 'Accent wall',
  backsplash: 'Backsplash',
  countertop: 'Countertop',
  'shower-walls': 'Shower walls',
  'shower-floor': 'Shower floor',
  ground: 'Patio',
  lawn: 'Lawn',
  coping: 'Pool coping',
};

/** Things that stand in a room, drawn as simple models; some are products a template chooses. */
export const fixtureKinds = [
  'base-cabinets',
  'island',
  'sink',
  'faucet',
  'range',
  'fridge',
  'dishwasher',
  'pendant',
  'vanity',
  'tub',
  'toilet',
  'shower',
  'vanity-light',
  'exhaust-fan',
  'ceiling-fan',
  'washer-dryer',
  'sofa',
  'pool',
] as const;
export type FixtureKind = (typeof fixtureKinds)[number];

export const walls = ['south', 'east', 'north', 'west'] as const;
export type Wall = (typeof walls)[number];

export interface PlanOpening {
  readonly kind: 'door' | 'window';
  readonly wall: Wall;
  /** From the wall's west or south end, along it. */
  readonly offset_ft: number;
  readonly width_ft: number;
  readonly height_ft: number;
  /** Height of the bottom edge above the floor (0 for a door). */
  readonly sill_ft: number;
}

/** A box standing in the room: `x_ft`, `y_ft` its south-west corner, `rotation` its front's facing. */
export interface PlanFixture {
  readonly kind: FixtureKind;
  readonly x_ft: number;
  readonly y_ft: number;
  readonly width_ft: number;
  readonly depth_ft: number;
  readonly height_ft: number;
  /** Where its front faces: 0 south, 90 west, 180 north, 270 east. */
  readonly rotation: 0 | 90 | 180 | 270;
}

export interface PlanSurfaceArea {
  readonly surface: PlanSurface;
  readonly area_sqft: number;
}

export interface FloorPlanData {
  readonly slug: string;
  readonly name: string;
  readonly room_type: RoomType;
  readonly room_group: RoomGroup;
  readonly width_ft: number;
  readonly length_ft: number;
  /** 0 outdoors (no walls). */
  readonly ceiling_ft: number;
  readonly openings: readonly PlanOpening[];
  readonly fixtures: readonly PlanFixture[];
  readonly surfaces: readonly PlanSurfaceArea[];
  readonly thumbnail: string;
}

/** Every plan's sizes (width × length, feet): six of each room type, from compact to generous. */
const planSizes: Readonly<Record<RoomType, readonly (readonly [number, number])[]>> = {
  'kitchen-l': [
    [10, 10],
    [10, 12],
    [12, 12],
    [12, 14],
    [14, 14],
    [14, 16],
  ],
  'kitchen-u': [
    [10, 10],
    [10, 12],
    [12, 12],
    [12, 14],
    [13, 15],
    [14, 16],
  ],
  'kitchen-galley': [
    [7, 10],
    [7, 12],
    [8, 12],
    [8, 14],
    [9, 14],
    [9, 16],
  ],
  'kitchen-island': [
    [12, 14],
    [13, 16],
    [14, 16],
    [14, 18],
    [16, 18],
    [16, 20],
  ],
  'bath-full': [
    [5, 8],
    [5, 9],
    [6, 8],
    [7, 9],
    [8, 8],
    [8, 10],
  ],
  'bath-primary': [
    [10, 12],
    [11, 13],
    [12, 12],
    [12, 14],
    [13, 15],
    [14, 16],
  ],
  'powder-room': [
    [4, 5],
    [4, 6],
    [5, 5],
    [5, 6],
    [5, 7],
    [6, 6],
  ],
  'living-room': [
    [12, 14],
    [12, 16],
    [14, 16],
    [14, 18],
    [16, 18],
    [16, 20],
  ],
  laundry: [
    [6, 8],
    [6, 10],
    [7, 9],
    [8, 8],
    [8, 10],
    [9, 11],
  ],
  'patio-pool': [
    [20, 30],
    [24, 32],
    [24, 36],
    [28, 40],
    [30, 40],
    [32, 44],
  ],
};

const CEILING = 9;
/** Base cabinets: 24 in deep, 36 in high with the top; the countertop overhangs to 25 in. */
const CABINET_DEPTH = 2;
const COUNTER_DEPTH = 25 / 12;
const COUNTER_HEIGHT = 3;
/** A backsplash runs from the countertop to the wall cabinets: 18 in. */
const BACKSPLASH_HEIGHT = 1.5;
const DOOR = { width: 3, height: 6 + 8 / 12 };
/** Tiled shower walls reach 7 ft; a tub surround 6 ft above the tub's rim height. */
const SHOWER_TILE_HEIGHT = 7;
const TUB_SURROUND_HEIGHT = 6;

const round2 = (value: number) => Math.round(value * 100) / 100;

function wallLength(plan: { width_ft: number; length_ft: number }, wall: Wall): number {
  return wall === 'south' || wall === 'north' ? plan.width_ft : plan.length_ft;
}

function openingArea(openings: readonly PlanOpening[], wall?: Wall): number {
  return openings
    .filter((opening) => wall === undefined || opening.wall === wall)
    .reduce((sum, opening) => sum + opening.width_ft * opening.height_ft, 0);
}

/**
 * The part of a band of wall (from `bottom` to `top` feet high) that a window covers: what a
 * backsplash or a shower surround loses to it.
 */
function windowOverlap(openings: readonly PlanOpening[], wall: Wall, bottom: number, top: number): number {
  return openings
    .filter((opening) => opening.wall === wall && opening.kind === 'window')
    .reduce((sum, opening) => {
      const overlap = Math.min(top, opening.sill_ft + opening.height_ft) - Math.max(bottom, opening.sill_ft);
      return sum + Math.max(0, overlap) * opening.width_ft;
    }, 0);
}

interface Run {
  readonly wall: Wall;
  /** Countertop length along the wall, feet (appliances that stand full height excluded). */
  readonly length: number;
}

function door(wall: Wall, offset: number): PlanOpening {
  return { kind: 'door', wall, offset_ft: offset, width_ft: DOOR.width, height_ft: DOOR.height, sill_ft: 0 };
}
function window(wall: Wall, offset: number, width: number, sill = 3.5, height = 3.5): PlanOpening {
  return { kind: 'window', wall, offset_ft: offset, width_ft: width, height_ft: height, sill_ft: sill };
}
function box(
  kind: FixtureKind,
  x: number,
  y: number,
  width: number,
  depth: number,
  height: number,
  rotation: PlanFixture['rotation'],
): PlanFixture {
  return {
    kind,
    x_ft: round2(x),
    y_ft: round2(y),
    width_ft: round2(width),
    depth_ft: round2(depth),
    height_ft: round2(height),
    rotation,
  };
}

interface Layout {
  openings: PlanOpening[];
  fixtures: PlanFixture[];
  /** Countertop runs along walls (backsplash behind them). */
  runs: Run[];
  /** Countertop away from walls (an island): area, no backsplash. */
  freeCounterSqft: number;
  /** Floor that fixtures stand on permanently (tub, shower, cabinets under no floor finish). */
  coveredFloorSqft: number;
  extra: PlanSurfaceArea[];
  accentWall: Wall | null;
}

/** Kitchen cabinets along the north wall (sink under its window) and, by type, along the others. */
function kitchenLayout(type: RoomType, w: number, l: number): Layout {
  const openings: PlanOpening[] = [door('south', Math.max(0.5, w / 2 - 1.5)), window('north', w / 2 - 1.5, 3)];
  const fixtures: PlanFixture[] = [];
  const runs: Run[] = [];
  let covered = 0;
  let free = 0;
  const galley = type === 'kitchen-galley';
  if (galley) {
    // Two facing runs along the long walls; the window over the sink sits on the west wall.
    openings[1] = window('west', l / 2 - 1.5, 3);
    const runLength = l - 1;
    fixtures.push(box('base-cabinets', 0, 0.5, CABINET_DEPTH, runLength, COUNTER_HEIGHT, 270));
    fixtures.push(box('sink', 0.25, l / 2 - 1.25, 1.6, 2.5, 0.1, 270));
    fixtures.push(box('faucet', 0, l / 2 - 0.25, 0.4, 0.5, 1.2, 270));
    fixtures.push(box('dishwasher', 0, l / 2 + 1.4, CABINET_DEPTH, 2, COUNTER_HEIGHT, 270));
    fixtures.push(box('base-cabinets', w - CABINET_DEPTH, 0.5, CABINET_DEPTH, runLength - 3, COUNTER_HEIGHT, 90));
    fixtures.push(box('range', w - CABINET_DEPTH, l / 2 - 1.25, CABINET_DEPTH, 2.5, COUNTER_HEIGHT, 90));
    fixtures.push(box('fridge', w - 2.5, l - 3.5, 2.5, 3, 6, 90));
    runs.push({ wall: 'west', length: runLength }, { wall: 'east', length: runLength - 3 });
    covered += CABINET_DEPTH * runLength + CABINET_DEPTH * (runLength - 3) + 2.5 * 3;
    fixtures.push(box('pendant', w / 2 - 0.5, l / 2 - 0.5, 1, 1, 1, 0));
    return {
      openings,
      fixtures,
      runs,
      freeCounterSqft: 0,
      coveredFloorSqft: covered,
      extra: [],
      accentWall: null,
    };
  }
  // North run: the fridge at its east end, the sink under the window, the dishwasher beside it
  // (east of the sink where the wall is long enough, else between the corner and the sink).
  const northCounter = w - 3;
  const narrow = w < 13;
  const dishwasherX = narrow ? CABINET_DEPTH : w / 2 + 1.4;
  const sinkX = narrow ? Math.max(w / 2 - 1.25, dishwasherX + 2.1) : w / 2 - 1.25;
  openings[1] = window('north', sinkX - 0.25, 3);
  fixtures.push(box('base-cabinets', 0, l - CABINET_DEPTH, northCounter, CABINET_DEPTH, COUNTER_HEIGHT, 0));
  fixtures.push(box('fridge', w - 3, l - 2.5, 3, 2.5, 6, 0));
  fixtures.push(box('sink', sinkX, l - 1.85, 2.5, 1.6, 0.1, 0));
  fixtures.push(box('faucet', sinkX + 1, l - 0.55, 0.5, 0.4, 1.2, 0));
  fixtures.push(box('dishwasher', dishwasherX, l - CABINET_DEPTH, 2, CABINET_DEPTH, COUNTER_HEIGHT, 0));
  runs.push({ wall: 'north', length: northCounter });
  covered += northCounter * CABINET_DEPTH + 3 * 2.5;
  // West run (every type but the galley): from the north run's corner toward the door.
  const westLength = Math.max(4, Math.min(l - CABINET_DEPTH - 3, l * 0.6));
  fixtures.push(
    box('base-cabinets', 0, l - CABINET_DEPTH - westLength, CABINET_DEPTH, westLength, COUNTER_HEIGHT, 270),
  );
  fixtures.push(box('range', 0, l - CABINET_DEPTH - westLength / 2 - 1.25, CABINET_DEPTH, 2.5, COUNTER_HEIGHT, 270));
  runs.push({ wall: 'west', length: westLength });
  covered += westLength * CABINET_DEPTH;
  if (type === 'kitchen-u') {
    const eastLength = Math.max(3, Math.min(l - 2.5 - 3, l * 0.5));
    fixtures.push(
      box('base-cabinets', w - CABINET_DEPTH, l - 2.5 - eastLength, CABINET_DEPTH, eastLength, COUNTER_HEIGHT, 90),
    );
    runs.push({ wall: 'east', length: eastLength });
    covered += eastLength * CABINET_DEPTH;
  }
  if (type === 'kitchen-island') {
    const islandWidth = Math.round(w * 0.4 * 2) / 2;
    const islandDepth = 3.5;
    const x = (w - islandWidth) / 2;
    const y = (l - islandDepth) / 2 - 0.5;
    fixtures.push(box('island', x, y, islandWidth, islandDepth, COUNTER_HEIGHT, 0));
    free += islandWidth * islandDepth;
    covered += (islandWidth - 0.5) * (islandDepth - 0.5);
    for (const offset of [0.25, 0.75])
      fixtures.push(box('pendant', x + islandWidth * offset - 0.5, y + 1.25, 1, 1, 1, 0));
  } else {
    fixtures.push(box('pendant', w / 2 - 0.5, l / 2 - 0.5, 1, 1, 1, 0));
  }
  return {
    openings,
    fixtures,
    runs,
    freeCounterSqft: free,
    coveredFloorSqft: covered,
    extra: [],
    accentWall: null,
  };
}

function bathLayout(type: RoomType, w: number, l: number): Layout {
  const openings: PlanOpening[] = [door('south', Math.min(w - 3.5, 1)), window('east', l / 2 - 1, 2, 4.5, 2.5)];
  const fixtures: PlanFixture[] = [];
  const extra: PlanSurfaceArea[] = [];
  let covered = 0;
  if (type === 'bath-full') {
    // A 5 ft alcove tub across the north wall, tiled on its three sides to 6 ft above the rim.
    const tubWidth = Math.min(5, w);
    fixtures.push(box('tub', 0, l - 2.5, tubWidth, 2.5, 1.75, 0));
    fixtures.push(box('faucet', tubWidth / 2 - 0.25, l - 0.4, 0.5, 0.4, 0.5, 0));
    covered += tubWidth * 2.5;
    const surround = (tubWidth + 2 * 2.5) * TUB_SURROUND_HEIGHT;
    extra.push({ surface: 'shower-walls', area_sqft: round2(surround) });
    const vanityWidth = w >= 7 ? 3 : 2.5;
    fixtures.push(box('vanity', 0, 1.5, 1.75, vanityWidth, 2.8, 270));
    fixtures.push(box('vanity-light', 0, 1.5 + vanityWidth / 2 - 1, 0.5, 2, 0.5, 270));
    fixtures.push(box('toilet', w - 2.25, 1 + Math.max(0, (l - 2.5 - 1 - 2.5) / 2), 2.25, 1.5, 2.5, 90));
    fixtures.push(box('exhaust-fan', w / 2 - 0.5, l / 2 - 0.5, 1, 1, 0.3, 0));
  } else {
    // Primary bath: a 5 × 4 ft walk-in shower in the north-east corner, a freestanding tub along
    // the east wall south of it (its filler at its foot), a double vanity on the west wall with
    // the toilet south of it, and the door in the middle of the south wall, clear of them all.
    const showerWidth = 5;
    const showerDepth = 4;
    fixtures.push(box('shower', w - showerWidth, l - showerDepth, showerWidth, showerDepth, 7, 180));
    covered += showerWidth * showerDepth;
    extra.push({ surface: 'shower-floor', area_sqft: showerWidth * showerDepth });
    extra.push({ surface: 'shower-walls', area_sqft: round2((showerWidth + showerDepth) * SHOWER_TILE_HEIGHT) });
    const tubLength = 5.5;
    const tubY = l - showerDepth - 0.5 - tubLength;
    fixtures.push(box('tub', w - 3, tubY, 2.75, tubLength, 2, 90));
    fixtures.push(box('faucet', w - 1.8, tubY - 0.4, 0.3, 0.3, 3, 180));
    fixtures.push(box('vanity', 0, l / 2 - 2, 1.75, 5, 2.8, 270));
    fixtures.push(box('vanity-light', 0, l / 2 - 0.75, 0.5, 2.5, 0.5, 270));
    fixtures.push(box('toilet', 0, l / 2 - 4, 2.25, 1.5, 2.5, 270));
    fixtures.push(box('exhaust-fan', w / 2 - 0.5, l / 2 - 0.5, 1, 1, 0.3, 0));
    openings[0] = door('south', w / 2 - 2);
    openings[1] = window('west', l - 3.5, 3, 4, 3);
  }
  return {
    openings,
    fixtures,
    runs: [],
    freeCounterSqft: 0,
    coveredFloorSqft: covered,
    extra,
    accentWall: null,
  };
}

function powderLayout(w: number, l: number): Layout {
  const fixtures = [
    box('vanity', w / 2 - 1, l - 1.5, 2, 1.5, 2.8, 0),
    box('faucet', w / 2 - 0.25, l - 0.4, 0.5, 0.4, 1, 0),
    box('vanity-light', w / 2 - 0.75, l - 0.5, 1.5, 0.5, 0.5, 0),
    box('toilet', 0, 0.5 + Math.max(0, l - 4.5), 2.25, 1.5, 2.5, 270),
  ];
  return {
    openings: [door('south', w - 3.25)],
    fixtures,
    runs: [],
    freeCounterSqft: 0,
    coveredFloorSqft: 0,
    extra: [],
    // The wall behind the vanity: the room's feature.
    accentWall: 'north',
  };
}

function livingLayout(w: number, l: number): Layout {
  return {
    openings: [door('south', 1), window('east', l / 2 - 2.5, 5, 2.5, 4.5), window('west', l / 2 - 2.5, 5, 2.5, 4.5)],
    fixtures: [box('sofa', w / 2 - 3.5, 2, 7, 3, 2.8, 180), box('ceiling-fan', w / 2 - 2, l / 2 - 2, 4, 4, 1, 0)],
    runs: [],
    freeCounterSqft: 0,
    coveredFloorSqft: 0,
    extra: [],
    // The wall the sofa faces: a stacked-stone feature wall.
    accentWall: 'north',
  };
}

function laundryLayout(w: number, l: number): Layout {
  // The counter spans the north wall less 3 in at each end: the sink at its east end, the
  // machines beside it (two 27 in front-loaders, or 24 in compacts where the wall is short).
  const counter = w - 0.5;
  const sinkWidth = w >= 7 ? 1.5 : 1.25;
  const sinkX = w - 0.35 - sinkWidth;
  const machines = Math.min(4.6, sinkX - 0.1 - 0.25);
  return {
    openings: [door('south', 1), window('north', w / 2 - 1.25, 2.5, 4, 3)],
    fixtures: [
      box('washer-dryer', 0.25, l - 2.4, machines, 2.4, 3, 0),
      box('sink', sinkX, l - 1.85, sinkWidth, 1.5, 0.1, 0),
      box('faucet', sinkX + sinkWidth / 2 - 0.25, l - 0.45, 0.5, 0.4, 1.2, 0),
    ],
    // A counter over the machines, the length of the north wall.
    runs: [{ wall: 'north', length: counter }],
    freeCounterSqft: 0,
    coveredFloorSqft: 0,
    extra: [],
    accentWall: null,
  };
}

function patioLayout(w: number, l: number): Layout {
  // The pool takes the middle of the yard's north half; a 1 ft coping rings it; pavers around
  // it, and a lawn strip along the south edge by the house.
  const poolWidth = Math.round(w * 0.5);
  const poolLength = Math.round(l * 0.4);
  const x = (w - poolWidth) / 2;
  const y = l - poolLength - Math.max(4, l * 0.12);
  const lawnDepth = Math.round(l * 0.2);
  const coping = 2 * (poolWidth + poolLength) + 4; // a 1 ft band: its perimeter plus the corners
  const pavedArea = w * (l - lawnDepth) - poolWidth * poolLength - coping;
  return {
    openings: [],
    fixtures: [box('pool', x, y, poolWidth, poolLength, 0, 0)],
    runs: [],
    freeCounterSqft: 0,
    coveredFloorSqft: 0,
    extra: [
      { surface: 'ground', area_sqft: round2(pavedArea) },
      { surface: 'lawn', area_sqft: round2(w * lawnDepth) },
      { surface: 'coping', area_sqft: round2(coping) },
    ],
    accentWall: null,
  };
}

function layoutOf(type: RoomType, w: number, l: number): Layout {
  switch (type) {
    case 'kitchen-l':
    case 'kitchen-u':
    case 'kitchen-galley':
    case 'kitchen-island':
      return kitchenLayout(type, w, l);
    case 'bath-full':
    case 'bath-primary':
      return bathLayout(type, w, l);
    case 'powder-room':
      return powderLayout(w, l);
    case 'living-room':
      return livingLayout(w, l);
    case 'laundry':
      return laundryLayout(w, l);
    case 'patio-pool':
      return patioLayout(w, l);
  }
}

/** The surfaces of a laid-out room and their areas, net of openings and of what stands on them. */
function surfacesOf(type: RoomType, w: number, l: number, layout: Layout): PlanSurfaceArea[] {
  if (type === 'patio-pool') return layout.extra;
  const surfaces: PlanSurfaceArea[] = [{ surface: 'floor', area_sqft: round2(w * l - layout.coveredFloorSqft) }];
  if (layout.accentWall) {
    const wall = layout.accentWall;
    const area = wallLength({ width_ft: w, length_ft: l }, wall) * CEILING - openingArea(layout.openings, wall);
    surfaces.push({ surface: 'walls', area_sqft: round2(area) });
  }
  if (layout.runs.length > 0) {
    const counter =
      // Runs are laid end to end (the west run starts below the north run), so no corner counts twice.
      layout.runs.reduce((sum, run) => sum + run.length * COUNTER_DEPTH, 0) + layout.freeCounterSqft;
    surfaces.push({ surface: 'countertop', area_sqft: round2(counter) });
    const backsplash = layout.runs.reduce(
      (sum, run) =>
        sum +
        run.length * BACKSPLASH_HEIGHT -
        windowOverlap(layout.openings, run.wall, COUNTER_HEIGHT, COUNTER_HEIGHT + BACKSPLASH_HEIGHT),
      0,
    );
    surfaces.push({ surface: 'backsplash', area_sqft: round2(backsplash) });
  }
  surfaces.push(...layout.extra);
  return surfaces;
}

/** The thumbnail's address: a top-down drawing of the plan (rendered from it, `renderFloorPlanThumbnail`). */
export const floorPlanThumbnailPath = (slug: string) => `/media/floorplans/${slug}.svg`;

function buildPlan(type: RoomType, [w, l]: readonly [number, number]): FloorPlanData {
  const layout = layoutOf(type, w, l);
  const info = roomTypeInfo[type];
  const slug = `${type}-${w}x${l}`;
  return {
    slug,
    name: `${info.label}, ${w} × ${l} ft`,
    room_type: type,
    room_group: info.group,
    width_ft: w,
    length_ft: l,
    ceiling_ft: type === 'patio-pool' ? 0 : CEILING,
    openings: layout.openings.map((opening) => ({
      ...opening,
      offset_ft: round2(opening.offset_ft),
      width_ft: round2(opening.width_ft),
      height_ft: round2(opening.height_ft),
    })),
    fixtures: layout.fixtures,
    surfaces: surfacesOf(type, w, l, layout),
    thumbnail: floorPlanThumbnailPath(slug),
  };
}

let catalog: readonly FloorPlanData[] | null = null;

/** Every floor plan, by room type then size (60: six sizes of ten room types). */
export function floorPlanCatalog(): readonly FloorPlanData[] {
  catalog ??= roomTypes.flatMap((type) => planSizes[type].map((size) => buildPlan(type, size)));
  return catalog;
}

export function findFloorPlan(slug: string): FloorPlanData | undefined {
  return floorPlanCatalog().find((plan) => plan.slug === slug);
}

/** Wall length and net wall area of a plan (all four walls less openings), for the 3D room and checks. */
export function wallAreaOf(plan: FloorPlanData): number {
  if (plan.ceiling_ft === 0) return 0;
  const gross = walls.reduce((sum, wall) => sum + wallLength(plan, wall) * plan.ceiling_ft, 0);
  return round2(gross - openingArea(plan.openings));
}
