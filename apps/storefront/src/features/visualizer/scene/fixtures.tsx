import type { FloorPlan } from '@showroom/api';
import { type ReactNode, useMemo } from 'react';
import { Color, DoubleSide, Shape, type Side } from 'three';
import { COUNTER_THICKNESS, type RoomModel, supportHeight, type Vec3 } from './roomModel.ts';
import { type PickData, pickData } from './pickData.ts';

/**
 * The fixtures of the 3D room as simple models of boxes and cylinders: cabinets, appliances,
 * sink and faucet, vanity, tub, toilet, shower, lights, fans, laundry machines, sofa. A fixture
 * that is a product wears its product's colour (the swatch's average colour); each model's group
 * names the slot a click on it picks (`userData.slot`).
 */

type Fixture = FloorPlan['fixtures'][number];

/** What a slot looks like on a fixture: its colour, and how strongly it is highlighted (0 none). */
export interface SlotTint {
  readonly color: string;
  readonly glow: number;
}

export const HIGHLIGHT = '#2f6bff';
const BULB = '#fff3d6';
const CHROME = '#c4c8cd';
const DARK = '#2b2d31';
const CABINET = '#ebe6dc';
const CABINET_SHADOW = '#b9b2a6';
const SEAM = '#cbc4b7';
const STONE = '#f1efea';
const MIRROR = '#cfdbe3';
const GLASS = '#d6ebf3';
const FABRIC = '#a7a197';
const FABRIC_LIGHT = '#b3ada3';
const MACHINE = '#f1f1ef';

/** Neutral colours of fixtures that have no product chosen. */
export const fixtureDefaults: Readonly<Record<string, string>> = {
  sink: '#e9ebec',
  faucet: CHROME,
  range: '#c7cbcf',
  fridge: '#cdd1d5',
  dishwasher: '#c7cbcf',
  pendant: '#45474b',
  vanity: '#e4ded2',
  tub: '#f6f6f4',
  toilet: '#f6f6f4',
  shower: CHROME,
  'vanity-light': CHROME,
  'exhaust-fan': '#f0f0ee',
  'ceiling-fan': '#8d9095',
  hardware: '#55575c',
};

export function shade(color: string, factor: number): string {
  return `#${new Color(color).multiplyScalar(factor).getHexString()}`;
}

interface PaintProps {
  readonly color: string;
  readonly glow?: number;
  readonly opacity?: number;
  /** A light's own glow (a bulb). */
  readonly light?: boolean;
  readonly side?: Side;
}

export function Paint({ color, glow = 0, opacity = 1, light = false, side }: PaintProps) {
  return (
    <meshLambertMaterial
      color={color}
      emissive={light ? BULB : HIGHLIGHT}
      emissiveIntensity={light ? 0.9 : glow}
      transparent={opacity < 1}
      opacity={opacity}
      depthWrite={opacity >= 1}
      side={side}
    />
  );
}

interface PartProps {
  readonly at: Vec3;
  readonly color: string;
  readonly glow?: number;
  readonly rotation?: Vec3;
  readonly scale?: Vec3;
  readonly opacity?: number;
  readonly light?: boolean;
  /** Set to give the part its own slot (null: none) inside a fixture. */
  readonly slot?: string | null;
  /** Glass: clicks go through it to what is behind. */
  readonly pickThrough?: boolean;
}

function userDataOf({ slot, pickThrough }: PartProps): PickData {
  return pickData(slot, pickThrough);
}

function Box(props: PartProps & { readonly size: Vec3 }) {
  const { size, at, rotation, scale, color, glow, opacity, light } = props;
  return (
    <mesh position={at} rotation={rotation} scale={scale} userData={userDataOf(props)}>
      <boxGeometry args={size} />
      <Paint color={color} glow={glow} opacity={opacity} light={light} />
    </mesh>
  );
}

function Cylinder(
  props: PartProps & {
    readonly radius: number;
    readonly radiusBottom?: number;
    readonly height: number;
    readonly open?: boolean;
  },
) {
  const { radius, radiusBottom, height, open, at, rotation, scale, color, glow, opacity, light } = props;
  return (
    <mesh position={at} rotation={rotation} scale={scale} userData={userDataOf(props)}>
      <cylinderGeometry args={[radius, radiusBottom ?? radius, height, 24, 1, open ?? false]} />
      <Paint color={color} glow={glow} opacity={opacity} light={light} side={open ? DoubleSide : undefined} />
    </mesh>
  );
}

