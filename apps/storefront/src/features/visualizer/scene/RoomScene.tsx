import { Canvas, type ThreeEvent, useFrame, useThree } from '@react-three/fiber';
import { type DesignProduct, type FloorPlan, productFixtures } from '@showroom/api';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { BufferGeometry, Group, Intersection, Object3D, PerspectiveCamera, RenderItem, Texture } from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { blocksGeometry } from './blockGeometry.ts';
import { cameraPose, maxOrbitDistance, type RoomView } from './cameraViews.ts';
import { FixtureModel, fixtureDefaults, HIGHLIGHT, Paint, type SlotTint } from './fixtures.tsx';
import {
  buildRoomModel,
  type Paint as PiecePaint,
  type Piece,
  type RoomModel,
  type Wall,
  type WallVersion,
  wallVersion,
} from './roomModel.ts';
import * as styles from './roomScene.css.ts';
import {
  acquireTexture,
  loadedTexture,
  releaseTexture,
  subscribeTextures,
  textureCacheVersion,
  textureKey,
  textureStatus,
} from './textureCache.ts';
import { swatchOf } from '../swatch.ts';
import { webglSupport } from './webgl.ts';
import { pickData } from './pickData.ts';

export interface RoomSceneProps {
  plan: FloorPlan;
  /** The product on each slot now (slot names: the plan's surface names and fixture kinds such as 'vanity', 'tub', 'faucet'…); null = nothing chosen. */
  products: Readonly<Record<string, DesignProduct | null>>;
  selectedSlot: string | null;
  onSelectSlot: (slot: string) => void;
  /** Preset camera views. */
  view: RoomView;
  /** Labelled for screen readers: the canvas is decorative for AT users; the page has a text list too. */
  label: string;
}

const FOV = 40;
const WALL = '#f3f0ea';
const CAP = '#6d7077';
const TRIM = '#fbfaf7';
const GLASS = '#cfe4ee';
const POOL = '#a7dde6';
const WATER = '#3aa3d4';

/**
 * Opaque objects drawn in a fixed order: three's own order goes by material id first, and the
 * scene makes a material when a swatch arrives, so the order (and which of two faces meeting
 * at an edge wins its pixels) would follow the order pictures happen to load in. By distance,
 * then by object: the same picture every time.
 */
export function drawOrder(a: RenderItem, b: RenderItem): number {
  return a.groupOrder - b.groupOrder || a.renderOrder - b.renderOrder || a.z - b.z || a.id - b.id;
}

/** Surfaces with nothing chosen: light grey floor, off-white walls, quiet stone and grass. */
const surfaceNeutrals: Readonly<Record<string, string>> = {
  floor: '#d9d8d4',
  walls: WALL,
  backsplash: '#ebe8e1',
  countertop: '#e4e1da',
  'shower-walls': '#eceae6',
  'shower-floor': '#d3d2ce',
  ground: '#cfc9be',
  lawn: '#a6b792',
  coping: '#e1dcd2',
};

const productFixtureKinds: ReadonlySet<string> = new Set(productFixtures);

function surfaceSlotsOf(model: RoomModel): string[] {
  const pieces = [...model.surfaces, ...model.walls.flatMap((wall) => Object.values(wall.versions).flat())];
  return [...new Set(pieces.flatMap((piece) => (piece.paint === 'surface' && piece.slot ? [piece.slot] : [])))];
}

/** The slots a click may pick in a plan: its surfaces, its fixtures that are products, and cabinet hardware. */
export function pickableSlots(plan: FloorPlan): ReadonlySet<string> {
  const slots = new Set<string>(plan.surfaces.map((surface) => surface.surface));
  for (const fixture of plan.fixtures) {
    if (productFixtureKinds.has(fixture.kind)) slots.add(fixture.kind);
    if (fixture.kind === 'base-cabinets' || fixture.kind === 'island') slots.add('hardware');
  }
  return slots;
}

function shownInScene(object: Object3D): boolean {
  for (let node: Object3D | null = object; node; node = node.parent) if (!node.visible) return false;
  return true;
}

