import { findFloorPlan, type FloorPlanData, type PlanOpening } from '../contract/floorPlans.rules.ts';
import { doorSwingPath, openingEnds, planFixtureColours } from '../contract/planDrawing.rules.ts';

/** `/media/floorplans/{slug}.svg`: a plan's thumbnail, drawn from the plan itself. */
const thumbnailPath = /^\/media\/floorplans\/([a-z0-9-]+)\.svg$/;

const WIDTH = 320;
const HEIGHT = 240;
const MARGIN = 28;

/**
 * A top-down drawing of a plan at a fixed size: the walls, a gap and swing for each door, a
 * glazed line for each window, the fixtures that stand on the floor, and the dimensions in feet.
 * Pure and deterministic, like the demo pictures: the server and the mocks serve the same bytes.
 */
export function renderFloorPlanThumbnail(plan: FloorPlanData): string {
  const scale = Math.min((WIDTH - 2 * MARGIN) / plan.width_ft, (HEIGHT - 2 * MARGIN) / plan.length_ft);
  const roomWidth = plan.width_ft * scale;
  const roomHeight = plan.length_ft * scale;
  const left = (WIDTH - roomWidth) / 2;
  const top = (HEIGHT - roomHeight) / 2;
  const px = (feet: number) => Math.round(feet * scale * 10) / 10;
  const sx = (x: number) => Math.round((left + x * scale) * 10) / 10;
  const sy = (y: number) => Math.round((top + (plan.length_ft - y) * scale) * 10) / 10;
  const outdoor = plan.ceiling_ft === 0;

  const floor = outdoor ? '#cfe3b4' : '#f3efe7';
  const parts: string[] = [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>`,
    `<rect x="${sx(0)}" y="${sy(plan.length_ft)}" width="${px(plan.width_ft)}" height="${px(plan.length_ft)}" fill="${floor}"/>`,
  ];
  for (const fixture of plan.fixtures) {
    const fill = planFixtureColours[fixture.kind];
    if (!fill) continue;
    parts.push(
      `<rect x="${sx(fixture.x_ft)}" y="${sy(fixture.y_ft + fixture.depth_ft)}" width="${px(fixture.width_ft)}" height="${px(fixture.depth_ft)}" rx="${fixture.kind === 'tub' || fixture.kind === 'pool' ? 4 : 1.5}" fill="${fill}" stroke="#6b6257" stroke-width="0.75"/>`,
    );
  }
  if (!outdoor) {
    parts.push(
      `<rect x="${sx(0)}" y="${sy(plan.length_ft)}" width="${px(plan.width_ft)}" height="${px(plan.length_ft)}" fill="none" stroke="#2f2a24" stroke-width="4"/>`,
    );
    for (const opening of plan.openings) parts.push(openingMark(opening, plan, sx, sy, px));
  } else {
    parts.push(
      `<rect x="${sx(0)}" y="${sy(plan.length_ft)}" width="${px(plan.width_ft)}" height="${px(plan.length_ft)}" fill="none" stroke="#7c8b68" stroke-width="1.5" stroke-dasharray="4 3"/>`,
    );
  }
  const label = (x: number, y: number, text: string, rotate = false) =>
    `<text x="${x}" y="${y}" font-family="sans-serif" font-size="11" fill="#4a4239" text-anchor="middle"${rotate ? ` transform="rotate(-90 ${x} ${y})"` : ''}>${text}</text>`;
  parts.push(label(WIDTH / 2, top + roomHeight + 17, `${plan.width_ft} ft`));
  parts.push(label(left - 10, HEIGHT / 2 + 4, `${plan.length_ft} ft`, true));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${plan.name}">`,
    ...parts,
    `</svg>`,
  ].join('');
}

function openingMark(
  opening: PlanOpening,
  plan: FloorPlanData,
  sx: (x: number) => number,
  sy: (y: number) => number,
  px: (feet: number) => number,
): string {
  const [ax, ay, bx, by] = openingEnds(opening, plan);
  const ends = [sx(ax), sy(ay), sx(bx), sy(by)] as const;
  const [x1, y1, x2, y2] = ends;
  if (opening.kind === 'window') {
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#9cc8e0" stroke-width="4"/><line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#ffffff" stroke-width="1.2"/>`;
  }
  // A door: a gap in the wall and its leaf swung into the room.
  const swing = `<path d="${doorSwingPath(opening.wall, ends, px(opening.width_ft))}" fill="none" stroke="#6b6257" stroke-width="0.9"/>`;
  return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#f3efe7" stroke-width="5"/>${swing}`;
}

/** The thumbnail at a media path, or null when the path names no plan. */
export function renderFloorPlanThumbnailAt(path: string): string | null {
  const slug = thumbnailPath.exec(path)?.[1];
  const plan = slug === undefined ? undefined : findFloorPlan(slug);
  return plan ? renderFloorPlanThumbnail(plan) : null;
}
