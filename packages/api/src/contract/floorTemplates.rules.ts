import { type FixtureKind, type PlanSurface, type RoomGroup, roomGroupLabels, roomGroups } from './floorPlans.rules.ts';

/**
 * The visualizer's templates (SPEC §1: "more than 100 templates"): style presets that
 * dress a room from the active showroom's own catalogue. A template names, for each surface and
 * each fixture a product fills, the categories that fit and the finishes the style prefers; the
 * showroom's products are then chosen by those (`chooseTemplateProducts`), so the same template
 * looks like itself in every showroom, in that showroom's materials.
 */

/** What a template fills: a surface (by area) or a fixture (by count). */
export type TemplateSlotName = PlanSurface | 'hardware' | ProductFixture;

/** The fixtures that are products in a design (the others are drawn, not sold: cabinets, sofa, pool). */
export const productFixtures = [
  'sink',
  'faucet',
  'range',
  'fridge',
  'dishwasher',
  'pendant',
  'vanity',
  'tub',
  'toilet',
  'shower',
  'vanity-light',
  'exhaust-fan',
  'ceiling-fan',
] as const satisfies readonly FixtureKind[];
export type ProductFixture = (typeof productFixtures)[number];

export interface TemplateSlotData {
  readonly slot: TemplateSlotName;
  readonly label: string;
  /** Leaf category names that fit, best first. */
  readonly categories: readonly string[];
  /** Finish words the style prefers here, best first (matched in product names). */
  readonly finishes: readonly string[];
}

export interface FloorTemplateData {
  readonly slug: string;
  readonly name: string;
  /** The style, e.g. 'modern-matte-black'. */
  readonly style: string;
  readonly room_group: RoomGroup;
  readonly description: string;
  readonly slots: readonly TemplateSlotData[];
}

interface Style {
  readonly slug: string;
  readonly name: string;
  readonly description: string;
  /** Finish words for surfaces and ceramics, best first. */
  readonly palette: readonly string[];
  /** Finish words for metal: faucets, hardware, lights, appliances. */
  readonly metal: readonly string[];
}

const styles: readonly Style[] = [
  {
    slug: 'modern-matte-black',
    name: 'Modern matte black',
    description: 'Charcoal and white surfaces with matte black metal.',
    palette: ['charcoal', 'matte black', 'white', 'slate grey'],
    metal: ['matte black'],
  },
  {
    slug: 'warm-oak-farmhouse',
    name: 'Warm oak farmhouse',
    description: 'Warm oak, white and sandstone with champagne bronze.',
    palette: ['warm oak', 'white', 'sandstone', 'limestone'],
    metal: ['champagne bronze', 'brushed nickel'],
  },
  {
    slug: 'coastal-white',
    name: 'Coastal white',
    description: 'White and ash grey, light and airy, with polished chrome.',
    palette: ['white', 'ash grey', 'limestone', 'sandstone'],
    metal: ['polished chrome', 'brushed nickel'],
  },
  {
    slug: 'spa-marble',
    name: 'Spa marble',
    description: 'Carrara marble and white with brushed nickel.',
    palette: ['carrara', 'white', 'limestone', 'ash grey'],
    metal: ['brushed nickel', 'polished chrome'],
  },
  {
    slug: 'smoked-walnut-loft',
    name: 'Smoked walnut loft',
    description: 'Smoked walnut and charcoal with matte black.',
    palette: ['smoked walnut', 'charcoal', 'slate grey'],
    metal: ['matte black'],
  },
  {
    slug: 'industrial-charcoal',
    name: 'Industrial charcoal',
    description: 'Charcoal and slate with stainless steel.',
    palette: ['charcoal', 'slate grey', 'matte black'],
    metal: ['stainless steel', 'matte black'],
  },
  {
    slug: 'scandinavian-ash',
    name: 'Scandinavian ash',
    description: 'Ash grey and white with brushed nickel.',
    palette: ['ash grey', 'white', 'limestone'],
    metal: ['brushed nickel'],
  },
  {
    slug: 'desert-modern',
    name: 'Desert modern',
    description: 'Desert tan and sandstone with champagne bronze.',
    palette: ['desert tan', 'sandstone', 'autumn'],
    metal: ['champagne bronze'],
  },
  {
    slug: 'classic-carrara',
    name: 'Classic Carrara',
    description: 'Carrara and white with polished chrome.',
    palette: ['carrara', 'white', 'grey'],
    metal: ['polished chrome'],
  },
  {
    slug: 'mid-century-walnut',
    name: 'Mid-century walnut',
    description: 'Smoked walnut, warm oak and evergreen with champagne bronze.',
    palette: ['smoked walnut', 'warm oak', 'evergreen'],
    metal: ['champagne bronze'],
  },
  {
    slug: 'transitional-greige',
    name: 'Transitional greige',
    description: 'Ash grey, sandstone and limestone with brushed nickel.',
    palette: ['ash grey', 'sandstone', 'limestone'],
    metal: ['brushed nickel'],
  },
  {
    slug: 'navy-and-brass',
    name: 'Navy and brass',
    description: 'Navy and white with champagne bronze.',
    palette: ['navy', 'white', 'carrara'],
    metal: ['champagne bronze'],
  },
  {
    slug: 'evergreen-retreat',
    name: 'Evergreen retreat',
    description: 'Evergreen, warm oak and limestone.',
    palette: ['evergreen', 'warm oak', 'limestone'],
    metal: ['champagne bronze', 'matte black'],
  },
  {
    slug: 'slate-contemporary',
    name: 'Slate contemporary',
    description: 'Slate grey, charcoal and white with stainless steel.',
    palette: ['slate grey', 'charcoal', 'white'],
    metal: ['stainless steel'],
  },
  {
    slug: 'sandstone-mediterranean',
    name: 'Sandstone Mediterranean',
    description: 'Sandstone, autumn and desert tan with champagne bronze.',
    palette: ['sandstone', 'autumn', 'desert tan'],
    metal: ['champagne bronze'],
  },
  {
    slug: 'limestone-minimal',
    name: 'Limestone minimal',
    description: 'Limestone, white and ash grey with brushed nickel.',
    palette: ['limestone', 'white', 'ash grey'],
    metal: ['brushed nickel'],
  },
  {
    slug: 'bold-copper',
    name: 'Bold copper',
    description: 'Autumn tones and warm oak with copper.',
    palette: ['autumn', 'copper', 'warm oak'],
    metal: ['copper', 'champagne bronze'],
  },
  {
    slug: 'monochrome-grey',
    name: 'Monochrome grey',
    description: 'Greys from ash to charcoal with polished chrome.',
    palette: ['grey', 'slate grey', 'ash grey', 'charcoal'],
    metal: ['polished chrome'],
  },
  {
    slug: 'chef-stainless',
    name: "Chef's stainless",
    description: 'White, grey and Carrara with stainless steel.',
    palette: ['white', 'grey', 'carrara'],
    metal: ['stainless steel'],
  },
  {
    slug: 'rustic-autumn',
    name: 'Rustic autumn',
    description: 'Autumn blend, warm oak and desert tan with matte black.',
    palette: ['autumn', 'warm oak', 'desert tan'],
    metal: ['matte black'],
  },
];

