import { type PictureSubject, subjectText } from './pictureSubject.ts';

/**
 * The kinds of picture the renderer knows. Surfaces are painted as a material laid out at its
 * true size; objects are drawn as studio pictures of the thing itself.
 */
export const surfaceFamilies = [
  'tile',
  'subway',
  'mosaic',
  'plank',
  'slab',
  'ledger',
  'paver',
  'turf',
  'coping',
] as const;
export const objectFamilies = [
  'faucet',
  'sink',
  'vanity',
  'tub',
  'shower',
  'toilet',
  'light',
  'fan',
  'appliance',
  'hardware',
] as const;
export type SurfaceFamily = (typeof surfaceFamilies)[number];
export type ObjectFamily = (typeof objectFamilies)[number];
export type MaterialFamily = SurfaceFamily | ObjectFamily;

export function isSurfaceFamily(family: MaterialFamily): family is SurfaceFamily {
  return (surfaceFamilies as readonly string[]).includes(family);
}

/**
 * Recognisers in order: the first whose words appear in the product's name or categories wins.
 * Specific before general: 'subway tile' before 'tile', 'vanity light' before 'vanity',
 * 'sink faucet' before 'sink', 'exhaust fan' and 'fan' before anything with 'bath'.
 */
const recognisers: readonly (readonly [MaterialFamily, RegExp])[] = [
  ['light', /\b(vanity light|pendant|chandelier|sconce|lights?|lighting|lamp)\b/],
  ['fan', /\b(fans?|exhaust)\b/],
  ['faucet', /\b(faucets?|tub filler|spout)\b/],
  ['shower', /\b(showers?|shower door|shower system)\b/],
  ['subway', /\bsubway\b/],
  ['mosaic', /\b(mosaic|penny|hexagon)\b/],
  ['plank', /\b(hardwood|laminate|vinyl plank|plank|engineered|parquet)\b/],
  ['tile', /\b(porcelain|ceramic|tiles?|backsplash)\b/],
  ['slab', /\b(quartz|granite|marble|countertops?|slab|quartzite|soapstone)\b/],
  ['ledger', /\b(ledger|stacked stone|veneer|corner piece)\b/],
  ['coping', /\b(coping|copings|bullnose)\b/],
  ['turf', /\b(turf|putting green|grass)\b/],
  ['paver', /\b(pavers?|hardscaping|wall blocks?|retaining|flagstone|brick)\b/],
  ['sink', /\b(sinks?|basin)\b/],
  ['vanity', /\b(vanity|vanities|vanitys)\b/],
  ['tub', /\b(tubs?|bathtub)\b/],
  ['toilet', /\b(toilets?|bidet)\b/],
  ['appliance', /\b(appliances?|refrigerator|fridge|range|oven|dishwasher|cooktop|microwave|hood)\b/],
  ['hardware', /\b(knobs?|pulls?|handles?|cabinet hardware|hinge)\b/],
];

/** The family a product is pictured as, or null when nothing in its words is recognised. */
export function materialFamilyOf(subject: PictureSubject): MaterialFamily | null {
  // The product's own category speaks first ("Vanity Lights" is a light even though the
  // department is Bath); the whole text only when the category alone says nothing.
  const leaf = `${subject.category} ${subject.name}`.toLowerCase();
  for (const [family, pattern] of recognisers) if (pattern.test(leaf)) return family;
  const all = subjectText(subject);
  for (const [family, pattern] of recognisers) if (pattern.test(all)) return family;
  return null;
}

/** What the renderer draws for an unrecognised product: a plain surface of its finish. */
export const fallbackFamily: MaterialFamily = 'slab';
