import { getDemoDataset } from '@showroom/api/demo';
import { describe, expect, it } from 'vitest';
import { brandPartners } from '../../content/brandPartners.ts';
import { homeCategoryNames, inspiredRoomLabels, savings, slugOf } from './homeContent.ts';

describe('home page content', () => {
  it('lists the 21 categories of §2 "Shop by category" in the spec order', () => {
    expect(homeCategoryNames).toHaveLength(21);
    expect(homeCategoryNames[0]).toBe('Appliances');
    expect(homeCategoryNames.indexOf('luxury-flooring')).toBe(homeCategoryNames.indexOf('Lights') + 1);
    expect(homeCategoryNames.at(-1)).toBe('Toilets');
  });

  it('has the four Inspired Designs tabs of §2', () => {
    expect(inspiredRoomLabels).toEqual(['Bathroom', 'Kitchen', 'Living Room', 'Landscaping/Outdoor']);
  });

  it('quotes the §1 savings figures', () => {
    expect(savings.upTo).toBe(60);
    expect(savings.averages).toEqual([
      { room: 'Kitchen', percent: 55 },
      { room: 'Bathroom', percent: 30 },
      { room: 'Outdoor', percent: 40 },
    ]);
  });

  it('names brand partners after the catalogue brands, with generated logos', () => {
    const catalogueBrands = new Set(getDemoDataset().products.map((product) => product.brand));
    expect(brandPartners.length).toBeGreaterThanOrEqual(6);
    for (const brand of brandPartners) {
      expect(catalogueBrands.has(brand.name), brand.name).toBe(true);
      expect(brand.logo).toBe(`/media/logos/${slugOf(brand.name)}.svg`);
    }
  });
});
