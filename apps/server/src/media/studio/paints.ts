import type { SKRSContext2D, CanvasGradient } from '@napi-rs/canvas';
import { type Rgb, css, hex, mix, scale } from '../colour.ts';
import type { FinishLook } from '../finishes.ts';

/**
 * How an object's parts are coloured by its finish: metal parts reflect a studio (bands of
 * light and dark across a cylinder, sharper the glossier), painted or glazed bodies take a
 * colour the finish suggests (a matte black toilet is black; a chrome one is white china).
 */
export interface Paints {
  look: FinishLook;
  /** A horizontal gradient across [x0, x1] that reads as the finish's metal. */
  metal(ctx: SKRSContext2D, x0: number, x1: number): CanvasGradient;
  /** The body colour of china, cabinets and appliances in this finish. */
  body: Rgb;
  /** Whether the body itself is the finish's metal (stainless appliances, a steel sink). */
  metalBody: boolean;
}

const bodies: Readonly<Record<string, string>> = {
  'matte-black': '#29292b',
  'polished-chrome': '#f5f5f3',
  'brushed-nickel': '#8a9096',
  'champagne-bronze': '#ebe3d2',
  'stainless-steel': '#c2c5c7',
  white: '#f4f4f1',
  navy: '#2f4560',
};

export function paintsFor(look: FinishLook): Paints {
  const metalBody = look.id === 'stainless-steel';
  const body = bodies[look.id] !== undefined ? hex(bodies[look.id] ?? '#f4f4f1') : look.base;
  return {
    look,
    body,
    metalBody,
    metal(ctx, x0, x1) {
      const gradient = ctx.createLinearGradient(x0, 0, x1, 0);
      const g = look.metal ? look.gloss : 0.15;
      const stops: readonly (readonly [number, Rgb])[] = look.metal
        ? [
            [0, scale(look.dark, 0.8)],
            [0.18, mix(look.base, look.light, g)],
            [0.32, look.light],
            [0.45, look.base],
            [0.6, mix(look.dark, look.base, 1 - g * 0.6)],
            [0.78, mix(look.base, look.light, 0.5)],
            [1, scale(look.dark, 0.9)],
          ]
        : [
            [0, scale(look.base, 0.7)],
            [0.3, mix(look.base, look.light, 0.6)],
            [0.55, look.base],
            [1, scale(look.base, 0.6)],
          ];
      for (const [offset, colour] of stops) gradient.addColorStop(offset, css(colour));
      return gradient;
    },
  };
}

/** A glossy body gradient (china, enamel, painted doors) across [x0, x1]. */
export function bodyGradient(ctx: SKRSContext2D, colour: Rgb, x0: number, x1: number, gloss = 0.5): CanvasGradient {
  const gradient = ctx.createLinearGradient(x0, 0, x1, 0);
  gradient.addColorStop(0, css(scale(colour, 0.78)));
  gradient.addColorStop(0.3, css(mix(colour, hex('#ffffff'), 0.25 * gloss)));
  gradient.addColorStop(0.6, css(colour));
  gradient.addColorStop(1, css(scale(colour, 0.72)));
  return gradient;
}
