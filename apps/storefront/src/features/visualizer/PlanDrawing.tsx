import type { DesignProduct, FloorPlan } from '@showroom/api';
import { doorSwingPath, openingEnds, planFixtureColours, productFixtures } from '@showroom/api';
import { type ReactNode, useId } from 'react';
import { swatchOf } from './swatch.ts';
import * as styles from './visualizer.css.ts';

type PlanFixture = FloorPlan['fixtures'][number];
type PlanOpening = FloorPlan['openings'][number];

/** Room around the plan for its walls and dimensions, in feet. */
const MARGIN_FT = 2.2;

const productFixtureKinds: ReadonlySet<string> = new Set(productFixtures);

/** The slot a fixture's top shows from above: its own product, or the countertop on cabinets. */
function slotOfFixture(kind: PlanFixture['kind'], surfaces: ReadonlySet<string>): string | null {
  if ((kind === 'base-cabinets' || kind === 'island') && surfaces.has('countertop')) return 'countertop';
  if (kind === 'shower' && surfaces.has('shower-floor')) return 'shower-floor';
  if (kind === 'pool' && surfaces.has('coping')) return 'coping';
  return productFixtureKinds.has(kind) ? kind : null;
}

export interface PlanDrawingProps {
  readonly plan: FloorPlan;
  readonly products: Readonly<Record<string, DesignProduct | null>>;
  readonly selectedSlot: string | null;
  readonly onSelectSlot: (slot: string) => void;
  readonly label: string;
}

/**
 * The room from above with the design's materials on it (the view where WebGL is missing, or on
 * request): the floor and countertops in their swatches at true scale (a 24 in tile is two feet
 * of plan), each fixture with its product's picture, doors, windows and the dimensions. A click
 * picks a surface, as in 3D; the list beside it does the same by keyboard.
 */
export function PlanDrawing({ plan, products, selectedSlot, onSelectSlot, label }: PlanDrawingProps) {
  const { width_ft: width, length_ft: length } = plan;
  const surfaces = new Set<string>(plan.surfaces.map((surface) => surface.surface));
  const outdoor = plan.ceiling_ft === 0;
  const groundSlot = outdoor ? 'ground' : 'floor';
  // Plan y runs north; the drawing's y runs down the page.
  const y = (feet: number) => length - feet;

  // One pattern per slot, made as the shapes ask for them; ids unique on the page.
  const idPrefix = useId();
  const patterns = new Map<string, ReactNode>();
  const fillOf = (slot: string, fallback: string): string => {
    const swatch = swatchOf(products[slot]);
    if (!swatch) return fallback;
    const id = `${idPrefix}-${slot}`;
    if (!patterns.has(id)) {
      // A surface is tiled at true scale; a fixture shows its product's picture once, filling it.
      const tiled = !productFixtureKinds.has(slot);
      const span = tiled ? swatch.spanIn / 12 : 1;
      patterns.set(
        id,
        <pattern
          key={id}
          id={id}
          patternUnits={tiled ? 'userSpaceOnUse' : 'objectBoundingBox'}
          patternContentUnits={tiled ? 'userSpaceOnUse' : 'objectBoundingBox'}
          width={span}
          height={span}
        >
          <rect width={span} height={span} fill={fallback} />
          <image href={swatch.url} width={span} height={span} preserveAspectRatio="xMidYMid slice" />
        </pattern>,
      );
    }
    return `url(#${id})`;
  };
  const pick = (slot: string | null) =>
    slot === null
      ? {}
      : {
          onClick: () => onSelectSlot(slot),
          className: styles.planPick,
          'data-slot': slot,
          'data-selected': selectedSlot === slot ? 'true' : undefined,
        };

  // The shapes first: they make the patterns the <defs> then hold.
  const groundFill = surfaces.has(groundSlot) ? fillOf(groundSlot, outdoor ? '#cfc9be' : '#d9d8d4') : '#f3efe7';
  const ground = (
    <rect
      x={0}
      y={0}
      width={width}
      height={length}
      fill={groundFill}
      {...pick(surfaces.has(groundSlot) ? groundSlot : null)}
    />
  );
  const fixtures = plan.fixtures
    .filter((fixture) => planFixtureColours[fixture.kind] !== undefined)
    .map((fixture, index) => {
      const slot = slotOfFixture(fixture.kind, surfaces);
      const colour = planFixtureColours[fixture.kind] ?? '#cccccc';
      return (
        <rect
          key={`${fixture.kind}-${index}`}
          x={fixture.x_ft}
          y={y(fixture.y_ft + fixture.depth_ft)}
          width={fixture.width_ft}
          height={fixture.depth_ft}
          rx={fixture.kind === 'tub' || fixture.kind === 'pool' ? 0.4 : 0.12}
          fill={slot === null ? colour : fillOf(slot, colour)}
          stroke="#6b6257"
          strokeWidth={0.06}
          {...pick(slot)}
        />
      );
    });
  return (
    <svg
      className={styles.plan2d}
      viewBox={`${-MARGIN_FT} ${-MARGIN_FT} ${width + 2 * MARGIN_FT} ${length + 2 * MARGIN_FT}`}
      role="img"
      aria-label={label}
    >
      <defs>{[...patterns.values()]}</defs>
      {ground}
      {fixtures}
      <rect
        x={0}
        y={0}
        width={width}
        height={length}
        fill="none"
        pointerEvents="none"
        // Walls indoors; outdoors a dashed line marks the patio's edge.
        {...(outdoor
          ? { stroke: '#7c8b68', strokeWidth: 0.12, strokeDasharray: '0.4 0.3' }
          : { stroke: '#2f2a24', strokeWidth: 0.35 })}
      />
      {outdoor ? null : plan.openings.map((opening, index) => <Opening key={index} opening={opening} plan={plan} />)}
      <text x={width / 2} y={length + 1.5} fontSize={0.9} textAnchor="middle" fill="#4a4239">
        {`${width} ft`}
      </text>
      <text
        x={-1.1}
        y={length / 2}
        fontSize={0.9}
        textAnchor="middle"
        fill="#4a4239"
        transform={`rotate(-90 ${-1.1} ${length / 2})`}
      >
        {`${length} ft`}
      </text>
    </svg>
  );
}

/** A window as a glazed line in the wall; a door as a gap with its leaf swung into the room. */
function Opening({ opening, plan }: { opening: PlanOpening; plan: FloorPlan }) {
  const [ax, ay, bx, by] = openingEnds(opening, plan);
  // Plan feet (y north) to the drawing's (y down the page).
  const ends = [ax, plan.length_ft - ay, bx, plan.length_ft - by] as const;
  const [x1, y1, x2, y2] = ends;
  if (opening.kind === 'window') {
    return (
      <g pointerEvents="none">
        <line x1={x1} y1={y1} x2={x2} y2={y2} stroke="#9cc8e0" strokeWidth={0.35} />
        <line x1={x1} y1={y1} x2={x2} y2={y2} stroke="#ffffff" strokeWidth={0.1} />
      </g>
    );
  }
  return (
    <g pointerEvents="none">
      <line x1={x1} y1={y1} x2={x2} y2={y2} stroke="#f3efe7" strokeWidth={0.45} />
      <path d={doorSwingPath(opening.wall, ends, opening.width_ft)} fill="none" stroke="#6b6257" strokeWidth={0.06} />
    </g>
  );
}
