import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  filterBody,
  filterKey,
  filtersFromSearch,
  NO_FILTERS,
  priceRangeError,
  searchWithFilters,
} from './listingFilters.ts';

describe('listing filters in the address', () => {
  it('reads sort, brands, prices and stock, and round-trips them', () => {
    const search = new URLSearchParams('sort=price_desc&brand=Daltile&brand=Monroe&min=10&max=49.5&stock=1&page=3');
    const filters = filtersFromSearch(search);
    expect(filters).toEqual({
      sort: 'price_desc',
      brands: ['Daltile', 'Monroe'],
      minPrice: 10,
      maxPrice: 49.5,
      inStock: true,
    });
    expect(filtersFromSearch(searchWithFilters(search, filters))).toEqual(filters);
  });

  it('leaves out what the address cannot mean', () => {
    const filters = filtersFromSearch(new URLSearchParams('sort=cheapest&brand=&brand=%20&min=abc&max=-3&stock=yes'));
    expect(filters).toEqual(NO_FILTERS);
    expect(filtersFromSearch(new URLSearchParams('max=99999999')).maxPrice).toBeNull();
    expect(filtersFromSearch(new URLSearchParams('brand=A&brand=A')).brands).toEqual(['A']);
  });

  it('drops the page and keeps other parameters when the filters change', () => {
    const next = searchWithFilters(new URLSearchParams('page=4&ref=mail'), { ...NO_FILTERS, inStock: true });
    expect(next.toString()).toBe('ref=mail&stock=1');
  });

  it('counts the filters, not the sort', () => {
    expect(activeFilterCount({ ...NO_FILTERS, sort: 'newest' })).toBe(0);
    expect(
      activeFilterCount({ sort: 'featured', brands: ['A', 'B'], minPrice: 5, maxPrice: null, inStock: true }),
    ).toBe(4);
  });

  it('sends only what is set, so the plain list stays the fast one', () => {
    expect(filterBody(NO_FILTERS)).toEqual({});
    expect(filterBody({ sort: 'name_asc', brands: ['A'], minPrice: 0, maxPrice: 10, inStock: true })).toEqual({
      sort: 'name_asc',
      brand: ['A'],
      min_price: 0,
      max_price: 10,
      in_stock: true,
    });
    expect(filterKey(NO_FILTERS)).toBe('');
  });

  it('explains a price range it cannot apply', () => {
    expect(priceRangeError('', '')).toBeNull();
    expect(priceRangeError('10', '10')).toBeNull();
    expect(priceRangeError('20', '10')).toBe('The minimum price must not be more than the maximum price.');
    expect(priceRangeError('.', '')).toBe('Enter prices as numbers, like 25 or 19.99.');
    expect(priceRangeError('2000000', '')).toBe('Enter prices up to $1,000,000.');
  });
});
