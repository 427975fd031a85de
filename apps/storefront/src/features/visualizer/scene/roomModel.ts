import type { FloorPlan } from '@showroom/api';

/**
 * The room as blocks, in scene coordinates (plain data, no three.js): what the 3D room draws
 * for the plan's surfaces and walls. One scene unit is one foot. Scene x runs east like the
 * plan's x, y is up and z runs south (a plan point (x, y) at height h is (x, h, -y)), so a
 * camera south of the room (+z) looks north into it.
 *
 * Walls stand outside the plan's rectangle (the plan is inside the walls). Each wall comes in
 * two versions, full height and cut down (the dollhouse cutaway): the scene shows the cut one
 * for a wall the camera stands outside of, so the camera always sees in.
 */

export type Vec3 = readonly [number, number, number];
export type Wall = FloorPlan['openings'][number]['wall'];
type Fixture = FloorPlan['fixtures'][number];

/** An axis-aligned box. */
export interface Block {
  readonly min: Vec3;
  readonly max: Vec3;
}

/**
 * How a block is painted: `surface` with its slot's material (a product's swatch, or the
 * surface's neutral look), the others with the scene's own materials.
 */
export type Paint = 'surface' | 'wall' | 'cap' | 'trim' | 'glass' | 'pool' | 'water';

export interface Piece {
  readonly block: Block;
  readonly paint: Paint;
  /** The slot a click on it picks; null for what belongs to no slot (it still hides what is behind it). */
  readonly slot: string | null;
}

/** How a wall is drawn: whole, cut down to `CUT_HEIGHT`, or cut to the floor. */
export type WallVersion = 'full' | 'cut' | 'stub';

export interface WallModel {
  readonly wall: Wall;
  readonly versions: Readonly<Record<WallVersion, readonly Piece[]>>;
}

/** A countertop's top, for what stands on it (a sink, a faucet). */
export interface CounterTop {
  readonly x0: number;
  readonly x1: number;
  readonly y0: number;
  readonly y1: number;
  readonly top: number;
}

export interface RoomModel {
  /** Floor, patio, countertops, shower floor, partitions: always drawn. */
  readonly surfaces: readonly Piece[];
  /** The room's four walls (none outdoors). */
  readonly walls: readonly WallModel[];
  readonly counters: readonly CounterTop[];
}

export const WALL_THICKNESS = 0.375;
/** How high a wall the camera stands outside of is drawn. */
export const CUT_HEIGHT = 1.75;
/** The floor's slab, under the finish: the room reads as a model cut from a building. */
export const SLAB_DEPTH = 0.25;
/** A tile or panel finish stands this far proud of its wall, so it never fights the wall for pixels. */
const FINISH = 0.035;
const CAP = 0.02;
/** Countertops: 1.5 in thick, overhanging the 24 in cabinets to 25 in. */
export const COUNTER_THICKNESS = 0.125;
const COUNTER_OVERHANG = 1 / 12;
const BACKSPLASH_HEIGHT = 1.5;
const TUB_SURROUND_HEIGHT = 6;
const POOL_DEPTH = 4;
export const WATER_LEVEL = -0.45;
const TOUCH = 0.05;

/** A rectangle on a plane: `a` along it, `b` across (up a wall, or north on the floor). */
export interface Rect {
  readonly a0: number;
  readonly a1: number;
  readonly b0: number;
  readonly b1: number;
}

const EPSILON = 1e-6;

/**
 * `base` less every hole: rectangles that tile what is left, in columns (a wall around its
 * door and windows, a patio around its pool).
 */