const FLOORS = [
  'Porcelain Tile',
  'Engineered Hardwood',
  'Solid Hardwood',
  'Luxury Vinyl Plank',
  'Waterproof Laminate',
  'Classic Laminate',
  'Ceramic Tile',
  'Luxury Vinyl Tile',
];
const WET_FLOORS = ['Porcelain Tile', 'Ceramic Tile', 'Luxury Vinyl Tile', 'Luxury Vinyl Plank', 'Waterproof Laminate'];

/** The slots of each room group: which categories fit, and whether the style's metal or palette decides. */
const groupSlots: Readonly<
  Record<RoomGroup, readonly { slot: TemplateSlotName; label: string; categories: string[]; metal?: true }[]>
> = {
  kitchen: [
    { slot: 'floor', label: 'Floor', categories: FLOORS },
    { slot: 'backsplash', label: 'Backsplash', categories: ['Subway Tile', 'Mosaic Tile'] },
    { slot: 'countertop', label: 'Countertop', categories: ['Quartz Countertops', 'Granite Countertops'] },
    { slot: 'sink', label: 'Sink', categories: ['Farmhouse Sinks', 'Undermount Sinks'] },
    { slot: 'faucet', label: 'Faucet', categories: ['Pull-Down Faucets', 'Bar Faucets'], metal: true },
    { slot: 'range', label: 'Range', categories: ['Ranges & Ovens'], metal: true },
    { slot: 'fridge', label: 'Refrigerator', categories: ['Refrigerators'], metal: true },
    { slot: 'dishwasher', label: 'Dishwasher', categories: ['Dishwashers'], metal: true },
    { slot: 'pendant', label: 'Pendant lights', categories: ['Pendants', 'Chandeliers'], metal: true },
    { slot: 'hardware', label: 'Cabinet hardware', categories: ['Pulls', 'Knobs'], metal: true },
  ],
  bathroom: [
    { slot: 'floor', label: 'Floor', categories: WET_FLOORS },
    { slot: 'shower-walls', label: 'Shower walls', categories: ['Subway Tile', 'Porcelain Tile', 'Ceramic Tile'] },
    { slot: 'shower-floor', label: 'Shower floor', categories: ['Mosaic Tile', 'Porcelain Tile'] },
    { slot: 'vanity', label: 'Vanity', categories: ['Double Vanities', 'Single Vanities'] },
    { slot: 'tub', label: 'Tub', categories: ['Freestanding Tubs', 'Alcove Tubs'] },
    { slot: 'faucet', label: 'Tub filler', categories: ['Tub Fillers', 'Sink Faucets'], metal: true },
    { slot: 'toilet', label: 'Toilet', categories: ['One-Piece Toilets', 'Two-Piece Toilets'] },
    { slot: 'shower', label: 'Shower system', categories: ['Shower Systems'], metal: true },
    { slot: 'vanity-light', label: 'Vanity light', categories: ['Vanity Lights'], metal: true },
    { slot: 'exhaust-fan', label: 'Exhaust fan', categories: ['Bath Exhaust Fans'], metal: true },
  ],
  powder: [
    { slot: 'floor', label: 'Floor', categories: WET_FLOORS },
    { slot: 'walls', label: 'Accent wall', categories: ['Mosaic Tile', 'Subway Tile', 'Ledger Panels'] },
    { slot: 'vanity', label: 'Vanity', categories: ['Single Vanities'] },
    { slot: 'faucet', label: 'Faucet', categories: ['Sink Faucets'], metal: true },
    { slot: 'toilet', label: 'Toilet', categories: ['One-Piece Toilets', 'Two-Piece Toilets'] },
    { slot: 'vanity-light', label: 'Vanity light', categories: ['Vanity Lights'], metal: true },
  ],
  living: [
    { slot: 'floor', label: 'Floor', categories: FLOORS },
    { slot: 'walls', label: 'Accent wall', categories: ['Ledger Panels'] },
    { slot: 'ceiling-fan', label: 'Ceiling fan', categories: ['Ceiling Fans'], metal: true },
  ],
  laundry: [
    { slot: 'floor', label: 'Floor', categories: WET_FLOORS },
    { slot: 'backsplash', label: 'Backsplash', categories: ['Subway Tile', 'Mosaic Tile'] },
    { slot: 'countertop', label: 'Countertop', categories: ['Quartz Countertops', 'Granite Countertops'] },
    { slot: 'sink', label: 'Utility sink', categories: ['Undermount Sinks'] },
    { slot: 'faucet', label: 'Faucet', categories: ['Bar Faucets', 'Pull-Down Faucets'], metal: true },
  ],
  outdoor: [
    { slot: 'ground', label: 'Patio', categories: ['Pavers'] },
    { slot: 'lawn', label: 'Lawn', categories: ['Landscape Turf', 'Putting Greens'] },
    { slot: 'coping', label: 'Pool coping', categories: ['Bullnose Copings', 'Drop-Face Copings'] },
  ],
};