function Sphere(props: PartProps & { readonly radius: number }) {
  const { radius, at, color, glow, light } = props;
  return (
    <mesh position={at} userData={userDataOf(props)}>
      <sphereGeometry args={[radius, 16, 12]} />
      <Paint color={color} glow={glow} light={light} />
    </mesh>
  );
}

/** A fixture's size in its own frame: `length` across its front, `depth` front to back. */
function frameOf(fixture: Fixture) {
  const sideways = fixture.rotation === 90 || fixture.rotation === 270;
  return {
    length: sideways ? fixture.depth_ft : fixture.width_ft,
    depth: sideways ? fixture.width_ft : fixture.depth_ft,
    height: fixture.height_ft,
    centre: [fixture.x_ft + fixture.width_ft / 2, 0, -(fixture.y_ft + fixture.depth_ft / 2)] as Vec3,
    // Local +z is the front: 0 faces south (+z), 90 west, 180 north, 270 east.
    angle: (-fixture.rotation * Math.PI) / 180,
  };
}

/** A plan point's position across a fixture's front (local x). */
function alongFront(fixture: Fixture, x: number, y: number): number {
  const { centre, angle } = frameOf(fixture);
  return (x - centre[0]) * Math.cos(angle) - (-y - centre[2]) * Math.sin(angle);
}

interface ModelProps {
  readonly fixture: Fixture;
  readonly plan: FloorPlan;
  readonly model: RoomModel;
  readonly tint: (slot: string) => SlotTint;
}

/** Cabinets under a counter (the countertop itself is a surface of the room): doors, a drawer line, pulls. */
function Cabinets({ fixture, plan, tint, inset }: ModelProps & { readonly inset: number }) {
  const { length, depth, height } = frameOf(fixture);
  const kick = 0.33;
  const bodyLength = length - 2 * inset;
  const bodyDepth = depth - 2 * inset;
  const bodyHeight = height - COUNTER_THICKNESS - kick;
  const front = bodyDepth / 2;
  const doors = Math.max(1, Math.round(bodyLength / 1.5));
  const doorWidth = bodyLength / doors;
  // Appliances set into the run hide its doors: no pulls there.
  const appliances = plan.fixtures
    .filter((other) => other.kind === 'range' || other.kind === 'dishwasher')
    .filter(
      (other) =>
        other.x_ft < fixture.x_ft + fixture.width_ft &&
        other.x_ft + other.width_ft > fixture.x_ft &&
        other.y_ft < fixture.y_ft + fixture.depth_ft &&
        other.y_ft + other.depth_ft > fixture.y_ft,
    )
    .map((other) => {
      const a = alongFront(fixture, other.x_ft, other.y_ft);
      const b = alongFront(fixture, other.x_ft + other.width_ft, other.y_ft + other.depth_ft);
      return [Math.min(a, b), Math.max(a, b)] as const;
    });
  const hardware = tint('hardware');
  const doorCentres = Array.from({ length: doors }, (_, index) => -bodyLength / 2 + (index + 0.5) * doorWidth).filter(
    (x) => !appliances.some(([a, b]) => x > a - 0.3 && x < b + 0.3),
  );
  return (
    <>
      <Box size={[bodyLength - 0.1, kick, bodyDepth - 0.25]} at={[0, kick / 2, -0.125]} color={CABINET_SHADOW} />
      <Box size={[bodyLength, bodyHeight, bodyDepth]} at={[0, kick + bodyHeight / 2, 0]} color={CABINET} />
      {Array.from({ length: doors - 1 }, (_, index) => (
        <Box
          key={index}
          size={[0.025, bodyHeight - 0.08, 0.01]}
          at={[-bodyLength / 2 + (index + 1) * doorWidth, kick + bodyHeight / 2, front + 0.005]}
          color={SEAM}
        />
      ))}
      <Box size={[bodyLength - 0.05, 0.025, 0.01]} at={[0, kick + bodyHeight - 0.5, front + 0.005]} color={SEAM} />
      <group userData={pickData('hardware')}>
        {doorCentres.map((x) => (
          <Box
            key={x}
            size={[0.42, 0.05, 0.06]}
            at={[x, kick + bodyHeight - 0.25, front + 0.04]}
            color={hardware.color}
            glow={hardware.glow}
          />
        ))}
      </group>
    </>
  );
}