/** What a hit object says about picking: its own or its nearest ancestor's `userData`. */
function slotInfo(object: Object3D): { through: boolean; slot: string | null } {
  for (let node: Object3D | null = object; node; node = node.parent) {
    const data = node.userData as { slot?: unknown; pickThrough?: unknown };
    if (data.pickThrough === true) return { through: true, slot: null };
    if ('slot' in data) return { through: false, slot: typeof data.slot === 'string' ? data.slot : null };
  }
  return { through: false, slot: null };
}

/**
 * The slot a pointer picks from the scene's hits, nearest first: the first hit that is drawn
 * (a wall hidden by the cutaway still intersects the ray) and not glass decides, and it picks
 * nothing when it belongs to no slot (a cabinet hides the floor behind it).
 */
export function pickSlot(intersections: readonly Intersection[], pickable: ReadonlySet<string>): string | null {
  for (const { object } of intersections) {
    if (!shownInScene(object)) continue;
    const { through, slot } = slotInfo(object);
    if (through) continue;
    return slot !== null && pickable.has(slot) ? slot : null;
  }
  return null;
}

/** Holds the swatch textures for `keys` (one per line) while mounted; what has loaded, and whether all have settled. */
function useSwatchTextures(keys: string) {
  // A layout effect: the textures are held from the commit that shows them, before any frame draws them.
  useLayoutEffect(() => {
    const held = keys ? keys.split('\n') : [];
    for (const key of held) {
      const colon = key.indexOf(':');
      acquireTexture({ key, spanIn: Number(key.slice(0, colon)), url: key.slice(colon + 1) });
    }
    return () => {
      for (const key of held) releaseTexture(key);
    };
  }, [keys]);
  const version = useSyncExternalStore(subscribeTextures, textureCacheVersion, textureCacheVersion);
  return useMemo(() => {
    const list = keys ? keys.split('\n') : [];
    const textures = new Map(list.map((key) => [key, loadedTexture(key)]));
    const settled = list.every((key) => {
      const status = textureStatus(key);
      return status === 'loaded' || status === 'failed';
    });
    return { textures, settled, version };
  }, [keys, version]);
}

/**
 * The room in 3D at true scale (one unit a foot): the plan's floor and walls with their
 * openings, its fixtures as simple models, each surface in its product's swatch. Click a
 * surface or a fixture to pick its slot. Orbit, zoom and pan with the pointer; `view` puts the
 * camera at a preset. `data-ready="true"` on the wrapper says every swatch for the current
 * products has loaded (or failed, showing its colour) and a frame with them has been drawn.
 */