export function subtractRects(base: Rect, holes: readonly Rect[]): Rect[] {
  if (base.a1 - base.a0 <= EPSILON || base.b1 - base.b0 <= EPSILON) return [];
  const clipped = holes
    .map((hole) => ({
      a0: Math.max(base.a0, hole.a0),
      a1: Math.min(base.a1, hole.a1),
      b0: Math.max(base.b0, hole.b0),
      b1: Math.min(base.b1, hole.b1),
    }))
    .filter((hole) => hole.a1 - hole.a0 > EPSILON && hole.b1 - hole.b0 > EPSILON);
  const cuts = [...new Set([base.a0, base.a1, ...clipped.flatMap((hole) => [hole.a0, hole.a1])])].sort(
    (left, right) => left - right,
  );
  const result: Rect[] = [];
  for (let index = 0; index + 1 < cuts.length; index++) {
    const a0 = cuts[index] ?? 0;
    const a1 = cuts[index + 1] ?? 0;
    if (a1 - a0 <= EPSILON) continue;
    const middle = (a0 + a1) / 2;
    const covering = clipped
      .filter((hole) => hole.a0 <= middle && middle <= hole.a1)
      .sort((left, right) => left.b0 - right.b0);
    let b = base.b0;
    const spans: [number, number][] = [];
    for (const hole of covering) {
      if (hole.b0 - b > EPSILON) spans.push([b, hole.b0]);
      b = Math.max(b, hole.b1);
    }
    if (base.b1 - b > EPSILON) spans.push([b, base.b1]);
    for (const [b0, b1] of spans) {
      // Join a column to the one before it when they are the same span (fewer, longer blocks).
      const previous = result.find((rect) => Math.abs(rect.a1 - a0) < EPSILON && rect.b0 === b0 && rect.b1 === b1);
      if (previous) result.splice(result.indexOf(previous), 1, { ...previous, a1 });
      else result.push({ a0, a1, b0, b1 });
    }
  }
  return result;
}

/** A block from plan coordinates: x east, y north, h up. */
export function planBlock(x0: number, x1: number, y0: number, y1: number, h0: number, h1: number): Block {
  return { min: [x0, h0, -y1], max: [x1, h1, -y0] };
}

export function wallLength(plan: Pick<FloorPlan, 'width_ft' | 'length_ft'>, wall: Wall): number {
  return wall === 'south' || wall === 'north' ? plan.width_ft : plan.length_ft;
}

/**
 * A block on a wall: `s` along it from its west or south end (as openings are measured), `h`
 * up, `t` outward from the room's inside face (negative: into the room).
 */
function wallBlock(
  plan: Pick<FloorPlan, 'width_ft' | 'length_ft'>,
  wall: Wall,
  s0: number,
  s1: number,
  h0: number,
  h1: number,
  t0: number,
  t1: number,
): Block {
  const { width_ft: w, length_ft: l } = plan;
  switch (wall) {
    case 'south':
      return { min: [s0, h0, t0], max: [s1, h1, t1] };
    case 'north':
      return { min: [s0, h0, -l - t1], max: [s1, h1, -l - t0] };
    case 'west':
      return { min: [-t1, h0, -s1], max: [-t0, h1, -s0] };
    case 'east':
      return { min: [w + t0, h0, -s1], max: [w + t1, h1, -s0] };
  }
}

/** Whether a point (a camera) stands outside a wall. */
export function outsideWall(plan: Pick<FloorPlan, 'width_ft' | 'length_ft'>, wall: Wall, point: Vec3): boolean {
  const [x, , z] = point;
  switch (wall) {
    case 'south':
      return z > 0;
    case 'north':
      return z < -plan.length_ft;
    case 'west':
      return x < 0;
    case 'east':
      return x > plan.width_ft;
  }
}

/**
 * The version of a wall to draw for a camera at `point`: whole from inside; cut down from
 * outside and above (the dollhouse view: the cut wall still outlines the room); cut to the
 * floor from outside at a person's height, where even a low wall would hide the floor.
 */
export function wallVersion(
  plan: Pick<FloorPlan, 'width_ft' | 'length_ft' | 'ceiling_ft'>,
  wall: Wall,
  point: Vec3,
): WallVersion {
  if (!outsideWall(plan, wall, point)) return 'full';
  return point[1] > plan.ceiling_ft + 3 ? 'cut' : 'stub';
}