function Sink({ fixture, plan, model, tint }: ModelProps) {
  const { length, depth } = frameOf(fixture);
  const { color, glow } = tint('sink');
  const top = supportHeight(
    plan,
    model.counters,
    fixture.x_ft + fixture.width_ft / 2,
    fixture.y_ft + fixture.depth_ft / 2,
  );
  return (
    <>
      <Box size={[length, 0.03, depth]} at={[0, top + 0.015, 0]} color={color} glow={glow} />
      <Box
        size={[length - 0.25, 0.012, depth - 0.25]}
        at={[0, top + 0.036, 0]}
        color={shade(color, 0.55)}
        glow={glow}
      />
      <Cylinder radius={0.08} height={0.01} at={[0, top + 0.045, 0]} color={DARK} glow={glow} />
    </>
  );
}

/** A post and a gooseneck spout toward the fixture's front, on whatever it stands on. */
function Faucet({ fixture, plan, model, tint }: ModelProps) {
  const { depth, height } = frameOf(fixture);
  const { color, glow } = tint('faucet');
  const base = supportHeight(
    plan,
    model.counters,
    fixture.x_ft + fixture.width_ft / 2,
    fixture.y_ft + fixture.depth_ft / 2,
  );
  const post = height * 0.72;
  const reach = Math.min(0.28, height * 0.22);
  const z = -depth / 2 + 0.12;
  const radius = height > 2 ? 0.06 : 0.045;
  return (
    <>
      <Cylinder radius={radius * 1.8} height={0.04} at={[0, base + 0.02, z]} color={color} glow={glow} />
      <Cylinder radius={radius} height={post} at={[0, base + post / 2, z]} color={color} glow={glow} />
      <mesh position={[0, base + post, z + reach]} rotation={[0, Math.PI / 2, 0]}>
        <torusGeometry args={[reach, radius * 0.9, 10, 20, Math.PI]} />
        <Paint color={color} glow={glow} />
      </mesh>
      <Cylinder radius={radius} height={0.12} at={[0, base + post - 0.06, z + 2 * reach]} color={color} glow={glow} />
    </>
  );
}

function Range({ fixture, tint }: ModelProps) {
  const { length, depth, height } = frameOf(fixture);
  const { color, glow } = tint('range');
  const top = height + 0.02;
  return (
    <>
      <Box size={[length + 0.02, top, depth + 0.1]} at={[0, top / 2, 0.05]} color={color} glow={glow} />
      <Box size={[length - 0.08, 0.015, depth - 0.3]} at={[0, top + 0.008, 0.1]} color={DARK} glow={glow} />
      {[-1, 1].flatMap((sx) =>
        [-1, 1].map((sz) => (
          <Cylinder
            key={`${sx}${sz}`}
            radius={0.2}
            height={0.02}
            at={[(sx * length) / 4, top + 0.02, 0.1 + (sz * (depth - 0.3)) / 4]}
            color="#45474c"
            glow={glow}
          />
        )),
      )}
      <Box size={[length + 0.02, 0.35, 0.12]} at={[0, top + 0.175, -depth / 2 + 0.06]} color={color} glow={glow} />
      <Box size={[length * 0.66, 0.85, 0.01]} at={[0, 1.3, depth / 2 + 0.105]} color="#30343a" glow={glow} />
      <Cylinder
        radius={0.03}
        height={length * 0.75}
        at={[0, 2.05, depth / 2 + 0.2]}
        rotation={[0, 0, Math.PI / 2]}
        color={CHROME}
        glow={glow}
      />
    </>
  );
}

function Dishwasher({ fixture, tint }: ModelProps) {
  const { length, depth, height } = frameOf(fixture);
  const { color, glow } = tint('dishwasher');
  const bottom = 0.36;
  const panel = height - COUNTER_THICKNESS - 0.02 - bottom;
  return (
    <>
      <Box
        size={[length - 0.04, panel, 0.06]}
        at={[0, bottom + panel / 2, depth / 2 + 0.03]}
        color={color}
        glow={glow}
      />
      <Cylinder
        radius={0.025}
        height={length * 0.7}
        at={[0, bottom + panel - 0.15, depth / 2 + 0.1]}
        rotation={[0, 0, Math.PI / 2]}
        color={CHROME}
        glow={glow}
      />
    </>
  );
}

