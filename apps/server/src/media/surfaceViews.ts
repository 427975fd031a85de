import { fbm } from './noise.ts';
import { type Raster, createRaster, paint } from './raster.ts';
import type { Placement, Surface } from './surfaces/surfaces.ts';

/**
 * The flat views of a surface: looking straight down on it (swatch, close-up) under a soft
 * light from the upper left, with a broad reflection on glossy materials.
 */
export function flatView(surface: Surface, width: number, height: number, span: number, seed: number): Raster {
  const raster = createRaster(width, height);
  const inchesPerPixel = span / width;
  paint(
    raster,
    (px, py, out) => {
      surface.sample(px * inchesPerPixel + 3.1, py * inchesPerPixel + 2.7, out);
      const nx = px / width;
      const ny = py / height;
      const light = 1.04 - 0.12 * (nx * 0.6 + ny * 0.4) - 0.1 * ((nx - 0.5) ** 2 + (ny - 0.5) ** 2);
      const glare = surface.gloss * 0.1 * Math.exp(-((nx - 0.3) ** 2 / 0.05 + (ny - 0.25) ** 2 / 0.03));
      for (let channel = 0; channel < 3; channel += 1) out[channel] = out[channel]! * light + glare;
    },
    inchesPerPixel > 0.06 ? 4 : 1,
  );
  void seed;
  return raster;
}

/** The room's fixed parts, in inches: where the eye is and how far the walls are. */
export interface Camera {
  width: number;
  height: number;
  focal: number;
  horizon: number;
  eye: number;
}

export function cameraFor(width: number, height: number, eye: number, tilt: number): Camera {
  return { width, height, focal: width * 0.85, horizon: height * tilt, eye };
}

/** The point of a horizontal plane `below` inches under the eye seen at a pixel, or null above the horizon. */
function onPlane(camera: Camera, px: number, py: number, below: number): { x: number; z: number } | null {
  const dy = py - camera.horizon;
  if (dy <= 0) return null;
  const z = (below * camera.focal) / dy;
  return { x: ((px - camera.width / 2) * z) / camera.focal, z };
}

/** Screen row of a horizontal line `below` inches under the eye at depth z. */
export function rowOf(camera: Camera, below: number, z: number): number {
  return camera.horizon + (below * camera.focal) / z;
}

function plaster(px: number, py: number, colour: readonly number[], out: number[], light: number): void {
  const grain = 0.985 + fbm(px * 0.05, py * 0.05, 17, 3) * 0.03;
  for (let channel = 0; channel < 3; channel += 1) out[channel] = colour[channel]! * grain * light;
}

/** Honey oak boards for rooms whose subject is not the floor. */
function defaultFloor(x: number, z: number, out: number[]): void {
  const board = Math.floor(x / 5);
  const stagger = ((board * 37) % 11) * 4.3;
  const seam = x - board * 5 < 0.08 || (z + stagger) % 48 < 0.12;
  const grain = fbm(x * 0.4, z * 0.02 + board * 3, 5, 3);
  const tone = 0.88 + ((board * 53) % 7) * 0.03;
  const base = [0.62, 0.45, 0.3];
  for (let channel = 0; channel < 3; channel += 1)
    out[channel] = base[channel]! * tone * (0.8 + grain * 0.35) * (seam ? 0.6 : 1);
}

/**
 * A simple lit room with the material where it belongs: a floor under a window, a kitchen
 * wall above a counter, an island's top, a garden lawn or patio, a pool's edge. One-point
 * perspective; the far floor is sampled four times per pixel so joints do not shimmer.
 */