export function RoomScene({ plan, products, selectedSlot, onSelectSlot, view, label }: RoomSceneProps) {
  const model = useMemo(() => buildRoomModel(plan), [plan]);
  const pickable = useMemo(() => pickableSlots(plan), [plan]);
  const surfaceSlots = useMemo(() => surfaceSlotsOf(model), [model]);
  const swatchKeys = new Map<string, string>();
  for (const slot of surfaceSlots) {
    const product = products[slot];
    const swatch = product ? swatchOf(product) : null;
    if (swatch) swatchKeys.set(slot, textureKey(swatch.url, swatch.spanIn));
  }
  const keys = [...new Set(swatchKeys.values())].sort().join('\n');
  // The swatch each surface last showed stays on it while its next one loads: no flash of plain
  // colour between two products, and one frame drawn when the new one is there.
  const [shown, setShown] = useState<ReadonlyMap<string, string>>(() => new Map());
  const stillLoading = (key: string) => textureStatus(key) === 'loading' || textureStatus(key) === null;
  const fallbacks = new Map<string, string>();
  for (const [slot, key] of swatchKeys) {
    const before = shown.get(slot);
    if (before !== undefined && before !== key && stillLoading(key)) fallbacks.set(slot, before);
  }
  const held = [...new Set([...swatchKeys.values(), ...fallbacks.values()])].sort().join('\n');
  const { textures } = useSwatchTextures(held);
  const settled = [...swatchKeys.values()].every((key) => !stillLoading(key));
  // A swatch that has loaded becomes the one its surface shows (set while rendering, as React
  // advises for state that follows other state: no extra frame with the old one).
  const arrived = [...swatchKeys].filter(([slot, key]) => shown.get(slot) !== key && textures.get(key));
  if (arrived.length > 0) setShown(new Map([...shown, ...arrived]));
  const [hovered, setHovered] = useState<string | null>(null);
  const [quality] = useState(webglSupport);
  const readyToken = settled ? `${plan.slug}\n${keys}` : null;
  const [drawnToken, setDrawnToken] = useState<string | null>(null);

  const glowOf = (slot: string | null) =>
    slot === null ? 0 : slot === selectedSlot ? 0.42 : slot === hovered ? 0.18 : 0;
  const surfaceLook = (slot: string): SurfaceLook => {
    const key = swatchKeys.get(slot);
    const fallback = fallbacks.get(slot);
    const map = key ? (textures.get(key) ?? (fallback ? textures.get(fallback) : null) ?? null) : null;
    const placeholder = products[slot]?.picture?.placeholder;
    return { map, color: map ? '#ffffff' : (placeholder ?? surfaceNeutrals[slot] ?? WALL), glow: glowOf(slot) };
  };
  const tint = (slot: string): SlotTint => ({
    color: products[slot]?.picture?.placeholder ?? fixtureDefaults[slot] ?? '#cccccc',
    glow: glowOf(slot),
  });

  const pointer = usePointerHandlers(pickable, onSelectSlot, setHovered);

  return (
    <div
      className={styles.scene}
      role="img"
      aria-label={label}
      data-ready={readyToken !== null && drawnToken === readyToken ? 'true' : 'false'}
      data-hover={hovered ? 'true' : undefined}
    >
      <Canvas
        frameloop="demand"
        // Drawn in software (no graphics chip: a processor paints every pixel), multisampling
        // and a second pixel per point cost several times a frame; a frame then stays quick.
        dpr={quality === 'software' ? 1 : [1, 2]}
        flat
        gl={{ antialias: quality !== 'software', preserveDrawingBuffer: true }}
        camera={{ fov: FOV, near: 0.1, far: 1000, position: [30, 30, 30] }}
        onCreated={({ gl }) => gl.setOpaqueSort(drawOrder)}
      >
        <color attach="background" args={[styles.sceneBackground]} />
        <hemisphereLight args={['#ffffff', '#d6cfc4', 1.9]} />
        <directionalLight position={[10, 12, 14]} intensity={1.6} color="#fff8ee" />
        <CameraRig plan={plan} view={view} />
        <group {...pointer}>
          <RoomShell plan={plan} model={model} look={surfaceLook} />
          {plan.fixtures.map((fixture, index) => (
            <FixtureModel
              key={`${fixture.kind}-${index}`}
              fixture={fixture}
              plan={plan}
              model={model}
              tint={tint}
              slot={productFixtureKinds.has(fixture.kind) ? fixture.kind : null}
            />
          ))}
        </group>
        <DrawnSignal token={readyToken} onDrawn={setDrawnToken} />
      </Canvas>
    </div>
  );
}

export default RoomScene;

/**
 * The room's pointer handlers, the same functions for the scene's life: @react-three/fiber
 * compares props by reference and draws a new frame of the whole room when a handler changes,
 * so handlers made on each render would cost a frame every time the page around re-renders.
 * They read the latest slots and callback from a ref.
 */
function usePointerHandlers(
  pickable: ReadonlySet<string>,
  onSelectSlot: (slot: string) => void,
  setHovered: (slot: string | null) => void,
) {
  const latest = useRef({ pickable, onSelectSlot, setHovered });
  useLayoutEffect(() => {
    latest.current = { pickable, onSelectSlot, setHovered };
  });
  return useMemo(
    () => ({
      onClick: (event: ThreeEvent<MouseEvent>) => {
        event.stopPropagation();
        // A drag that orbited the camera is no click.
        if (event.delta > 4) return;
        const slot = pickSlot(event.intersections, latest.current.pickable);
        if (slot) latest.current.onSelectSlot(slot);
      },
      onPointerMove: (event: ThreeEvent<PointerEvent>) => {
        event.stopPropagation();
        latest.current.setHovered(pickSlot(event.intersections, latest.current.pickable));
      },
      onPointerOut: (event: ThreeEvent<PointerEvent>) => {
        if (event.intersections.length === 0) latest.current.setHovered(null);
      },
    }),
    [],
  );
}