function Fridge({ fixture, tint }: ModelProps) {
  const { length, depth, height } = frameOf(fixture);
  const { color, glow } = tint('fridge');
  const split = height * 0.34;
  const handle = shade(color, 0.6);
  return (
    <>
      <Box size={[length - 0.04, height, depth - 0.02]} at={[0, height / 2, 0]} color={color} glow={glow} />
      <Box size={[length - 0.02, 0.025, 0.01]} at={[0, split, depth / 2]} color={DARK} glow={glow} />
      <Box
        size={[0.025, height - split - 0.04, 0.01]}
        at={[0, (height + split) / 2, depth / 2]}
        color={DARK}
        glow={glow}
      />
      {[-1, 1].map((sx) => (
        <Cylinder
          key={sx}
          radius={0.03}
          height={1.6}
          at={[sx * 0.15, split + 1.7, depth / 2 + 0.09]}
          color={handle}
          glow={glow}
        />
      ))}
      <Cylinder
        radius={0.03}
        height={length * 0.6}
        at={[0, split - 0.25, depth / 2 + 0.09]}
        rotation={[0, 0, Math.PI / 2]}
        color={handle}
        glow={glow}
      />
    </>
  );
}

function Pendant({ plan, tint }: ModelProps) {
  const { color, glow } = tint('pendant');
  const ceiling = plan.ceiling_ft;
  const bottom = Math.min(6.4, ceiling - 1.5);
  const shadeHeight = 0.5;
  const cord = ceiling - (bottom + shadeHeight);
  return (
    <>
      <Cylinder radius={0.2} height={0.05} at={[0, ceiling - 0.025, 0]} color={color} glow={glow} />
      <Cylinder radius={0.015} height={cord} at={[0, bottom + shadeHeight + cord / 2, 0]} color={DARK} glow={glow} />
      <Cylinder
        radius={0.12}
        radiusBottom={0.42}
        height={shadeHeight}
        open
        at={[0, bottom + shadeHeight / 2, 0]}
        color={color}
        glow={glow}
      />
      <Sphere radius={0.11} at={[0, bottom + 0.12, 0]} color={BULB} light />
    </>
  );
}

function Vanity({ fixture, tint }: ModelProps) {
  const { length, depth, height } = frameOf(fixture);
  const { color, glow } = tint('vanity');
  const kick = 0.3;
  const body = height - 0.1 - kick;
  const basins = length >= 4.5 ? 2 : 1;
  const doors = Math.max(2, Math.round(length / 1.25));
  const seam = shade(color, 0.75);
  return (
    <>
      <Box size={[length - 0.1, kick, depth - 0.2]} at={[0, kick / 2, -0.1]} color={shade(color, 0.7)} glow={glow} />
      <Box size={[length, body, depth]} at={[0, kick + body / 2, 0]} color={color} glow={glow} />
      {Array.from({ length: doors - 1 }, (_, index) => (
        <Box
          key={index}
          size={[0.025, body - 0.08, 0.01]}
          at={[-length / 2 + ((index + 1) * length) / doors, kick + body / 2, depth / 2 + 0.005]}
          color={seam}
          glow={glow}
        />
      ))}
      <Box size={[length + 0.06, 0.1, depth + 0.05]} at={[0, height - 0.05, 0.025]} color={STONE} glow={glow} />
      {Array.from({ length: basins }, (_, index) => {
        const x = -length / 2 + ((index + 0.5) * length) / basins;
        return (
          <group key={index}>
            <Cylinder
              radius={0.5}
              height={0.012}
              at={[x, height + 0.006, 0.08]}
              scale={[1, 1, 0.7]}
              color="#d9dde0"
              glow={glow}
            />
            <Cylinder radius={0.035} height={0.4} at={[x, height + 0.2, -depth / 2 + 0.2]} color={CHROME} glow={glow} />
            <Box size={[0.05, 0.05, 0.3]} at={[x, height + 0.38, -depth / 2 + 0.33]} color={CHROME} glow={glow} />
            <Box
              size={[Math.min(2.2, length / basins - 0.3), 2.4, 0.04]}
              at={[x, 4.9, -depth / 2 + 0.02]}
              color={MIRROR}
              slot={null}
            />
          </group>
        );
      })}
    </>
  );
}