export function roomView(
  surface: Surface,
  width: number,
  height: number,
  framing: 'material' | 'object' = 'material',
  /** Where the horizon sits, as a share of the height, when the framing's own is not wanted. */
  tilt?: number,
): Raster {
  const raster = createRaster(width, height);
  const outdoor = surface.placement === 'lawn' || surface.placement === 'patio' || surface.placement === 'pool';
  // A floor material fills the lower two thirds; a room for an object keeps a wall behind it.
  const floorPicture = surface.placement === 'floor' && framing === 'material';
  const camera = cameraFor(
    width,
    height,
    surface.placement === 'counter' ? 66 : 60,
    tilt ?? (outdoor ? 0.3 : floorPicture ? 0.16 : surface.placement === 'wall' ? 0.3 : 0.42),
  );
  const backWall = outdoor ? 300 : surface.placement === 'wall' ? 110 : floorPicture ? 330 : 200;
  const wallFloorRow = rowOf(camera, camera.eye, backWall);
  const wallColour = [0.86, 0.84, 0.8];
  const windowLeft = width * 0.56;
  const windowRight = width * 0.84;
  const windowTop = floorPicture ? height * 0.02 : height * 0.08;
  const windowBottom = camera.horizon + ((camera.eye - 30) * camera.focal) / backWall;

  const floorAt = (px: number, py: number, out: number[]): boolean => {
    const point = onPlane(camera, px, py, camera.eye);
    if (!point) return false;
    if (surface.placement === 'floor' || surface.placement === 'lawn' || surface.placement === 'patio')
      surface.sample(point.x + 500, point.z, out);
    else if (surface.placement === 'pool') surface.sample(point.x + 500, point.z - 82, out);
    else defaultFloor(point.x + 500, point.z, out);
    // Light: brighter near the window's patch on the floor, darker along the wall.
    const patchX = (point.x - ((windowLeft - width / 2) * backWall) / camera.focal) / 60;
    const patch = outdoor ? 0 : Math.exp(-((patchX - 0.5) ** 2) * 4 - ((point.z - backWall * 0.6) / 60) ** 2) * 0.25;
    const contact = outdoor ? 1 : 1 - Math.exp(-(backWall - point.z) / 8) * 0.35;
    const fade = 0.85 + 0.15 * Math.min(1, 60 / point.z);
    for (let channel = 0; channel < 3; channel += 1) out[channel] = out[channel]! * (fade + patch) * contact;
    return true;
  };

  paint(
    raster,
    (px, py, out) => {
      if (outdoor) {
        if (py >= wallFloorRow && floorAt(px, py, out)) return;
        // Sky, and a cedar fence (or a hedge behind a pool) at the far edge.
        const fenceTop = rowOf(camera, camera.eye - 72, backWall);
        if (py > fenceTop) {
          if (surface.placement === 'pool') {
            const leaf = fbm(px * 0.05, py * 0.05, 9, 4);
            out[0] = 0.18 + leaf * 0.15;
            out[1] = 0.32 + leaf * 0.2;
            out[2] = 0.15 + leaf * 0.1;
          } else {
            const slat = Math.floor(px / (width / 48));
            const gap = px % (width / 48) < 1.2 ? 0.55 : 1;
            const grain = fbm(px * 0.3, py * 0.02, 3 + slat, 3);
            out[0] = (0.55 + grain * 0.15) * gap;
            out[1] = (0.38 + grain * 0.1) * gap;
            out[2] = (0.26 + grain * 0.06) * gap;
          }
          return;
        }
        const t = py / Math.max(1, fenceTop);
        out[0] = 0.55 + t * 0.3;
        out[1] = 0.72 + t * 0.2;
        out[2] = 0.92 + t * 0.06;
        return;
      }

      if (surface.placement === 'counter') {
        // An island 84 in wide whose top runs from 70 to 106 in away, 36 in off the floor.
        const top = onPlane(camera, px, py, camera.eye - 36);
        const frontRow = rowOf(camera, camera.eye - 36, 70);
        const backRow = rowOf(camera, camera.eye - 36, 106);
        const halfWidthAt = (z: number) => (42 * camera.focal) / z;
        if (top && py >= backRow && py < frontRow && Math.abs(px - width / 2) < halfWidthAt(top.z)) {
          surface.sample(top.x + 200, top.z, out);
          const reflection = 0.12 * Math.exp(-(((px - windowLeft) / width) ** 2) * 20);
          for (let channel = 0; channel < 3; channel += 1) out[channel] = out[channel]! * 0.95 + reflection;
          return;
        }
        const edgeRow = frontRow + (1.5 * camera.focal) / 70;
        if (py >= frontRow && py < edgeRow && Math.abs(px - width / 2) < halfWidthAt(70)) {
          surface.sample(px * 0.1, 300, out);
          for (let channel = 0; channel < 3; channel += 1) out[channel] = out[channel]! * 0.8;
          return;
        }
        const floorRow = rowOf(camera, camera.eye, 70);
        if (py >= edgeRow && py < floorRow && Math.abs(px - width / 2) < halfWidthAt(70)) {
          // Shaker cabinet fronts, soft grey-blue, with door frames.
          const doorWidth = (2 * halfWidthAt(70)) / 4;
          const local = (px - (width / 2 - halfWidthAt(70))) % doorWidth;
          const frame = local < 6 || local > doorWidth - 6 || py - edgeRow < 8 || floorRow - py < 14;
          const shade = 0.75 + 0.1 * (1 - (py - edgeRow) / (floorRow - edgeRow));
          const base = [0.42, 0.5, 0.56];
          for (let channel = 0; channel < 3; channel += 1)
            out[channel] = base[channel]! * shade * (frame ? 1.08 : 0.95);
          return;
        }
      }

      if (surface.placement === 'wall') {
        // A kitchen wall above a counter (36 in) for tile; the whole wall for stone.
        const z = backWall;
        const heightAt = camera.eye - ((py - camera.horizon) * z) / camera.focal;
        const x = ((px - width / 2) * z) / camera.focal;
        const stoneWall = surface.pieceSize?.length === 24 && surface.gloss === 0;
        const counterHeight = stoneWall ? 0 : 36;
        if (heightAt >= counterHeight && heightAt < (stoneWall ? 140 : 84)) {
          surface.sample(x + 200, 120 - heightAt, out);
          const light = 1.05 - Math.abs(px / width - 0.4) * 0.3 - (stoneWall ? (84 - heightAt) * 0.002 : 0);
          for (let channel = 0; channel < 3; channel += 1) out[channel] = out[channel]! * light;
          return;
        }
        if (!stoneWall && heightAt >= 84) {
          // Upper cabinets.
          const base = [0.93, 0.92, 0.89];
          const door = (x + 200) % 18 < 0.5 ? 0.8 : 1;
          for (let channel = 0; channel < 3; channel += 1) out[channel] = base[channel]! * door * 0.92;
          return;
        }
        if (!stoneWall) {
          const counterFrontRow = rowOf(camera, camera.eye - 36, backWall - 25);
          if (py < counterFrontRow) {
            // Quartz counter seen from above.
            const speck = fbm(px * 0.5, py * 0.5, 4, 2);
            out[0] = 0.9 * (0.95 + speck * 0.1);
            out[1] = 0.89 * (0.95 + speck * 0.1);
            out[2] = 0.87 * (0.95 + speck * 0.1);
            return;
          }
          const floorRow = rowOf(camera, camera.eye, backWall - 25);
          if (py < floorRow) {
            const base = [0.3, 0.36, 0.42];
            const door = px % (width / 5) < 4 ? 0.75 : 1;
            for (let channel = 0; channel < 3; channel += 1)
              out[channel] =
                base[channel]! * door * (0.85 + 0.15 * ((py - counterFrontRow) / (floorRow - counterFrontRow)));
            return;
          }
        }
        if (floorAt(px, py, out)) return;
      }

      if (py >= wallFloorRow && floorAt(px, py, out)) return;
      // The back wall, a baseboard, and a bright window.
      const baseboardRow = rowOf(camera, camera.eye - 5, backWall);
      if (py >= baseboardRow) {
        out[0] = 0.93;
        out[1] = 0.93;
        out[2] = 0.91;
        return;
      }
      if (px > windowLeft && px < windowRight && py > windowTop && py < windowBottom && surface.placement !== 'wall') {
        const mullion =
          Math.abs(px - (windowLeft + windowRight) / 2) < 3 || Math.abs(py - (windowTop + windowBottom) / 2) < 3;
        const frame = px < windowLeft + 8 || px > windowRight - 8 || py < windowTop + 8 || py > windowBottom - 8;
        if (mullion || frame) {
          out[0] = 0.95;
          out[1] = 0.95;
          out[2] = 0.94;
        } else {
          const t = (py - windowTop) / (windowBottom - windowTop);
          out[0] = 0.85 + t * 0.1;
          out[1] = 0.92 + t * 0.05;
          out[2] = 1;
        }
        return;
      }
      plaster(px, py, wallColour, out, 1 - Math.abs(px / width - 0.7) * 0.25);
    },
    1,
  );
  // Joints far away shimmer with one sample a pixel: the floor's far half gets four.
  const farRows: [number, number] = [
    Math.floor(wallFloorRow),
    Math.min(height, Math.floor(camera.horizon + (height - camera.horizon) * 0.5)),
  ];
  if (surface.placement !== 'counter' && surface.placement !== 'wall') {
    paint(
      raster,
      (px, py, out) => {
        if (!floorAt(px, py, out)) plaster(px, py, wallColour, out, 1);
      },
      4,
      farRows,
    );
  }
  return raster;
}

export type { Placement };
