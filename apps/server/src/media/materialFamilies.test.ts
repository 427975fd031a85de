import { describe, expect, it } from 'vitest';
import { type MaterialFamily, materialFamilyOf } from './materialFamilies.ts';
import { finishOf, knownFinishIds } from './finishes.ts';
import { demoSubjects } from './testSubjects.ts';

/** What each leaf category of the demo catalogue must be pictured as. */
const expected: Readonly<Record<string, MaterialFamily>> = {
  Refrigerators: 'appliance',
  'Ranges & Ovens': 'appliance',
  Dishwashers: 'appliance',
  Knobs: 'hardware',
  Pulls: 'hardware',
  'Quartz Countertops': 'slab',
  'Granite Countertops': 'slab',
  'Pull-Down Faucets': 'faucet',
  'Bar Faucets': 'faucet',
  'Undermount Sinks': 'sink',
  'Farmhouse Sinks': 'sink',
  'Subway Tile': 'subway',
  'Mosaic Tile': 'mosaic',
  'Sink Faucets': 'faucet',
  'Tub Fillers': 'faucet',
  'Single Vanities': 'vanity',
  'Double Vanities': 'vanity',
  'Freestanding Tubs': 'tub',
  'Alcove Tubs': 'tub',
  'Shower Systems': 'shower',
  'Shower Doors': 'shower',
  'One-Piece Toilets': 'toilet',
  'Two-Piece Toilets': 'toilet',
  'Solid Hardwood': 'plank',
  'Engineered Hardwood': 'plank',
  'Waterproof Laminate': 'plank',
  'Classic Laminate': 'plank',
  'Luxury Vinyl Plank': 'plank',
  'Luxury Vinyl Tile': 'tile',
  'Porcelain Tile': 'tile',
  'Ceramic Tile': 'tile',
  'Landscape Turf': 'turf',
  'Putting Greens': 'turf',
  Pavers: 'paver',
  'Retaining Wall Blocks': 'paver',
  'Bullnose Copings': 'coping',
  'Drop-Face Copings': 'coping',
  'Ledger Panels': 'ledger',
  'Corner Pieces': 'ledger',
  'Ceiling Fans': 'fan',
  'Bath Exhaust Fans': 'fan',
  Pendants: 'light',
  Chandeliers: 'light',
  'Vanity Lights': 'light',
};

describe('material families', () => {
  const subjects = demoSubjects();

  it('pictures every seeded product as the family its category calls for', () => {
    const wrong = subjects
      .map((subject) => ({ name: subject.name, category: subject.category, family: materialFamilyOf(subject) }))
      .filter(({ category, family }) => family === null || expected[category] !== family);
    expect(wrong).toEqual([]);
    // Every leaf category is covered, so a new category fails here until it is given a family.
    expect(new Set(subjects.map((subject) => subject.category))).toEqual(new Set(Object.keys(expected)));
  });

  it('reads a named finish from every seeded product name, never the fallback colour', () => {
    const unnamed = subjects.filter((subject) => !knownFinishIds.includes(finishOf(subject).id));
    expect(unnamed.map((subject) => subject.name)).toEqual([]);
  });

  it('prefers a named finish over a colour word of the product noun', () => {
    const putting = subjects.find((subject) => subject.category === 'Putting Greens');
    if (!putting) throw new Error('no putting green in the demo catalogue');
    expect(finishOf({ ...putting, name: 'Arden Limestone Putting Green' }).id).toBe('limestone');
    expect(finishOf({ ...putting, name: 'Arden Putting Green' }).id).toBe('evergreen');
  });
});
