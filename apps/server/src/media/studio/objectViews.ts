import { type SKRSContext2D, createCanvas } from '@napi-rs/canvas';
import { css, hex, scale } from '../colour.ts';
import { finishOf, type FinishLook } from '../finishes.ts';
import type { ObjectFamily } from '../materialFamilies.ts';
import { type PictureSubject, subjectText } from '../pictureSubject.ts';
import type { PictureView } from '../pictureViews.ts';
import { type Raster, fromRgba8, toRgba8 } from '../raster.ts';
import { cameraFor, roomView, rowOf } from '../surfaceViews.ts';
import { surfaceFor } from '../surfaces/surfaces.ts';
import { type DrawnObject, drawnObjectFor } from './objects.ts';
import { paintsFor } from './paints.ts';

const bathFamilies: readonly ObjectFamily[] = ['vanity', 'tub', 'shower', 'toilet'];

/**
 * The studio's backdrop per finish, styled as a catalogue would: chrome on a cool grey, nickel
 * on a warm one, bronze on sand, stainless on neutral, black on pale stone. Metals that differ
 * by a shade (chrome and stainless) must still tell apart on a small card.
 */
const backdrops: Readonly<Record<string, readonly [string, string]>> = {
  'polished-chrome': ['#c9d3dc', '#e6ecf1'],
  'stainless-steel': ['#d6d6d3', '#ecebe8'],
  'brushed-nickel': ['#d8cfc2', '#eee9e1'],
  'champagne-bronze': ['#d9c7ab', '#f0e6d6'],
  'matte-black': ['#e3e1dc', '#f4f3f0'],
};

/** A seamless studio sweep: a wall curving into a lighter floor, lit from the left. */
function studioBackdrop(ctx: SKRSContext2D, width: number, height: number, floorRow: number, look: FinishLook): void {
  const [top, bottom] = backdrops[look.id] ?? ['#d9d7d2', '#ecebe8'];
  const wall = ctx.createLinearGradient(0, 0, 0, floorRow);
  wall.addColorStop(0, top);
  wall.addColorStop(1, bottom);
  ctx.fillStyle = wall;
  ctx.fillRect(0, 0, width, floorRow);
  const floor = ctx.createLinearGradient(0, floorRow, 0, height);
  floor.addColorStop(0, '#efeeeb');
  floor.addColorStop(1, '#f7f6f4');
  ctx.fillStyle = floor;
  ctx.fillRect(0, floorRow, width, height - floorRow);
  const light = ctx.createRadialGradient(width * 0.3, height * 0.3, 0, width * 0.3, height * 0.3, width * 0.8);
  light.addColorStop(0, 'rgba(255,255,255,0.35)');
  light.addColorStop(1, 'rgba(255,255,255,0)');
  ctx.fillStyle = light;
  ctx.fillRect(0, 0, width, height);
}

function contactShadow(ctx: SKRSContext2D, x: number, y: number, halfWidth: number): void {
  const shadow = ctx.createRadialGradient(x, y, 0, x, y, halfWidth);
  shadow.addColorStop(0, 'rgba(0,0,0,0.28)');
  shadow.addColorStop(1, 'rgba(0,0,0,0)');
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(1, 0.12);
  ctx.translate(-x, -y);
  ctx.fillStyle = shadow;
  ctx.beginPath();
  ctx.arc(x, y, halfWidth, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

/** A painted shaker door filling the frame, for cabinet knobs and pulls. */
function cabinetDoor(ctx: SKRSContext2D, width: number, height: number, look: FinishLook): void {
  // A door each finish is sold on: dark hardware on white or cream, light metals on deep paint.
  const doors: Readonly<Record<string, string>> = {
    'matte-black': '#f1efe9',
    'champagne-bronze': '#2f3f55',
    'polished-chrome': '#3f5448',
    'stainless-steel': '#3a3b3e',
    'brushed-nickel': '#e8e2d6',
  };
  const door = hex(doors[look.id] ?? '#f1efe9');
  const gradient = ctx.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, css(scale(door, 1.02)));
  gradient.addColorStop(1, css(scale(door, 0.88)));
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, width, height);
  ctx.strokeStyle = css(scale(door, 0.75));
  ctx.lineWidth = width * 0.012;
  ctx.strokeRect(width * 0.1, height * 0.1, width * 0.8, height * 0.8);
}

function studio(object: DrawnObject, look: FinishLook, width: number, height: number, zoom: number): Raster {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const paints = paintsFor(look);
  const fit = Math.min((width * 0.8) / object.bounds.width, (height * 0.8) / object.bounds.height) * zoom;
  const baseRow = height / 2 + (object.bounds.height * fit) / 2;
  const floorRow =
    object.mount === 'ceiling' || object.mount === 'wall' ? height * 0.92 : zoom > 1 ? height * 1.2 : baseRow;
  if (object.mount === 'door') cabinetDoor(ctx, width, height, look);
  else studioBackdrop(ctx, width, height, Math.min(height, floorRow), look);
  ctx.save();
  // The close-up moves the object's detail point to the middle of the frame.
  const centreX = width / 2 - (zoom > 1 ? object.detail.x * fit : 0);
  const centreY = zoom > 1 ? height / 2 - object.detail.y * fit : baseRow;
  if (object.mount === 'floor' || object.mount === 'counter')
    contactShadow(ctx, centreX, centreY, (object.bounds.width * fit) / 1.8);
  ctx.translate(centreX, centreY);
  ctx.scale(fit, fit);
  object.draw(ctx, paints);
  ctx.restore();
  return fromRgba8(canvas.data(), width, height);
}