interface SurfaceLook {
  readonly map: Texture | null;
  readonly color: string;
  readonly glow: number;
}

interface PieceGroup {
  readonly key: string;
  readonly paint: PiecePaint;
  readonly slot: string | null;
  readonly geometry: BufferGeometry;
}

/** Pieces of one paint and slot merged into one geometry: a handful of draw calls for the whole room. */
function mergePieces(pieces: readonly Piece[]): PieceGroup[] {
  const groups = new Map<string, { paint: PiecePaint; slot: string | null; pieces: Piece[] }>();
  for (const piece of pieces) {
    const key = `${piece.paint}:${piece.slot ?? ''}`;
    const group = groups.get(key) ?? { paint: piece.paint, slot: piece.slot, pieces: [] };
    group.pieces.push(piece);
    groups.set(key, group);
  }
  return [...groups].map(([key, group]) => ({
    key,
    paint: group.paint,
    slot: group.slot,
    geometry: blocksGeometry(group.pieces.map((piece) => piece.block)),
  }));
}

const wallVersions: readonly WallVersion[] = ['full', 'cut', 'stub'];

interface ShellGeometry {
  readonly surfaces: readonly PieceGroup[];
  readonly walls: readonly { readonly wall: Wall; readonly versions: Readonly<Record<WallVersion, PieceGroup[]>> }[];
}

/** Floor, walls, countertops and patio: geometry made once per plan, disposed when the plan changes or the scene goes. */
function RoomShell({ plan, model, look }: { plan: FloorPlan; model: RoomModel; look: (slot: string) => SurfaceLook }) {
  const shell = useMemo<ShellGeometry>(
    () => ({
      surfaces: mergePieces(model.surfaces),
      walls: model.walls.map((wall) => ({
        wall: wall.wall,
        versions: {
          full: mergePieces(wall.versions.full),
          cut: mergePieces(wall.versions.cut),
          stub: mergePieces(wall.versions.stub),
        },
      })),
    }),
    [model],
  );
  useEffect(
    () => () => {
      for (const group of [...shell.surfaces, ...shell.walls.flatMap((wall) => Object.values(wall.versions).flat())]) {
        group.geometry.dispose();
      }
    },
    [shell],
  );
  return (
    <>
      {shell.surfaces.map((group) => (
        <PieceMesh key={group.key} group={group} look={look} />
      ))}
      {shell.walls.map((wall) => (
        <CutawayWall key={wall.wall} plan={plan} wall={wall.wall} versions={wall.versions} look={look} />
      ))}
    </>
  );
}

/** A wall in its versions: whole, or cut down while the camera stands outside it (a dollhouse view). */
function CutawayWall({
  plan,
  wall,
  versions,
  look,
}: {
  plan: FloorPlan;
  wall: Wall;
  versions: Readonly<Record<WallVersion, readonly PieceGroup[]>>;
  look: (slot: string) => SurfaceLook;
}) {
  const groups = useRef<Partial<Record<WallVersion, Group | null>>>({});
  useFrame(({ camera }) => {
    const shown = wallVersion(plan, wall, [camera.position.x, camera.position.y, camera.position.z]);
    for (const version of wallVersions) {
      const group = groups.current[version];
      if (group) group.visible = version === shown;
    }
  });
  return (
    <>
      {wallVersions.map((version) => (
        <group
          key={version}
          ref={(group) => {
            groups.current[version] = group;
          }}
          visible={version === 'full'}
        >
          {versions[version].map((group) => (
            <PieceMesh key={group.key} group={group} look={look} />
          ))}
        </group>
      ))}
    </>
  );
}

function PieceMesh({ group, look }: { group: PieceGroup; look: (slot: string) => SurfaceLook }) {
  const { paint, slot, geometry } = group;
  const userData = pickData(slot, paint === 'glass');
  if (paint === 'surface' && slot) {
    const { map, color, glow } = look(slot);
    return (
      <mesh geometry={geometry} userData={userData}>
        {/* A new material when a texture comes or goes: three compiles a material's shader for having a map or not. */}
        <meshLambertMaterial
          key={map ? 'textured' : 'flat'}
          map={map}
          color={color}
          emissive={HIGHLIGHT}
          emissiveIntensity={glow}
        />
      </mesh>
    );
  }
  const colors: Readonly<Record<PiecePaint, string>> = {
    surface: WALL,
    wall: WALL,
    cap: CAP,
    trim: TRIM,
    glass: GLASS,
    pool: POOL,
    water: WATER,
  };
  const opacity = paint === 'glass' ? 0.35 : paint === 'water' ? 0.6 : 1;
  return (
    <mesh geometry={geometry} userData={userData}>
      <Paint color={colors[paint]} opacity={opacity} />
    </mesh>
  );
}