function VanityLight({ fixture, tint }: ModelProps) {
  const { length, depth } = frameOf(fixture);
  const { color, glow } = tint('vanity-light');
  const y = 6.75;
  const globes = Math.max(2, Math.round(length / 0.8));
  const back = -depth / 2;
  return (
    <>
      <Box size={[length * 0.9, 0.22, 0.05]} at={[0, y, back + 0.025]} color={color} glow={glow} />
      <Box size={[length * 0.9, 0.05, 0.24]} at={[0, y, back + 0.14]} color={color} glow={glow} />
      {Array.from({ length: globes }, (_, index) => (
        <Sphere
          key={index}
          radius={0.14}
          at={[-length * 0.45 + ((index + 0.5) * length * 0.9) / globes, y - 0.16, back + 0.26]}
          color={BULB}
          light
        />
      ))}
    </>
  );
}

function roundedRect(length: number, depth: number, radius: number): Shape {
  const shape = new Shape();
  const x = length / 2;
  const y = depth / 2;
  const r = Math.min(radius, x - 0.001, y - 0.001);
  shape.moveTo(-x + r, -y);
  shape.lineTo(x - r, -y);
  shape.quadraticCurveTo(x, -y, x, -y + r);
  shape.lineTo(x, y - r);
  shape.quadraticCurveTo(x, y, x - r, y);
  shape.lineTo(-x + r, y);
  shape.quadraticCurveTo(-x, y, -x, y - r);
  shape.lineTo(-x, -y + r);
  shape.quadraticCurveTo(-x, -y, -x + r, -y);
  return shape;
}

/** A tub: a rounded rim round a basin; freestanding tubs round all over, alcove tubs square outside. */
function Tub({ fixture, plan, tint }: ModelProps) {
  const { length, depth, height } = frameOf(fixture);
  const { color, glow } = tint('tub');
  const freestanding =
    fixture.x_ft > 0.05 &&
    fixture.y_ft > 0.05 &&
    fixture.x_ft + fixture.width_ft < plan.width_ft - 0.05 &&
    fixture.y_ft + fixture.depth_ft < plan.length_ft - 0.05;
  const rim = 0.22;
  // Memoised whole: new geometry arguments would make a new geometry on every render.
  const { outer, inner, extrude } = useMemo(() => {
    const outerRadius = freestanding ? Math.min(depth / 2 - 0.02, 1.1) : 0.1;
    const innerRadius = freestanding ? outerRadius - rim : Math.min(depth / 2 - rim - 0.02, 0.7);
    const outline = roundedRect(length, depth, outerRadius);
    const basin = roundedRect(length - 2 * rim, depth - 2 * rim, innerRadius);
    outline.holes.push(basin);
    return { outer: outline, inner: basin, extrude: { depth: height, bevelEnabled: false, curveSegments: 10 } };
  }, [freestanding, length, depth, height]);
  return (
    <>
      <mesh rotation={[-Math.PI / 2, 0, 0]}>
        <extrudeGeometry args={[outer, extrude]} />
        <Paint color={color} glow={glow} />
      </mesh>
      <mesh rotation={[-Math.PI / 2, 0, 0]} position={[0, 0.45, 0]}>
        <shapeGeometry args={[inner, 10]} />
        <Paint color={shade(color, 0.9)} glow={glow} />
      </mesh>
    </>
  );
}

function Toilet({ fixture, tint }: ModelProps) {
  const { length, depth, height } = frameOf(fixture);
  const { color, glow } = tint('toilet');
  const back = -depth / 2;
  const bowlZ = back + 0.55 + 0.7;
  return (
    <>
      <Box size={[length * 0.85, 1.15, 0.6]} at={[0, height - 0.575 - 0.06, back + 0.3]} color={color} glow={glow} />
      <Box size={[length * 0.9, 0.08, 0.66]} at={[0, height - 0.04, back + 0.3]} color={color} glow={glow} />
      <Cylinder
        radius={0.6}
        radiusBottom={0.42}
        height={1.3}
        at={[0, 0.65, bowlZ]}
        scale={[1, 1, 1.2]}
        color={color}
        glow={glow}
      />
      <Cylinder
        radius={0.62}
        height={0.07}
        at={[0, 1.33, bowlZ]}
        scale={[1, 1, 1.2]}
        color={shade(color, 0.86)}
        glow={glow}
      />
      <Cylinder
        radius={0.4}
        height={0.02}
        at={[0, 1.37, bowlZ + 0.04]}
        scale={[1, 1, 1.25]}
        color={shade(color, 0.7)}
        glow={glow}
      />
    </>
  );
}