/** A finish on a wall (backsplash, accent wall, shower tile): a band of it, less the wall's openings. */
interface WallFinish {
  readonly wall: Wall;
  readonly s0: number;
  readonly s1: number;
  readonly h0: number;
  readonly h1: number;
  readonly slot: string;
}

const footprint = (fixture: Fixture) => ({
  x0: fixture.x_ft,
  x1: fixture.x_ft + fixture.width_ft,
  y0: fixture.y_ft,
  y1: fixture.y_ft + fixture.depth_ft,
});

/** The walls a fixture stands against, and the span of each it covers. */
function wallsTouched(plan: FloorPlan, fixture: Fixture): { wall: Wall; s0: number; s1: number }[] {
  const { x0, x1, y0, y1 } = footprint(fixture);
  const touched: { wall: Wall; s0: number; s1: number }[] = [];
  if (y1 >= plan.length_ft - TOUCH) touched.push({ wall: 'north', s0: x0, s1: x1 });
  if (y0 <= TOUCH) touched.push({ wall: 'south', s0: x0, s1: x1 });
  if (x0 <= TOUCH) touched.push({ wall: 'west', s0: y0, s1: y1 });
  if (x1 >= plan.width_ft - TOUCH) touched.push({ wall: 'east', s0: y0, s1: y1 });
  return touched;
}

/** Overlapping or touching spans joined. */
function unionSpans(spans: readonly (readonly [number, number])[]): [number, number][] {
  const sorted = [...spans].sort((left, right) => left[0] - right[0]);
  const joined: [number, number][] = [];
  for (const [s0, s1] of sorted) {
    const last = joined[joined.length - 1];
    if (last && s0 <= last[1] + EPSILON) last[1] = Math.max(last[1], s1);
    else joined.push([s0, s1]);
  }
  return joined;
}

const hasSurface = (plan: FloorPlan, surface: string) => plan.surfaces.some((entry) => entry.surface === surface);

/** The countertops: on cabinet runs (with their overhang), islands, and the laundry's counter over the machines. */
function countersOf(plan: FloorPlan): CounterTop[] {
  const counters: CounterTop[] = [];
  for (const fixture of plan.fixtures) {
    if (fixture.kind !== 'base-cabinets' && fixture.kind !== 'island') continue;
    let { x0, x1, y0, y1 } = footprint(fixture);
    if (fixture.kind === 'base-cabinets') {
      if (fixture.rotation === 0) y0 -= COUNTER_OVERHANG;
      else if (fixture.rotation === 180) y1 += COUNTER_OVERHANG;
      else if (fixture.rotation === 90) x0 -= COUNTER_OVERHANG;
      else x1 += COUNTER_OVERHANG;
    }
    counters.push({ x0, x1, y0, y1, top: fixture.height_ft });
  }
  const machines = plan.fixtures.find((fixture) => fixture.kind === 'washer-dryer');
  if (machines && hasSurface(plan, 'countertop')) {
    // The laundry's counter: the north wall's length less 3 in at each end, over the machines.
    counters.push({
      x0: 0.25,
      x1: plan.width_ft - 0.25,
      y0: plan.length_ft - 2 - COUNTER_OVERHANG,
      y1: plan.length_ft,
      top: machines.height_ft,
    });
  }
  return counters;
}

/** The laundry's counter past the machines stands on a plain cabinet: the sink's base. */
function laundrySinkCabinet(plan: FloorPlan, counters: readonly CounterTop[]): Piece[] {
  const machines = plan.fixtures.find((fixture) => fixture.kind === 'washer-dryer');
  const counter = counters.find(
    (top) => top.y1 >= plan.length_ft - TOUCH && machines && top.top === machines.height_ft,
  );
  if (!machines || !counter) return [];
  const x0 = machines.x_ft + machines.width_ft;
  if (counter.x1 - x0 < 0.5) return [];
  return [
    {
      block: planBlock(x0, counter.x1, plan.length_ft - 2, plan.length_ft, 0, counter.top - COUNTER_THICKNESS),
      paint: 'trim',
      slot: null,
    },
  ];
}