let catalog: readonly FloorTemplateData[] | null = null;

/** Every template: each style for each room group (120), by group then style. */
export function floorTemplateCatalog(): readonly FloorTemplateData[] {
  catalog ??= roomGroups.flatMap((group) =>
    styles.map((style) => ({
      slug: `${style.slug}-${group}`,
      name: `${style.name} ${roomGroupLabels[group].toLowerCase()}`,
      style: style.slug,
      room_group: group,
      description: style.description,
      slots: groupSlots[group].map(({ slot, label, categories, metal }) => ({
        slot,
        label,
        categories,
        finishes: metal ? [...style.metal, ...style.palette] : [...style.palette, ...style.metal],
      })),
    })),
  );
  return catalog;
}

export function findFloorTemplate(slug: string): FloorTemplateData | undefined {
  return floorTemplateCatalog().find((template) => template.slug === slug);
}

/** A product as the choice needs it: its id, name and leaf category name. */
export interface TemplateCandidate {
  readonly id: number;
  readonly name: string;
  readonly category: string;
}

/**
 * The showroom's product for each of a template's slots (null where the showroom sells nothing
 * that fits): among the products of the slot's categories, the one whose name carries the
 * style's most preferred finish word; a category earlier in the slot's list wins a tie, then the
 * lower id. A slot whose categories the showroom has but no preferred finish still gets one
 * (the showroom's first fitting product): a template always dresses the room it can.
 */
export function chooseTemplateProducts<P extends TemplateCandidate>(
  template: Pick<FloorTemplateData, 'slots'>,
  products: readonly P[],
): Map<TemplateSlotName, P | null> {
  const chosen = new Map<TemplateSlotName, P | null>();
  for (const slot of template.slots) {
    let best: { product: P; score: number } | null = null;
    for (const product of products) {
      const categoryRank = slot.categories.indexOf(product.category);
      if (categoryRank === -1) continue;
      const name = product.name.toLowerCase();
      const finishRank = slot.finishes.findIndex((finish) => name.includes(finish));
      const score = (finishRank === -1 ? slot.finishes.length : finishRank) * 100 + categoryRank;
      if (!best || score < best.score || (score === best.score && product.id < best.product.id)) {
        best = { product, score };
      }
    }
    chosen.set(slot.slot, best?.product ?? null);
  }
  return chosen;
}