/** A walk-in shower: glass on its open sides, a head and a valve on a wall. Drawn in room coordinates. */
function Shower({ fixture, plan, tint }: ModelProps) {
  const { color, glow } = tint('shower');
  const x0 = fixture.x_ft;
  const x1 = fixture.x_ft + fixture.width_ft;
  const y0 = fixture.y_ft;
  const y1 = fixture.y_ft + fixture.depth_ft;
  const top = fixture.height_ft - 0.3;
  const glass = 0.03;
  const parts: { size: Vec3; at: Vec3 }[] = [];
  const rails: { size: Vec3; at: Vec3 }[] = [];
  if (x0 > 0.05) {
    parts.push({ size: [glass, top, y1 - y0], at: [x0, top / 2 + 0.04, -(y0 + y1) / 2] });
    rails.push({ size: [0.06, 0.06, y1 - y0], at: [x0, top + 0.04, -(y0 + y1) / 2] });
  }
  if (y0 > 0.05) {
    parts.push({ size: [x1 - x0, top, glass], at: [(x0 + x1) / 2, top / 2 + 0.04, -y0] });
    rails.push({ size: [x1 - x0, 0.06, 0.06], at: [(x0 + x1) / 2, top + 0.04, -y0] });
  }
  if (x0 > 0.05 && y0 > 0.05) rails.push({ size: [0.06, top, 0.06], at: [x0, top / 2 + 0.04, -y0] });
  // The head on the north wall when the shower stands against it, else on its west side.
  const onNorth = y1 >= plan.length_ft - 0.05;
  const head: Vec3 = onNorth ? [(x0 + x1) / 2, 6.4, -y1 + 0.55] : [x0 + 0.55, 6.4, -(y0 + y1) / 2];
  const valve: Vec3 = onNorth ? [(x0 + x1) / 2, 4, -y1 + 0.03] : [x0 + 0.03, 4, -(y0 + y1) / 2];
  return (
    <>
      {parts.map((part, index) => (
        <Box key={index} size={part.size} at={part.at} color={GLASS} opacity={0.28} pickThrough />
      ))}
      {rails.map((rail, index) => (
        <Box key={index} size={rail.size} at={rail.at} color={color} glow={glow} />
      ))}
      <Cylinder
        radius={0.03}
        height={0.55}
        at={onNorth ? [head[0], 6.6, head[2] - 0.27] : [head[0] - 0.27, 6.6, head[2]]}
        rotation={onNorth ? [Math.PI / 2, 0, 0] : [0, 0, Math.PI / 2]}
        color={color}
        glow={glow}
      />
      <Cylinder radius={0.32} height={0.05} at={[head[0], 6.55, head[2]]} color={color} glow={glow} />
      <Cylinder
        radius={0.2}
        height={0.05}
        at={valve}
        rotation={onNorth ? [Math.PI / 2, 0, 0] : [0, 0, Math.PI / 2]}
        color={color}
        glow={glow}
      />
    </>
  );
}

function ExhaustFan({ plan, tint }: ModelProps) {
  const { color, glow } = tint('exhaust-fan');
  const y = plan.ceiling_ft - 0.04;
  return (
    <>
      <Box size={[0.9, 0.06, 0.9]} at={[0, y, 0]} color={color} glow={glow} />
      {[-0.25, 0, 0.25].map((z) => (
        <Box key={z} size={[0.7, 0.02, 0.05]} at={[0, y - 0.04, z]} color={shade(color, 0.7)} glow={glow} />
      ))}
    </>
  );
}

