import { describe, expect, it } from 'vitest';
import {
  INSPIRED_DESIGNS_PER_ROOM,
  chooseInspiredDesigns,
  inspiredRoomCategories,
  signatureProductOfEachBrand,
} from './homeShowcase.rules.ts';

interface Item {
  id: number;
  category: string;
}

const items = (category: string, count: number, from: number): Item[] =>
  Array.from({ length: count }, (_, index) => ({ id: from + index, category }));

describe('chooseInspiredDesigns', () => {
  it("takes one product of each of a room's categories, in their order, before a second of any", () => {
    const catalogue = [
      ...items('Hardscaping', 5, 100),
      ...items('Artificial Turf', 5, 200),
      ...items('Pool Copings', 1, 300),
    ];
    const outdoor = chooseInspiredDesigns(catalogue, (item) => item.category)['Landscaping/Outdoor'];
    expect(outdoor.map((item) => item.id)).toEqual([100, 200, 300, 101, 201, 102, 202]);
  });

  it('never shows a product in two rooms: a category two rooms share gives each its own products', () => {
    const catalogue = items('Stacked Stone', 3, 1);
    const chosen = chooseInspiredDesigns(catalogue, (item) => item.category);
    expect(chosen.Bathroom.map((item) => item.id)).toEqual([1, 2, 3]);
    expect(chosen['Living Room']).toEqual([]);
    expect(chosen['Landscaping/Outdoor']).toEqual([]);
  });

  it('stops at 7 a room, and leaves out what no room shows', () => {
    const catalogue = [
      ...inspiredRoomCategories.Kitchen.flatMap((name, index) => items(name, 3, index * 10)),
      ...items('Garden Gnomes', 3, 900),
    ];
    const chosen = chooseInspiredDesigns(catalogue, (item) => item.category);
    expect(chosen.Kitchen).toHaveLength(INSPIRED_DESIGNS_PER_ROOM);
    expect(
      Object.values(chosen)
        .flat()
        .some((item) => item.category === 'Garden Gnomes'),
    ).toBe(false);
  });
});

describe('signatureProductOfEachBrand', () => {
  const chosenIds = (catalogue: { id: number; brand: string; category: string }[]) =>
    signatureProductOfEachBrand(
      catalogue,
      (item) => item.brand,
      (item) => item.category,
    ).map((item) => item.id);

  it('shows each brand by its first product of the category it has most of, brands in order of appearance', () => {
    const catalogue = [
      { id: 1, brand: 'Northfield', category: 'Appliances' },
      { id: 2, brand: 'Casa Verde', category: 'Tile' },
      { id: 3, brand: 'Northfield', category: 'Hardwood' },
      { id: 4, brand: 'Northfield', category: 'Hardwood' },
      { id: 5, brand: 'Casa Verde', category: 'Appliances' },
      { id: 6, brand: 'Bayside', category: 'Faucets' },
    ];
    // Northfield: Hardwood (2) over Appliances (1); Casa Verde: a tie, its first category wins.
    expect(chosenIds(catalogue)).toEqual([3, 2, 6]);
  });

  it('takes a category no earlier brand shows, while the brand has one', () => {
    const catalogue = [
      { id: 1, brand: 'Northfield', category: 'Appliances' },
      { id: 2, brand: 'Northfield', category: 'Appliances' },
      { id: 3, brand: 'Casa Verde', category: 'Appliances' },
      { id: 4, brand: 'Casa Verde', category: 'Appliances' },
      { id: 5, brand: 'Casa Verde', category: 'Tile' },
      { id: 6, brand: 'Bayside', category: 'Appliances' },
    ];
    // Casa Verde has more appliances, but Northfield shows those: its tile it is. Bayside sells
    // nothing else, so it shows an appliance too.
    expect(chosenIds(catalogue)).toEqual([1, 5, 6]);
  });

  it('gives nothing for an empty catalogue', () => {
    expect(chosenIds([])).toEqual([]);
  });
});