/** The height of the top a point stands on (a countertop, a vanity, a tub's rim), or 0 on the floor. */
export function supportHeight(plan: FloorPlan, counters: readonly CounterTop[], x: number, y: number): number {
  let top = 0;
  for (const counter of counters) {
    if (x >= counter.x0 && x <= counter.x1 && y >= counter.y0 && y <= counter.y1) top = Math.max(top, counter.top);
  }
  for (const fixture of plan.fixtures) {
    if (fixture.kind !== 'vanity' && fixture.kind !== 'tub') continue;
    const { x0, x1, y0, y1 } = footprint(fixture);
    if (x >= x0 && x <= x1 && y >= y0 && y <= y1) top = Math.max(top, fixture.height_ft);
  }
  return top;
}

/** Finishes on the walls: the accent wall, backsplashes over the counter runs, tile in the shower or around the tub. */
function wallFinishes(plan: FloorPlan, counters: readonly CounterTop[]): WallFinish[] {
  const finishes: WallFinish[] = [];
  const ceiling = plan.ceiling_ft;
  if (hasSurface(plan, 'walls')) {
    finishes.push({ wall: 'north', s0: 0, s1: plan.width_ft, h0: 0, h1: ceiling, slot: 'walls' });
  }
  if (hasSurface(plan, 'backsplash')) {
    // Behind every counter run, up the walls the run stands against: a run's end against a side
    // wall carries the backsplash round the corner.
    const spans = new Map<Wall, [number, number][]>();
    const add = (wall: Wall, s0: number, s1: number) => spans.set(wall, [...(spans.get(wall) ?? []), [s0, s1]]);
    for (const fixture of plan.fixtures) {
      if (fixture.kind !== 'base-cabinets') continue;
      for (const { wall, s0, s1 } of wallsTouched(plan, fixture)) add(wall, s0, s1);
    }
    const machines = plan.fixtures.find((fixture) => fixture.kind === 'washer-dryer');
    const laundry = machines ? counters.find((counter) => counter.y1 >= plan.length_ft - TOUCH) : undefined;
    if (laundry) add('north', laundry.x0, laundry.x1);
    const top = counters[0]?.top ?? 3;
    for (const [wall, list] of spans) {
      for (const [s0, s1] of unionSpans(list)) {
        finishes.push({ wall, s0, s1, h0: top, h1: top + BACKSPLASH_HEIGHT, slot: 'backsplash' });
      }
    }
  }
  if (hasSurface(plan, 'shower-walls')) {
    const shower = plan.fixtures.find((fixture) => fixture.kind === 'shower');
    const tub = plan.fixtures.find((fixture) => fixture.kind === 'tub');
    if (shower) {
      // A walk-in shower: tile on the room's walls it stands against, to its own height.
      for (const { wall, s0, s1 } of wallsTouched(plan, shower)) {
        finishes.push({ wall, s0, s1, h0: 0, h1: shower.height_ft, slot: 'shower-walls' });
      }
    } else if (tub) {
      // An alcove tub: its surround from the rim up, on the walls around it.
      for (const { wall, s0, s1 } of wallsTouched(plan, tub)) {
        finishes.push({
          wall,
          s0,
          s1,
          h0: tub.height_ft,
          h1: Math.min(ceiling, tub.height_ft + TUB_SURROUND_HEIGHT),
          slot: 'shower-walls',
        });
      }
    }
  }
  return finishes;
}

function openingRects(plan: FloorPlan, wall: Wall): Rect[] {
  return plan.openings
    .filter((opening) => opening.wall === wall)
    .map((opening) => ({
      a0: opening.offset_ft,
      a1: opening.offset_ft + opening.width_ft,
      b0: opening.sill_ft,
      b1: opening.sill_ft + opening.height_ft,
    }));
}