/**
 * The camera and its orbit controls: put at the preset whenever the view (or the plan) changes;
 * orbit, zoom and pan within limits (never under the floor, never far away, the target kept in
 * the room); damped unless the shopper prefers reduced motion. Frames are drawn on demand.
 */
function CameraRig({ plan, view }: { plan: FloorPlan; view: RoomView }) {
  const get = useThree((state) => state.get);
  const invalidate = useThree((state) => state.invalidate);
  const controlsRef = useRef<OrbitControls | null>(null);

  // Layout effects, in this order: the controls exist before the preset below puts them.
  useLayoutEffect(() => {
    const { camera, gl } = get();
    const controls = new OrbitControls(camera, gl.domElement);
    controls.screenSpacePanning = false;
    controls.maxPolarAngle = Math.PI / 2 - 0.03;
    controls.minDistance = 2;
    controls.dampingFactor = 0.12;
    const motion = window.matchMedia('(prefers-reduced-motion: reduce)');
    const applyMotion = () => {
      controls.enableDamping = !motion.matches;
    };
    applyMotion();
    motion.addEventListener('change', applyMotion);
    const onChange = () => {
      // Panning keeps the target over the room (and a margin round it), the camera moving with it.
      const { target } = controls;
      const before = target.clone();
      const { width_ft: width, length_ft: length, ceiling_ft: ceiling } = plan;
      const margin = Math.max(width, length) / 4;
      target.set(
        Math.min(Math.max(target.x, -margin), width + margin),
        Math.min(Math.max(target.y, -2), Math.max(ceiling, 3) + 2),
        Math.min(Math.max(target.z, -length - margin), margin),
      );
      camera.position.add(target.clone().sub(before));
      invalidate();
    };
    controls.addEventListener('change', onChange);
    controlsRef.current = controls;
    return () => {
      controls.removeEventListener('change', onChange);
      motion.removeEventListener('change', applyMotion);
      controls.dispose();
      controlsRef.current = null;
    };
  }, [get, invalidate, plan]);

  useLayoutEffect(() => {
    const controls = controlsRef.current;
    const camera = get().camera as PerspectiveCamera;
    const pose = cameraPose(plan, view, camera.aspect, FOV);
    camera.fov = FOV;
    camera.near = 0.1;
    camera.far = maxOrbitDistance(plan) * 4;
    camera.position.set(...pose.position);
    camera.lookAt(...pose.target);
    camera.updateProjectionMatrix();
    if (controls) {
      controls.target.set(...pose.target);
      controls.maxDistance = maxOrbitDistance(plan);
      controls.update();
    }
    invalidate();
  }, [get, invalidate, plan, view]);

  useFrame(() => {
    // Damping moves the camera on after a drag ends: each update asks for the next frame until it settles.
    const controls = controlsRef.current;
    if (controls?.enableDamping) controls.update();
  });
  return null;
}

/** Reports `token` once a frame drawn after it arrived is on screen. */
function DrawnSignal({ token, onDrawn }: { token: string | null; onDrawn: (token: string) => void }) {
  const invalidate = useThree((state) => state.invalidate);
  const pending = useRef<string | null>(null);
  // A layout effect: set in the same task as the commit, so the frame that commit asked for
  // (a new swatch on a surface) is the one reported, not one more after it.
  useLayoutEffect(() => {
    pending.current = token;
    if (token !== null) invalidate();
  }, [token, invalidate]);
  useFrame(() => {
    const drawn = pending.current;
    if (drawn === null) return;
    pending.current = null;
    // This runs before the frame is drawn: the next animation frame comes after it.
    requestAnimationFrame(() => onDrawn(drawn));
  });
  return null;
}
