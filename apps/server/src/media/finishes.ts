import { type Rgb, hex, mix } from './colour.ts';
import { seedOf } from './noise.ts';
import { type PictureSubject } from './pictureSubject.ts';

/**
 * A finish as the painters use it: a body colour with its darker and lighter tones, an accent
 * (veins, grain, thatch), whether it reads as metal, and how glossy it is. Each family reads it
 * in its own terms: on a plank `dark` is the grain, on a slab `accent` is the veining, on a
 * faucet the whole look is the metal.
 */
export interface FinishLook {
  /** A stable name for tests and figures, e.g. 'smoked-walnut'. */
  readonly id: string;
  readonly base: Rgb;
  readonly dark: Rgb;
  readonly light: Rgb;
  readonly accent: Rgb;
  readonly metal: boolean;
  /** 0 matte … 1 mirror. */
  readonly gloss: number;
}

function look(id: string, base: string, dark: string, light: string, accent: string, metal: boolean, gloss: number) {
  return { id, base: hex(base), dark: hex(dark), light: hex(light), accent: hex(accent), metal, gloss };
}

/**
 * Named finishes, most specific first. The demo catalogue's fifteen finishes are all here;
 * the general colour and wood words let a new product's name still choose its look.
 */
const knownFinishes: readonly (readonly [RegExp, FinishLook])[] = [
  [/matte black/, look('matte-black', '#2b2b2d', '#121213', '#55565a', '#c9c3b6', false, 0.25)],
  [/polished chrome/, look('polished-chrome', '#c9ced4', '#5f666e', '#ffffff', '#8e969e', true, 1)],
  [/brushed nickel/, look('brushed-nickel', '#aaa69b', '#6c6960', '#dcd8cd', '#8b877c', true, 0.55)],
  [/champagne bronze/, look('champagne-bronze', '#b79a6a', '#6f5634', '#e8d4a6', '#d8b87c', true, 0.6)],
  [/stainless steel/, look('stainless-steel', '#b9bcbe', '#75797c', '#e4e6e7', '#9a9ea1', true, 0.5)],
  [/carrara/, look('carrara-white', '#ecebe7', '#b9b8b5', '#fbfbf9', '#8d8f94', false, 0.6)],
  [/warm oak/, look('warm-oak', '#b98a55', '#7a5330', '#d7ab72', '#8f6238', false, 0.25)],
  [/smoked walnut/, look('smoked-walnut', '#5a4030', '#2f2019', '#7c5a44', '#3c2a20', false, 0.25)],
  [/ash gr[ae]y/, look('ash-grey', '#9e9a93', '#6c6963', '#c3bfb7', '#7f7b74', false, 0.2)],
  [/sandstone/, look('sandstone', '#cdb48e', '#9c8463', '#e4d2b1', '#b09470', false, 0.15)],
  [/charcoal|graphite/, look('charcoal', '#46474a', '#27282a', '#66686b', '#34353a', false, 0.2)],
  [/desert tan/, look('desert-tan', '#c4a57e', '#8d7253', '#ddc4a0', '#a8875f', false, 0.1)],
  [/slate gr[ae]y/, look('slate-grey', '#6e757b', '#454b51', '#959ca2', '#59616a', false, 0.15)],
  [/autumn/, look('autumn-blend', '#a86f48', '#6b4330', '#c99a6a', '#7b6a5e', false, 0.1)],
  [/evergreen/, look('evergreen', '#5d7a57', '#34492f', '#86a17b', '#6f6a4f', false, 0.1)],
  [/limestone/, look('limestone', '#dcd3bf', '#b3a78c', '#efe9db', '#c7bc9f', false, 0.1)],
  [/\bwhite\b/, look('white', '#f1f0ec', '#c9c8c4', '#ffffff', '#b5b7ba', false, 0.6)],
  [/\bgr[ae]y\b/, look('grey', '#8f9194', '#5f6164', '#b8babd', '#76787b', false, 0.3)],
  [/\bnavy\b|\bblue\b/, look('navy', '#2f4560', '#1b2a3c', '#4d6584', '#c7b27c', false, 0.3)],
  [/\bcopper\b/, look('copper', '#b06d45', '#6d3c22', '#e2a47b', '#c98259', true, 0.6)],
];

/**
 * Plain colour words, tried only after every named finish: 'Limestone Putting Green' is
 * limestone, not green, and 'Matte Black' is found before 'black'.
 */
const genericWords: readonly (readonly [RegExp, string])[] = [
  [/\bblack\b/, 'matte-black'],
  [/\bchrome\b/, 'polished-chrome'],
  [/\bnickel\b/, 'brushed-nickel'],
  [/\bbronze\b|\bbrass\b|\bgold\b/, 'champagne-bronze'],
  [/\bstainless\b|\bsteel\b/, 'stainless-steel'],
  [/\bmarble\b/, 'carrara-white'],
  [/\boak\b/, 'warm-oak'],
  [/\bwalnut\b/, 'smoked-walnut'],
  [/\bash\b/, 'ash-grey'],
  [/\bsand\b|\bbeige\b/, 'sandstone'],
  [/\btan\b/, 'desert-tan'],
  [/\bslate\b/, 'slate-grey'],
  [/\bgreen\b|\bsage\b/, 'evergreen'],
  [/\bcream\b|\bivory\b/, 'limestone'],
];

/** The look of a product's finish: from its words, else a muted colour of its own (seeded). */
export function finishOf(subject: PictureSubject): FinishLook {
  const text = subject.name.toLowerCase();
  for (const [pattern, found] of knownFinishes) if (pattern.test(text)) return found;
  for (const [pattern, id] of genericWords) {
    const found = knownFinishes.find(([, candidate]) => candidate.id === id)?.[1];
    if (found && pattern.test(text)) return found;
  }
  // No finish word: a muted, earthy colour chosen by the product itself, so two such products
  // still differ, and the same one never changes.
  const seed = seedOf(`${subject.id}:${subject.name}`);
  const earth: readonly Rgb[] = [hex('#b49a7a'), hex('#8c8f86'), hex('#a3866b'), hex('#c2b8a3'), hex('#7d7165')];
  const base = earth[seed % earth.length] ?? earth[0] ?? hex('#a0a0a0');
  return {
    id: `unnamed-${seed % earth.length}`,
    base,
    dark: mix(base, hex('#000000'), 0.35),
    light: mix(base, hex('#ffffff'), 0.35),
    accent: mix(base, hex('#5a4a3a'), 0.4),
    metal: false,
    gloss: 0.2,
  };
}

/** Every finish the renderer names, for stories, tests and figures. */
export const knownFinishIds: readonly string[] = knownFinishes.map(([, found]) => found.id);
