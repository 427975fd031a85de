import type { SKRSContext2D } from '@napi-rs/canvas';
import { type Rgb, css, hex, mix, scale } from '../colour.ts';
import type { ObjectFamily } from '../materialFamilies.ts';
import { type Paints, bodyGradient } from './paints.ts';

/**
 * Objects drawn in inches at their real size, from the middle of their base (y grows
 * downwards, so the object stands on y = 0 and rises into negative y). `bounds` is what the
 * studio frames; `detail` is the point the close-up looks at; `mount` says where the object
 * goes in a room.
 */
export interface DrawnObject {
  bounds: { width: number; height: number };
  detail: { x: number; y: number };
  mount: 'floor' | 'counter' | 'ceiling' | 'wall' | 'door';
  draw(ctx: SKRSContext2D, paints: Paints): void;
}

function roundRect(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}

function cylinder(ctx: SKRSContext2D, paints: Paints, x: number, y: number, w: number, h: number, r = 0.3): void {
  ctx.fillStyle = paints.metal(ctx, x, x + w);
  roundRect(ctx, x, y, w, h, r);
  ctx.fill();
}

function faucet(kind: 'pull-down' | 'bar' | 'sink' | 'tub'): DrawnObject {
  const tall = kind === 'pull-down' ? 16 : kind === 'bar' ? 12 : kind === 'tub' ? 38 : 9;
  const reach = kind === 'tub' ? 9 : kind === 'sink' ? 5 : 8.5;
  return {
    bounds: { width: reach * 2 + 6, height: tall + 3 },
    detail: { x: reach * 0.4, y: -tall * 0.8 },
    mount: kind === 'tub' ? 'floor' : 'counter',
    draw(ctx, paints) {
      // Deck plate, riser, the arched spout and its head, a lever.
      ctx.fillStyle = paints.metal(ctx, -3, 3);
      ctx.beginPath();
      ctx.ellipse(0, -0.3, 3, 0.7, 0, 0, Math.PI * 2);
      ctx.fill();
      const riserTop = kind === 'sink' ? -4 : -tall * 0.55;
      cylinder(ctx, paints, -1.1, riserTop, 2.2, -riserTop, 0.4);
      ctx.lineCap = 'round';
      ctx.lineWidth = kind === 'tub' ? 1.6 : 1.3;
      ctx.strokeStyle = paints.metal(ctx, -1, reach + 1);
      ctx.beginPath();
      ctx.moveTo(0, riserTop + 0.5);
      if (kind === 'sink') ctx.quadraticCurveTo(0, -tall, reach, -tall + 1.2);
      else ctx.bezierCurveTo(0, -tall - 1, reach, -tall - 1.5, reach, -tall * 0.62);
      ctx.stroke();
      if (kind !== 'sink') cylinder(ctx, paints, reach - 0.9, -tall * 0.66, 1.8, 2.8, 0.5);
      ctx.lineWidth = 0.55;
      ctx.strokeStyle = paints.metal(ctx, -4, 0);
      ctx.beginPath();
      ctx.moveTo(-0.9, riserTop + 1.4);
      ctx.lineTo(-3.6, riserTop - 0.8);
      ctx.stroke();
    },
  };
}

