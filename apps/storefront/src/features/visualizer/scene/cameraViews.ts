import type { FloorPlan } from '@showroom/api';
import { SLAB_DEPTH, type Vec3, WALL_THICKNESS } from './roomModel.ts';

export type RoomView = 'corner' | 'top' | 'front';

export interface CameraPose {
  readonly position: Vec3;
  /** What the camera looks at and orbits round. */
  readonly target: Vec3;
}

type PlanSize = Pick<FloorPlan, 'width_ft' | 'length_ft' | 'ceiling_ft'>;

const EYE_HEIGHT = 5.5;
/** Room outdoors: the pool's shell and a person's height are what there is to frame. */
const OUTDOOR_HEIGHT = 3;

const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const scale = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k];
const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const normalize = (a: Vec3): Vec3 => scale(a, 1 / Math.hypot(a[0], a[1], a[2]));

/** The room's box corners: walls' outsides, slab to ceiling. */
function roomCorners(plan: PlanSize, top: number): Vec3[] {
  const xs = [-WALL_THICKNESS, plan.width_ft + WALL_THICKNESS];
  const ys = [-SLAB_DEPTH, top];
  const zs = [-plan.length_ft - WALL_THICKNESS, WALL_THICKNESS];
  return xs.flatMap((x) => ys.flatMap((y) => zs.map((z): Vec3 => [x, y, z])));
}

/**
 * How far back along `direction` (unit, from the target toward the camera) the camera must
 * stand for every point to be in the picture.
 */
export function fitDistance(
  points: readonly Vec3[],
  target: Vec3,
  direction: Vec3,
  aspect: number,
  fovDeg: number,
): number {
  const tanV = Math.tan((fovDeg * Math.PI) / 360);
  const tanH = tanV * aspect;
  const back = normalize(direction);
  const worldUp: Vec3 = Math.abs(back[1]) > 0.999 ? [0, 0, -1] : [0, 1, 0];
  const right = normalize(cross(worldUp, back));
  const up = cross(back, right);
  let distance = 0;
  for (const point of points) {
    const offset = sub(point, target);
    const depth = dot(offset, back);
    distance = Math.max(
      distance,
      depth + Math.abs(dot(offset, right)) / tanH,
      depth + Math.abs(dot(offset, up)) / tanV,
    );
  }
  return distance;
}

/**
 * The target moved across the view so the points sit in the middle of the picture (a long
 * room seen from its corner is lopsided about its centre), and the distance that fits them.
 */
export function frameCentred(
  points: readonly Vec3[],
  target: Vec3,
  direction: Vec3,
  aspect: number,
  fovDeg: number,
): { target: Vec3; distance: number } {
  const back = normalize(direction);
  const worldUp: Vec3 = Math.abs(back[1]) > 0.999 ? [0, 0, -1] : [0, 1, 0];
  const right = normalize(cross(worldUp, back));
  const up = cross(back, right);
  let centre = target;
  // Perspective moves the picture's edges as the camera moves: a few passes settle it.
  for (let pass = 0; pass < 4; pass++) {
    const distance = fitDistance(points, centre, back, aspect, fovDeg);
    const eye = add(centre, scale(back, distance));
    let [minX, maxX, minY, maxY] = [Infinity, -Infinity, Infinity, -Infinity];
    for (const point of points) {
      const offset = sub(point, eye);
      const depth = -dot(offset, back);
      const x = dot(offset, right) / depth;
      const y = dot(offset, up) / depth;
      [minX, maxX, minY, maxY] = [Math.min(minX, x), Math.max(maxX, x), Math.min(minY, y), Math.max(maxY, y)];
    }
    centre = add(centre, add(scale(right, ((minX + maxX) / 2) * distance), scale(up, ((minY + maxY) / 2) * distance)));
  }
  return { target: centre, distance: fitDistance(points, centre, back, aspect, fovDeg) };
}

/**
 * The camera of each preset view: `corner` above the room's south-east outside corner looking
 * in (a dollhouse view), `top` straight down with north up, `front` from the south at eye
 * height. Each is as close as it can be with the whole room in the picture.
 */
export function cameraPose(plan: PlanSize, view: RoomView, aspect: number, fovDeg: number): CameraPose {
  const indoors = plan.ceiling_ft > 0;
  const top = indoors ? plan.ceiling_ft : OUTDOOR_HEIGHT;
  // Outdoors nothing stands much above the paving: frame the ground itself.
  const corners = roomCorners(plan, indoors ? top : 0.5);
  const centre: Vec3 = [plan.width_ft / 2, 0, -plan.length_ft / 2];
  switch (view) {
    case 'corner': {
      const elevation = (36 * Math.PI) / 180;
      const direction = normalize([Math.cos(elevation), Math.sin(elevation) * Math.SQRT2, Math.cos(elevation)]);
      const framed = frameCentred(corners, [centre[0], indoors ? top * 0.22 : 0, centre[2]], direction, aspect, fovDeg);
      return { position: add(framed.target, scale(direction, framed.distance * 1.04)), target: framed.target };
    }
    case 'top': {
      const target: Vec3 = [centre[0], 0, centre[2]];
      // A hair south of straight above: north stays at the top of the picture.
      const direction = normalize([0, 1, 0.002]);
      const distance = fitDistance(corners, target, direction, aspect, fovDeg) * 1.03;
      return { position: add(target, scale(direction, distance)), target };
    }
    case 'front': {
      if (!indoors) {
        // Outdoors: standing on the lawn by the house, looking across the yard to the pool.
        return { position: [centre[0], EYE_HEIGHT, 8], target: [centre[0], 0, -plan.length_ft * 0.45] };
      }
      // Standing south of the room, looking a little down: the far wall and the floor fill the picture.
      const pitch = (9 * Math.PI) / 180;
      const direction: Vec3 = [0, Math.sin(pitch), Math.cos(pitch)];
      const far = corners.filter((corner) => corner[2] < centre[2] || corner[1] <= 0);
      const aim: Vec3 = [centre[0], top * 0.35, centre[2]];
      const distance = fitDistance(far, aim, direction, aspect, fovDeg) * 0.95;
      // Stand back as far as the fit says, with the eye at a person's height, looking at the same point.
      return { position: [aim[0], EYE_HEIGHT, aim[2] + distance * Math.cos(pitch)], target: aim };
    }
  }
}

/** How far a shopper may zoom out: a few times the corner view's distance. */
export function maxOrbitDistance(plan: PlanSize): number {
  return 2.5 * Math.hypot(plan.width_ft, plan.length_ft, plan.ceiling_ft || OUTDOOR_HEIGHT);
}