/** One wall drawn up to `top`: the wall around its openings, its top edge, window glass and sills, its finishes. */
function wallPieces(plan: FloorPlan, wall: Wall, top: number, finishes: readonly WallFinish[]): Piece[] {
  const length = wallLength(plan, wall);
  const endToEnd = wall === 'south' || wall === 'north';
  // The south and north walls run past the corners, so the corners are closed.
  const s0 = endToEnd ? -WALL_THICKNESS : 0;
  const s1 = endToEnd ? length + WALL_THICKNESS : length;
  const holes = openingRects(plan, wall);
  const pieces: Piece[] = [];
  const onWall = (rect: Rect, t0: number, t1: number, paint: Paint, slot: string | null) =>
    pieces.push({ block: wallBlock(plan, wall, rect.a0, rect.a1, rect.b0, rect.b1, t0, t1), paint, slot });
  for (const rect of subtractRects({ a0: s0, a1: s1, b0: -SLAB_DEPTH, b1: top }, holes)) {
    onWall(rect, 0, WALL_THICKNESS, 'wall', null);
  }
  for (const rect of subtractRects({ a0: s0, a1: s1, b0: top, b1: top + CAP }, holes)) {
    onWall(rect, -0.001, WALL_THICKNESS + 0.001, 'cap', null);
  }
  for (const opening of plan.openings) {
    if (opening.wall !== wall || opening.kind !== 'window' || opening.sill_ft >= top) continue;
    const a0 = opening.offset_ft;
    const a1 = opening.offset_ft + opening.width_ft;
    const glassTop = Math.min(top, opening.sill_ft + opening.height_ft);
    onWall({ a0, a1, b0: opening.sill_ft, b1: glassTop }, WALL_THICKNESS * 0.45, WALL_THICKNESS * 0.55, 'glass', null);
    // A sill inside, a little wider than the window.
    onWall({ a0: a0 - 0.15, a1: a1 + 0.15, b0: opening.sill_ft - 0.08, b1: opening.sill_ft }, -0.12, 0.2, 'trim', null);
  }
  for (const finish of finishes) {
    if (finish.wall !== wall) continue;
    const band = { a0: finish.s0, a1: finish.s1, b0: finish.h0, b1: Math.min(finish.h1, top) };
    for (const rect of subtractRects(band, holes)) onWall(rect, -FINISH, 0, 'surface', finish.slot);
  }
  return pieces;
}

/** The patio: lawn along the south edge, pavers elsewhere, the pool sunk in the pavers with its coping round it. */
function patioPieces(plan: FloorPlan): Piece[] {
  const { width_ft: w, length_ft: l } = plan;
  const pieces: Piece[] = [];
  const lawnDepth = Math.round(l * 0.2);
  pieces.push({ block: planBlock(0, w, 0, lawnDepth, -SLAB_DEPTH, 0), paint: 'surface', slot: 'lawn' });
  const pool = plan.fixtures.find((fixture) => fixture.kind === 'pool');
  const paved: Rect = { a0: 0, a1: w, b0: lawnDepth, b1: l };
  if (!pool) {
    pieces.push({ block: planBlock(0, w, lawnDepth, l, -SLAB_DEPTH, 0), paint: 'surface', slot: 'ground' });
    return pieces;
  }
  const { x0, x1, y0, y1 } = footprint(pool);
  const water: Rect = { a0: x0, a1: x1, b0: y0, b1: y1 };
  const ring: Rect = { a0: x0 - 1, a1: x1 + 1, b0: y0 - 1, b1: y1 + 1 };
  for (const rect of subtractRects(paved, [ring])) {
    pieces.push({
      block: planBlock(rect.a0, rect.a1, rect.b0, rect.b1, -SLAB_DEPTH, 0),
      paint: 'surface',
      slot: 'ground',
    });
  }
  for (const rect of subtractRects(ring, [water])) {
    pieces.push({
      block: planBlock(rect.a0, rect.a1, rect.b0, rect.b1, -SLAB_DEPTH, 0.1),
      paint: 'surface',
      slot: 'coping',
    });
  }
  // The pool's shell: four sides and a floor, under the water.
  const side = 0.15;
  const bottom = -POOL_DEPTH;
  const shell: [number, number, number, number][] = [
    [x0, x1, y0, y0 + side],
    [x0, x1, y1 - side, y1],
    [x0, x0 + side, y0, y1],
    [x1 - side, x1, y0, y1],
  ];
  for (const [a0, a1, b0, b1] of shell) {
    pieces.push({ block: planBlock(a0, a1, b0, b1, bottom, 0.05), paint: 'pool', slot: null });
  }
  pieces.push({ block: planBlock(x0, x1, y0, y1, bottom - side, bottom), paint: 'pool', slot: null });
  pieces.push({ block: planBlock(x0, x1, y0, y1, WATER_LEVEL - 0.02, WATER_LEVEL), paint: 'water', slot: null });
  return pieces;
}