function sink(farmhouse: boolean): DrawnObject {
  return {
    bounds: { width: 36, height: farmhouse ? 14 : 22 },
    detail: { x: 0, y: farmhouse ? -7 : -11 },
    mount: 'counter',
    draw(ctx, paints) {
      const surface: Rgb = paints.metalBody || paints.look.metal ? paints.look.base : paints.body;
      if (farmhouse) {
        // The apron front, seen straight on, under a strip of counter.
        ctx.fillStyle = css(hex('#e9e7e2'));
        ctx.fillRect(-18, -14, 36, 1.6);
        ctx.fillStyle = paints.look.metal ? paints.metal(ctx, -16, 16) : bodyGradient(ctx, surface, -16, 16);
        roundRect(ctx, -16, -12.4, 32, 12.4, 0.8);
        ctx.fill();
        ctx.strokeStyle = css(scale(surface, 0.7));
        ctx.lineWidth = 0.2;
        ctx.strokeRect(-16, -12.4, 32, 1.2);
        return;
      }
      // Undermount, from above: the counter, the basin's walls, its floor and the drain.
      ctx.fillStyle = css(hex('#ecebe7'));
      ctx.fillRect(-18, -22, 36, 22);
      const basin = ctx.createLinearGradient(0, -20, 0, -2);
      basin.addColorStop(0, css(scale(surface, 0.55)));
      basin.addColorStop(0.5, css(surface));
      basin.addColorStop(1, css(mix(surface, hex('#ffffff'), 0.3)));
      ctx.fillStyle = basin;
      roundRect(ctx, -15, -19, 30, 16, 2);
      ctx.fill();
      ctx.fillStyle = css(scale(surface, 0.85));
      roundRect(ctx, -12.5, -16.5, 25, 11, 1.5);
      ctx.fill();
      ctx.fillStyle = paints.metal(ctx, -1.5, 1.5);
      ctx.beginPath();
      ctx.arc(0, -11, 1.5, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = css(scale(surface, 0.3));
      ctx.beginPath();
      ctx.arc(0, -11, 0.7, 0, Math.PI * 2);
      ctx.fill();
    },
  };
}

const cabinetColours: Readonly<Record<string, string>> = {
  'matte-black': '#2c2d30',
  'polished-chrome': '#f2f1ed',
  'brushed-nickel': '#7d8790',
  'champagne-bronze': '#2f4560',
  'stainless-steel': '#6b4a34',
};

function vanity(double: boolean): DrawnObject {
  const width = double ? 60 : 30;
  return {
    bounds: { width: width + 4, height: 44 },
    detail: { x: -width / 4, y: -30 },
    mount: 'floor',
    draw(ctx, paints) {
      const colour = hex(cabinetColours[paints.look.id] ?? '#e6e2da');
      ctx.fillStyle = bodyGradient(ctx, colour, -width / 2, width / 2, 0.3);
      ctx.fillRect(-width / 2, -33, width, 29);
      ctx.fillStyle = css(scale(colour, 0.6));
      ctx.fillRect(-width / 2 + 2, -4, width - 4, 4);
      // Doors (two per basin) with shaker frames, a drawer row, and pulls in the finish.
      const doors = double ? 4 : 2;
      const doorWidth = (width - 2) / doors;
      for (let door = 0; door < doors; door += 1) {
        const x = -width / 2 + 1 + door * doorWidth;
        ctx.strokeStyle = css(scale(colour, 0.72));
        ctx.lineWidth = 0.35;
        ctx.strokeRect(x + 0.3, -24, doorWidth - 0.6, 19);
        ctx.strokeRect(x + 2.2, -22, doorWidth - 4.4, 15);
        ctx.fillStyle = paints.metal(ctx, x, x + doorWidth);
        const pullX = door % 2 === 0 ? x + doorWidth - 2 : x + 1.5;
        roundRect(ctx, pullX, -20, 0.5, 6, 0.25);
        ctx.fill();
      }
      ctx.strokeStyle = css(scale(colour, 0.72));
      ctx.strokeRect(-width / 2 + 1, -32, width - 2, 7);
      ctx.fillStyle = paints.metal(ctx, -4, 4);
      roundRect(ctx, -3, -29, 6, 0.6, 0.3);
      ctx.fill();
      // A white quartz top with basin(s) and faucet(s).
      ctx.fillStyle = bodyGradient(ctx, hex('#f1efea'), -width / 2, width / 2, 0.6);
      ctx.fillRect(-width / 2 - 1, -34.5, width + 2, 1.6);
      const basins = double ? [-width / 4, width / 4] : [0];
      for (const x of basins) {
        ctx.fillStyle = paints.metal(ctx, x - 1, x + 1);
        ctx.fillRect(x - 0.6, -40, 1.2, 5.5);
        ctx.lineWidth = 0.9;
        ctx.lineCap = 'round';
        ctx.strokeStyle = paints.metal(ctx, x - 1, x + 4);
        ctx.beginPath();
        ctx.moveTo(x, -39.5);
        ctx.quadraticCurveTo(x, -41.5, x + 3.2, -40.5);
        ctx.stroke();
      }
    },
  };
}

function tub(freestanding: boolean): DrawnObject {
  return {
    bounds: { width: 70, height: freestanding ? 26 : 24 },
    detail: { x: -22, y: -20 },
    mount: 'floor',
    draw(ctx, paints) {
      const exterior = paints.metalBody ? paints.look.base : paints.body;
      if (freestanding) {
        ctx.fillStyle =
          paints.look.metal && paints.metalBody
            ? paints.metal(ctx, -33, 33)
            : bodyGradient(ctx, exterior, -33, 33, 0.8);
        ctx.beginPath();
        ctx.moveTo(-33, -23);
        ctx.bezierCurveTo(-33, -2, -26, 0, -18, 0);
        ctx.lineTo(18, 0);
        ctx.bezierCurveTo(26, 0, 33, -2, 33, -23);
        ctx.closePath();
        ctx.fill();
        // The white interior rim seen over the edge.
        ctx.fillStyle = css(hex('#fbfbf9'));
        ctx.beginPath();
        ctx.ellipse(0, -23, 33, 1.6, 0, 0, Math.PI * 2);
        ctx.fill();
        ctx.strokeStyle = css(scale(exterior, 0.6));
        ctx.lineWidth = 0.25;
        ctx.stroke();
        return;
      }
      ctx.fillStyle = css(hex('#f0efea'));
      ctx.fillRect(-36, -60, 72, 38);
      for (let row = 0; row < 13; row += 1)
        for (let column = 0; column < 13; column += 1) {
          ctx.strokeStyle = css(hex('#d5d3cc'));
          ctx.lineWidth = 0.15;
          ctx.strokeRect(-36 + column * 6 + (row % 2) * 3, -60 + row * 3, 6, 3);
        }
      ctx.fillStyle = bodyGradient(ctx, exterior, -30, 30, 0.7);
      ctx.fillRect(-30, -20, 60, 20);
      ctx.fillStyle = css(mix(exterior, hex('#ffffff'), 0.5));
      ctx.fillRect(-30, -21.5, 60, 1.5);
      ctx.fillStyle = paints.metal(ctx, 22, 26);
      roundRect(ctx, 22, -30, 4, 1.2, 0.6);
      ctx.fill();
    },
  };
}

function shower(door: boolean): DrawnObject {
  return {
    bounds: { width: 40, height: 84 },
    detail: { x: 0, y: door ? -45 : -70 },
    mount: 'floor',
    draw(ctx, paints) {
      if (door) {
        const glass = ctx.createLinearGradient(-16, -80, 16, 0);
        glass.addColorStop(0, 'rgba(205,225,230,0.55)');
        glass.addColorStop(0.45, 'rgba(255,255,255,0.75)');
        glass.addColorStop(0.5, 'rgba(190,215,222,0.45)');
        glass.addColorStop(1, 'rgba(170,200,210,0.5)');
        ctx.fillStyle = glass;
        ctx.fillRect(-16, -78, 32, 76);
        ctx.strokeStyle = paints.metal(ctx, -17, 17);
        ctx.lineWidth = 1.2;
        ctx.strokeRect(-16, -78, 32, 76);
        ctx.fillStyle = paints.metal(ctx, 10, 11.4);
        roundRect(ctx, 10, -52, 1.2, 14, 0.6);
        ctx.fill();
        return;
      }
      // A tiled wall, a rain head on its arm, the valve trim, a hand shower on its bar.
      ctx.fillStyle = css(hex('#e9e8e3'));
      ctx.fillRect(-20, -84, 40, 84);
      ctx.strokeStyle = css(hex('#cfcdc6'));
      ctx.lineWidth = 0.15;
      for (let row = 0; row < 7; row += 1)
        for (let c = 0; c < 4; c += 1) ctx.strokeRect(-20 + c * 12 - (row % 2) * 6, -84 + row * 12, 12, 12);
      cylinder(ctx, paints, -0.5, -80, 1, 5, 0.3);
      ctx.lineWidth = 0.9;
      ctx.strokeStyle = paints.metal(ctx, -1, 9);
      ctx.beginPath();
      ctx.moveTo(0, -75.5);
      ctx.lineTo(8, -75.5);
      ctx.stroke();
      ctx.fillStyle = paints.metal(ctx, 2, 14);
      ctx.beginPath();
      ctx.ellipse(8, -74.5, 6, 1.1, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = paints.metal(ctx, -3.5, 3.5);
      ctx.beginPath();
      ctx.arc(0, -44, 3.5, 0, Math.PI * 2);
      ctx.fill();
      ctx.lineWidth = 0.7;
      ctx.strokeStyle = paints.metal(ctx, 0, 4);
      ctx.beginPath();
      ctx.moveTo(0, -44);
      ctx.lineTo(3.8, -45.5);
      ctx.stroke();
      cylinder(ctx, paints, -12.4, -66, 0.8, 26, 0.4);
      cylinder(ctx, paints, -13.2, -62, 2.4, 8, 0.8);
    },
  };
}

function toilet(onePiece: boolean): DrawnObject {
  return {
    bounds: { width: 30, height: 31 },
    detail: { x: -8, y: -26 },
    mount: 'floor',
    draw(ctx, paints) {
      const china = paints.body;
      const fill = paints.metalBody ? paints.metal(ctx, -14, 14) : bodyGradient(ctx, china, -14, 14, 0.9);
      // Side profile: tank against the wall at the left, bowl and seat to the right.
      ctx.fillStyle = fill;
      roundRect(ctx, -13, onePiece ? -27 : -31, 8.5, onePiece ? 12 : 15, onePiece ? 2.5 : 1);
      ctx.fill();
      ctx.beginPath();
      ctx.moveTo(-9, -16);
      ctx.lineTo(13, -16);
      ctx.bezierCurveTo(13, -9, 9, -6, 4, -5.5);
      ctx.lineTo(3, 0);
      ctx.lineTo(-7, 0);
      ctx.lineTo(-8, -8);
      ctx.closePath();
      ctx.fill();
      if (!onePiece) {
        ctx.fillStyle = css(scale(china, 0.8));
        ctx.fillRect(-12, -17, 7, 1.2);
      }
      ctx.fillStyle = css(mix(china, hex('#ffffff'), 0.2));
      roundRect(ctx, -5, -17.4, 18.5, 1.6, 0.8);
      ctx.fill();
      ctx.fillStyle = css(scale(china, 0.75));
      ctx.fillRect(-5, -15.9, 17, 0.3);
      ctx.fillStyle = paints.metal(ctx, -5, -2);
      roundRect(ctx, -6, onePiece ? -24 : -28.5, 3.4, 0.8, 0.4);
      ctx.fill();
    },
  };
}

function light(kind: 'pendant' | 'chandelier' | 'vanity'): DrawnObject {
  const glow = (ctx: SKRSContext2D, x: number, y: number, r: number) => {
    const halo = ctx.createRadialGradient(x, y, 0, x, y, r);
    halo.addColorStop(0, 'rgba(255,244,214,0.95)');
    halo.addColorStop(0.25, 'rgba(255,226,170,0.55)');
    halo.addColorStop(1, 'rgba(255,220,160,0)');
    ctx.fillStyle = halo;
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fill();
  };
  if (kind === 'vanity')
    return {
      bounds: { width: 30, height: 10 },
      detail: { x: -9, y: -5 },
      mount: 'wall',
      draw(ctx, paints) {
        cylinder(ctx, paints, -14, -8.5, 28, 1.4, 0.7);
        for (const x of [-9, 0, 9]) {
          cylinder(ctx, paints, x - 0.4, -7.5, 0.8, 2, 0.2);
          glow(ctx, x, -2.5, 6);
          ctx.fillStyle = 'rgba(255,250,238,0.9)';
          ctx.beginPath();
          ctx.ellipse(x, -2.5, 2.4, 3, 0, 0, Math.PI * 2);
          ctx.fill();
        }
      },
    };
  if (kind === 'chandelier')
    return {
      bounds: { width: 30, height: 34 },
      detail: { x: -8, y: -14 },
      mount: 'ceiling',
      draw(ctx, paints) {
        cylinder(ctx, paints, -0.3, -34, 0.6, 16, 0.3);
        cylinder(ctx, paints, -1.2, -18, 2.4, 8, 1);
        ctx.lineWidth = 0.55;
        ctx.strokeStyle = paints.metal(ctx, -14, 14);
        for (const x of [-13, -6.5, 6.5, 13]) {
          ctx.beginPath();
          ctx.moveTo(0, -12);
          ctx.quadraticCurveTo(x * 0.8, -4, x, -10);
          ctx.stroke();
          cylinder(ctx, paints, x - 0.8, -11, 1.6, 1, 0.3);
          glow(ctx, x, -13.5, 5);
          ctx.fillStyle = 'rgba(255,248,230,0.95)';
          ctx.beginPath();
          ctx.ellipse(x, -13, 0.7, 1.4, 0, 0, Math.PI * 2);
          ctx.fill();
        }
      },
    };
  return {
    bounds: { width: 20, height: 30 },
    detail: { x: 0, y: -8 },
    mount: 'ceiling',
    draw(ctx, paints) {
      cylinder(ctx, paints, -0.25, -30, 0.5, 18, 0.2);
      glow(ctx, 0, 0, 12);
      ctx.fillStyle = paints.metal(ctx, -8, 8);
      ctx.beginPath();
      ctx.moveTo(-1.5, -12.5);
      ctx.bezierCurveTo(-6, -11, -8, -5, -8.5, -1);
      ctx.lineTo(8.5, -1);
      ctx.bezierCurveTo(8, -5, 6, -11, 1.5, -12.5);
      ctx.closePath();
      ctx.fill();
      ctx.fillStyle = 'rgba(255,246,224,0.95)';
      ctx.beginPath();
      ctx.ellipse(0, -1, 8.2, 1.1, 0, 0, Math.PI * 2);
      ctx.fill();
    },
  };
}

function fan(exhaust: boolean): DrawnObject {
  if (exhaust)
    return {
      bounds: { width: 14, height: 14 },
      detail: { x: 0, y: -7 },
      mount: 'ceiling',
      draw(ctx, paints) {
        ctx.fillStyle = paints.look.metal
          ? paints.metal(ctx, -6.5, 6.5)
          : bodyGradient(ctx, paints.body, -6.5, 6.5, 0.4);
        roundRect(ctx, -6.5, -13.5, 13, 13, 1);
        ctx.fill();
        ctx.fillStyle = 'rgba(0,0,0,0.45)';
        for (let slot = 0; slot < 8; slot += 1) ctx.fillRect(-5, -12 + slot * 1.4, 10, 0.55);
      },
    };
  return {
    bounds: { width: 54, height: 16 },
    detail: { x: 0, y: -8 },
    mount: 'ceiling',
    draw(ctx, paints) {
      cylinder(ctx, paints, -0.5, -16, 1, 7, 0.3);
      const blades = [-1, 1];
      for (const side of blades) {
        const blade = ctx.createLinearGradient(0, -8, side * 26, -7);
        blade.addColorStop(0, css(scale(paints.body, 0.9)));
        blade.addColorStop(1, css(scale(paints.body, 0.7)));
        ctx.fillStyle =
          paints.look.id === 'champagne-bronze' || paints.look.id === 'stainless-steel' ? css(hex('#7a5536')) : blade;
        ctx.beginPath();
        ctx.moveTo(side * 3, -8.6);
        ctx.lineTo(side * 26, -9.3);
        ctx.lineTo(side * 26, -7.3);
        ctx.lineTo(side * 3, -7.2);
        ctx.closePath();
        ctx.fill();
      }
      ctx.fillStyle = paints.metal(ctx, -4.5, 4.5);
      ctx.beginPath();
      ctx.ellipse(0, -7.5, 4.5, 2.6, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = 'rgba(255,246,224,0.9)';
      ctx.beginPath();
      ctx.ellipse(0, -4.6, 2.4, 0.9, 0, 0, Math.PI * 2);
      ctx.fill();
    },
  };
}

function appliance(kind: 'refrigerator' | 'range' | 'dishwasher'): DrawnObject {
  const width = kind === 'refrigerator' ? 36 : kind === 'range' ? 30 : 24;
  const height = kind === 'refrigerator' ? 70 : 36;
  return {
    bounds: { width: width + 4, height: height + (kind === 'range' ? 3 : 0) },
    detail: { x: width * 0.2, y: -height * 0.7 },
    mount: 'floor',
    draw(ctx, paints) {
      const face = paints.metalBody
        ? paints.metal(ctx, -width / 2, width / 2)
        : bodyGradient(ctx, paints.body, -width / 2, width / 2, 0.5);
      const trim =
        paints.look.id === 'champagne-bronze' ||
        paints.look.id === 'polished-chrome' ||
        paints.look.id === 'brushed-nickel';
      const handle = (x: number, y: number, w: number, h: number) => {
        ctx.fillStyle = trim
          ? paints.metal(ctx, x, x + Math.max(w, 2))
          : css(scale(paints.body, paints.metalBody ? 0.85 : 0.7));
        roundRect(ctx, x, y, w, h, Math.min(w, h) / 2);
        ctx.fill();
      };
      ctx.fillStyle = face;
      roundRect(ctx, -width / 2, -height, width, height - 1, 0.8);
      ctx.fill();
      ctx.fillStyle = 'rgba(0,0,0,0.55)';
      ctx.fillRect(-width / 2 + 1, -1, width - 2, 1);
      const seam = (x0: number, y0: number, x1: number, y1: number) => {
        ctx.strokeStyle = 'rgba(0,0,0,0.35)';
        ctx.lineWidth = 0.25;
        ctx.beginPath();
        ctx.moveTo(x0, y0);
        ctx.lineTo(x1, y1);
        ctx.stroke();
      };
      if (kind === 'refrigerator') {
        seam(0, -70, 0, -24);
        seam(-18, -24, 18, -24);
        handle(-2.2, -62, 0.9, 28);
        handle(1.3, -62, 0.9, 28);
        handle(-10, -21, 20, 0.9);
      } else if (kind === 'range') {
        ctx.fillStyle = css(hex('#1d1e20'));
        ctx.fillRect(-width / 2, -height - 1, width, 1.2);
        ctx.fillStyle = css(scale(paints.body, 0.8));
        ctx.fillRect(-width / 2, -height - 3, width, 2);
        for (const x of [-11, -6, 6, 11]) {
          ctx.fillStyle = css(hex('#2a2b2d'));
          ctx.beginPath();
          ctx.arc(x, -height + 2.5, 1, 0, Math.PI * 2);
          ctx.fill();
        }
        ctx.fillStyle = 'rgba(20,20,22,0.85)';
        roundRect(ctx, -11, -26, 22, 13, 1);
        ctx.fill();
        handle(-12, -29, 24, 0.9);
        seam(-15, -6, 15, -6);
      } else {
        seam(-12, -31, 12, -31);
        handle(-8, -29.5, 16, 0.8);
        ctx.fillStyle = 'rgba(0,0,0,0.5)';
        ctx.fillRect(-11, -35, 22, 2.2);
      }
    },
  };
}

function hardware(pull: boolean): DrawnObject {
  return {
    bounds: { width: pull ? 12 : 5, height: pull ? 6 : 5 },
    detail: { x: 0, y: -2.5 },
    mount: 'door',
    draw(ctx, paints) {
      ctx.shadowColor = 'rgba(0,0,0,0.35)';
      ctx.shadowBlur = 0.6;
      ctx.shadowOffsetY = 0.4;
      if (pull) {
        cylinder(ctx, paints, -4.6, -3.4, 0.6, 1.6, 0.3);
        cylinder(ctx, paints, 4, -3.4, 0.6, 1.6, 0.3);
        ctx.fillStyle = paints.metal(ctx, -5, 5);
        roundRect(ctx, -5.5, -3.6, 11, 0.8, 0.4);
        ctx.fill();
      } else {
        const knob = ctx.createRadialGradient(-0.5, -3, 0.1, 0, -2.5, 1.8);
        const look = paints.look;
        knob.addColorStop(0, css(look.light));
        knob.addColorStop(0.5, css(look.base));
        knob.addColorStop(1, css(look.dark));
        ctx.fillStyle = knob;
        ctx.beginPath();
        ctx.arc(0, -2.5, 1.6, 0, Math.PI * 2);
        ctx.fill();
      }
      ctx.shadowColor = 'transparent';
    },
  };
}

/** The drawing for a product of an object family, chosen further by the words of its category. */
export function drawnObjectFor(family: ObjectFamily, text: string): DrawnObject {
  switch (family) {
    case 'faucet':
      return faucet(
        /tub/.test(text) ? 'tub' : /bar/.test(text) ? 'bar' : /sink|bath/.test(text) ? 'sink' : 'pull-down',
      );
    case 'sink':
      return sink(/farmhouse|apron/.test(text));
    case 'vanity':
      return vanity(/double/.test(text));
    case 'tub':
      return tub(!/alcove/.test(text));
    case 'shower':
      return shower(/door/.test(text));
    case 'toilet':
      return toilet(/one-piece|one piece/.test(text));
    case 'light':
      return light(/chandelier/.test(text) ? 'chandelier' : /vanity/.test(text) ? 'vanity' : 'pendant');
    case 'fan':
      return fan(/exhaust/.test(text));
    case 'appliance':
      return appliance(
        /refrigerator|fridge/.test(text) ? 'refrigerator' : /range|oven/.test(text) ? 'range' : 'dishwasher',
      );
    case 'hardware':
      return hardware(/pull|handle/.test(text));
  }
}