function CeilingFan({ fixture, plan, tint }: ModelProps) {
  const { color, glow } = tint('ceiling-fan');
  const ceiling = plan.ceiling_ft;
  const hub = ceiling - 1;
  const reach = Math.min(fixture.width_ft, fixture.depth_ft) / 2;
  return (
    <>
      <Cylinder radius={0.04} height={ceiling - hub} at={[0, (ceiling + hub) / 2, 0]} color={color} glow={glow} />
      <Cylinder radius={0.36} radiusBottom={0.3} height={0.35} at={[0, hub, 0]} color={color} glow={glow} />
      <Sphere radius={0.16} at={[0, hub - 0.2, 0]} color={BULB} light />
      {Array.from({ length: 5 }, (_, index) => {
        const angle = (index * 2 * Math.PI) / 5 + 0.3;
        const r = reach * 0.55 + 0.1;
        return (
          <Box
            key={index}
            size={[reach * 0.8, 0.035, 0.42]}
            at={[Math.cos(angle) * r, hub - 0.05, -Math.sin(angle) * r]}
            rotation={[0, angle, 0]}
            color={shade(color, 0.85)}
            glow={glow}
          />
        );
      })}
    </>
  );
}

function WasherDryer({ fixture }: ModelProps) {
  const { length, depth, height } = frameOf(fixture);
  const machine = (length - 0.1) / 2;
  const body = height - 0.2;
  return (
    <>
      {[-1, 1].map((side) => {
        const x = (side * (machine + 0.1)) / 2;
        return (
          <group key={side}>
            <Box size={[machine, body, depth - 0.05]} at={[x, body / 2, 0]} color={MACHINE} />
            <Cylinder
              radius={0.72}
              height={0.06}
              at={[x, body * 0.45, depth / 2]}
              rotation={[Math.PI / 2, 0, 0]}
              color="#585d66"
            />
            <Cylinder
              radius={0.56}
              height={0.08}
              at={[x, body * 0.45, depth / 2]}
              rotation={[Math.PI / 2, 0, 0]}
              color="#8ea3b4"
            />
            <Box size={[machine - 0.1, 0.28, 0.02]} at={[x, body - 0.22, depth / 2 - 0.02]} color="#d7d8d8" />
          </group>
        );
      })}
    </>
  );
}

function Sofa({ fixture }: ModelProps) {
  const { length, depth, height } = frameOf(fixture);
  const arm = 0.6;
  const seat = (length - 2 * arm) / 3;
  return (
    <>
      {[-1, 1].flatMap((sx) =>
        [-1, 1].map((sz) => (
          <Box
            key={`${sx}${sz}`}
            size={[0.15, 0.15, 0.15]}
            at={[sx * (length / 2 - 0.2), 0.075, sz * (depth / 2 - 0.2)]}
            color={DARK}
          />
        )),
      )}
      <Box size={[length, 1, depth]} at={[0, 0.65, 0]} color={FABRIC} />
      {[-1, 0, 1].map((index) => (
        <Box key={index} size={[seat - 0.05, 0.4, depth - 0.75]} at={[index * seat, 1.35, 0.33]} color={FABRIC_LIGHT} />
      ))}
      <Box
        size={[length - 2 * arm, height - 1.15, 0.7]}
        at={[0, 1.15 + (height - 1.15) / 2, -depth / 2 + 0.35]}
        color={FABRIC}
      />
      {[-1, 1].map((sx) => (
        <Box key={sx} size={[arm, 1.95, depth]} at={[sx * (length / 2 - arm / 2), 0.15 + 1.95 / 2, 0]} color={FABRIC} />
      ))}
    </>
  );
}

const models: Partial<Record<Fixture['kind'], (props: ModelProps) => ReactNode>> = {
  'base-cabinets': (props) => <Cabinets {...props} inset={0} />,
  island: (props) => <Cabinets {...props} inset={0.25} />,
  sink: Sink,
  faucet: Faucet,
  range: Range,
  dishwasher: Dishwasher,
  fridge: Fridge,
  pendant: Pendant,
  vanity: Vanity,
  'vanity-light': VanityLight,
  tub: Tub,
  toilet: Toilet,
  'exhaust-fan': ExhaustFan,
  'ceiling-fan': CeilingFan,
  'washer-dryer': WasherDryer,
  sofa: Sofa,
};

/** One fixture in its place and facing. `slot` is what a click on it picks (null: it is no product). */
export function FixtureModel(props: ModelProps & { readonly slot: string | null }) {
  const { fixture, slot } = props;
  if (fixture.kind === 'shower') {
    return (
      <group userData={pickData(slot)}>
        <Shower {...props} />
      </group>
    );
  }
  const Model = models[fixture.kind];
  if (!Model) return null;
  const { centre, angle } = frameOf(fixture);
  return (
    <group position={centre} rotation={[0, angle, 0]} userData={pickData(slot)}>
      <Model {...props} />
    </group>
  );
}