/** The room's blocks for a plan. */
export function buildRoomModel(plan: FloorPlan): RoomModel {
  const counters = countersOf(plan);
  const surfaces: Piece[] = [];
  if (plan.ceiling_ft === 0) {
    surfaces.push(...patioPieces(plan));
    return { surfaces, walls: [], counters };
  }
  surfaces.push({
    block: planBlock(0, plan.width_ft, 0, plan.length_ft, -SLAB_DEPTH, 0),
    paint: 'surface',
    slot: 'floor',
  });
  for (const counter of counters) {
    surfaces.push({
      block: planBlock(counter.x0, counter.x1, counter.y0, counter.y1, counter.top - COUNTER_THICKNESS, counter.top),
      paint: 'surface',
      slot: 'countertop',
    });
  }
  surfaces.push(...laundrySinkCabinet(plan, counters));
  const shower = plan.fixtures.find((fixture) => fixture.kind === 'shower');
  if (shower) {
    const { x0, x1, y0, y1 } = footprint(shower);
    surfaces.push({ block: planBlock(x0, x1, y0, y1, 0, 0.04), paint: 'surface', slot: 'shower-floor' });
  }
  const tub = plan.fixtures.find((fixture) => fixture.kind === 'tub');
  if (tub && !shower && hasSurface(plan, 'shower-walls')) {
    // An alcove tub narrower than the room: a partition closes the alcove on its open end, tiled inside.
    const { x0, x1, y0, y1 } = footprint(tub);
    const height = Math.min(plan.ceiling_ft, tub.height_ft + TUB_SURROUND_HEIGHT);
    if (x1 < plan.width_ft - TOUCH) {
      surfaces.push({ block: planBlock(x1, x1 + 0.33, y0, y1, 0, plan.ceiling_ft), paint: 'wall', slot: null });
      surfaces.push({
        block: planBlock(x1, x1 + 0.33, y0, y1, plan.ceiling_ft, plan.ceiling_ft + CAP),
        paint: 'cap',
        slot: null,
      });
      surfaces.push({
        block: planBlock(x1 - FINISH, x1, y0, y1, tub.height_ft, height),
        paint: 'surface',
        slot: 'shower-walls',
      });
    }
    if (x0 > TOUCH) {
      surfaces.push({ block: planBlock(x0 - 0.33, x0, y0, y1, 0, plan.ceiling_ft), paint: 'wall', slot: null });
      surfaces.push({
        block: planBlock(x0, x0 + FINISH, y0, y1, tub.height_ft, height),
        paint: 'surface',
        slot: 'shower-walls',
      });
    }
  }
  const finishes = wallFinishes(plan, counters);
  const walls = (['south', 'east', 'north', 'west'] as const).map((wall) => ({
    wall,
    versions: {
      full: wallPieces(plan, wall, plan.ceiling_ft, finishes),
      cut: wallPieces(plan, wall, CUT_HEIGHT, finishes),
      stub: wallPieces(plan, wall, 0, finishes),
    },
  }));
  return { surfaces, walls, counters };
}