function roomFloor(family: ObjectFamily, seed: number) {
  const floorSubject: PictureSubject = {
    id: 0,
    hash: 'room',
    name: bathFamilies.includes(family) ? 'Ash Grey Porcelain Tile' : 'Warm Oak Engineered Plank',
    brand: '',
    category: bathFamilies.includes(family) ? 'Porcelain Tile' : 'Engineered Hardwood',
    topCategory: '',
    widthSize: bathFamilies.includes(family) ? '12 in' : '7 in',
    lengthSize: bathFamilies.includes(family) ? '24 in' : '48 in',
    heightSize: null,
    pattern: 'Straight',
  };
  return surfaceFor(bathFamilies.includes(family) ? 'tile' : 'plank', floorSubject, finishOf(floorSubject), seed);
}

/** The object in a simple lit room: on the floor, on a counter, from the ceiling, on a wall or a door. */
function room(
  family: ObjectFamily,
  object: DrawnObject,
  look: FinishLook,
  width: number,
  height: number,
  seed: number,
): Raster {
  const depth = object.mount === 'wall' ? 150 : object.mount === 'door' ? 70 : 110;
  // Ceiling objects are seen from below their mount; everything else stands (or sits above
  // cabinets that stand) on the floor at `depth`: the horizon is set so that floor line falls
  // near the bottom, and the object is whole, on a floor that takes a third of the picture.
  const eye = 60;
  const { focal } = cameraFor(width, height, eye, 0);
  const tilt = object.mount === 'ceiling' ? 0.42 : 0.92 - (eye * focal) / depth / height;
  const background = roomView(roomFloor(family, seed), width, height, 'object', tilt);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.putImageData(new ImageDataFrom(toRgba8(background), width, height), 0, 0);
  const camera = cameraFor(width, height, eye, tilt);
  const paints = paintsFor(look);
  const perInch = camera.focal / depth;
  const x = width * 0.42;
  const heightOfMount = { floor: 0, counter: 36, ceiling: 96, wall: 80, door: 30 }[object.mount];
  let baseRow = rowOf(camera, camera.eye - heightOfMount, depth);
  if (object.mount === 'counter' || object.mount === 'door' || object.mount === 'wall') {
    // A run of cabinets with a white top: what a faucet, sink, pull or vanity light belongs to.
    const top = rowOf(camera, camera.eye - 36, depth);
    const bottom = rowOf(camera, camera.eye, depth);
    const left = x - 45 * perInch;
    const right = x + 45 * perInch;
    ctx.fillStyle = '#eeece7';
    ctx.fillRect(left - perInch, top - 1.5 * perInch, right - left + 2 * perInch, 1.5 * perInch);
    ctx.fillStyle = css(hex('#4a5a66'));
    ctx.fillRect(left, top, right - left, bottom - top);
    ctx.strokeStyle = 'rgba(0,0,0,0.3)';
    ctx.lineWidth = Math.max(1, perInch * 0.3);
    for (let door = 0; door < 6; door += 1)
      ctx.strokeRect(left + door * 15 * perInch + 2, top + 6 * perInch, 15 * perInch - 4, bottom - top - 10 * perInch);
    if (object.mount === 'counter') baseRow = top - 1.5 * perInch;
    if (object.mount === 'wall') {
      // A mirror under the vanity light.
      ctx.fillStyle = 'rgba(200,214,222,0.9)';
      ctx.fillRect(x - 14 * perInch, rowOf(camera, camera.eye - 76, depth), 28 * perInch, 32 * perInch);
    }
  }
  if (object.mount === 'ceiling') baseRow = rowOf(camera, camera.eye - 96, depth) + object.bounds.height * perInch;
  if (object.mount === 'floor') contactShadow(ctx, x, baseRow, (object.bounds.width * perInch) / 1.7);
  ctx.save();
  ctx.translate(x, object.mount === 'door' ? rowOf(camera, camera.eye - 30, depth) : baseRow);
  ctx.scale(perInch, perInch);
  if (object.mount === 'door') {
    for (const offset of [-37.5, -22.5, -7.5, 7.5, 22.5, 37.5]) {
      ctx.save();
      ctx.translate(offset, 0);
      object.draw(ctx, paints);
      ctx.restore();
    }
  } else object.draw(ctx, paints);
  ctx.restore();
  return fromRgba8(canvas.data(), width, height);
}

/** @napi-rs/canvas's ImageData, built from our bytes (its constructor type wants a Uint8ClampedArray). */
import { ImageData as ImageDataFrom } from '@napi-rs/canvas';

/** Studio pictures of fixtures, lights, fans, appliances and hardware: whole, close, and in a room. */
export function objectView(
  family: ObjectFamily,
  subject: PictureSubject,
  look: FinishLook,
  view: PictureView,
  width: number,
  height: number,
  seed: number,
): Raster {
  const object = drawnObjectFor(family, subjectText(subject));
  if (view === 'room') return room(family, object, look, width, height, seed);
  return studio(object, look, width, height, view === 'closeup' ? 2.4 : 1);
}
