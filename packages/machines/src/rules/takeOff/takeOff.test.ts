import { describe, expect, it } from 'vitest';
import { boxesForArea } from '../boxCoverage/boxCoverage.rules.ts';
import {
  fixtureCount,
  pieceSqft,
  sizeInInches,
  takeOff,
  type TakeOffPlan,
  type TakeOffProduct,
} from './takeOff.rules.ts';

const tile: TakeOffProduct = {
  id: 1,
  name: 'Charcoal Porcelain Tile',
  price: 54.99,
  uom: 'Box',
  box_sqft: 15.5,
  min_qty: 1,
  size: { width_size: '12 in', length_size: '24 in' },
};
const paver: TakeOffProduct = {
  id: 2,
  name: 'Autumn Blend Paver',
  price: 3.25,
  uom: 'Piece',
  box_sqft: null,
  min_qty: 20,
  size: { width_size: '16 in', length_size: '16 in' },
};
const slab: TakeOffProduct = { id: 3, name: 'Carrara Quartz', price: 1200, uom: 'Piece', box_sqft: null, min_qty: 1 };
const faucet: TakeOffProduct = {
  id: 4,
  name: 'Matte Black Faucet',
  price: 219.5,
  uom: 'Piece',
  box_sqft: null,
  min_qty: 1,
};
const pull: TakeOffProduct = { id: 5, name: 'Matte Black Pull', price: 6.4, uom: 'Piece', box_sqft: null, min_qty: 1 };

const kitchen: TakeOffPlan = {
  surfaces: [
    { surface: 'floor', area_sqft: 141.5 },
    { surface: 'countertop', area_sqft: 30.21 },
  ],
  fixtures: [
    { kind: 'base-cabinets', width_ft: 9, depth_ft: 2, rotation: 0 },
    { kind: 'base-cabinets', width_ft: 2, depth_ft: 7.5, rotation: 270 },
    { kind: 'faucet', width_ft: 0.5, depth_ft: 0.4, rotation: 0 },
    { kind: 'sink', width_ft: 2.5, depth_ft: 1.6, rotation: 0 },
  ],
};

describe('take-off', () => {
  it('reads sizes in inches, feet and millimetres, and a piece’s coverage from its size', () => {
    expect(sizeInInches('12 in')).toBe(12);
    expect(sizeInInches('2 ft')).toBe(24);
    expect(sizeInInches('600 mm')).toBeCloseTo(23.62, 2);
    expect(sizeInInches('12 x 24')).toBeNull();
    expect(sizeInInches('3.5"')).toBe(3.5);
    expect(sizeInInches("2'")).toBe(24);
    expect(sizeInInches('30.48 cm')).toBeCloseTo(12, 6);
    expect(sizeInInches('12')).toBe(12);
    expect(sizeInInches('0 in')).toBeNull();
    expect(sizeInInches(null)).toBeNull();
    expect(pieceSqft(tile)).toBe(2);
    expect(pieceSqft(slab)).toBeNull();
  });

  it('turns a surface into whole boxes by the product page’s coverage rule, and counts the tiles in them', () => {
    const result = takeOff(kitchen, [{ slot: 'floor', label: 'Floor', product: tile }], 10);
    const [line] = result.lines;
    // 141.5 sq ft + 10 % = 155.65 sq ft; boxes of 15.5 sq ft: 10.04… → 11.
    expect(line).toMatchObject({ qty: 11, unit: 'box', areaSqft: 155.65, pieces: 85 });
    expect(line?.qty).toBe(boxesForArea(141.5, 10, 15.5, 1));
    expect(line?.amount).toBe(604.89);
    expect(result.total).toBe(604.89);
  });

  it('does not count the pieces in a box when the product’s size does not say', () => {
    const unsized = { ...tile, size: null };
    expect(takeOff(kitchen, [{ slot: 'floor', label: 'Floor', product: unsized }], 10).lines[0]).toMatchObject({
      qty: 11,
      pieces: null,
    });
  });

  it('counts a product sold by the piece in pieces of its size, at least its minimum', () => {
    const patio: TakeOffPlan = { surfaces: [{ surface: 'ground', area_sqft: 40 }], fixtures: [] };
    // 40 sq ft + 5 % = 42 sq ft; a 16 × 16 in paver covers 1.78 sq ft: 23.6… → 24 pieces.
    expect(takeOff(patio, [{ slot: 'ground', label: 'Patio', product: paver }], 5).lines[0]).toMatchObject({
      qty: 24,
      unit: 'piece',
      pieces: 24,
      amount: 78,
    });
    const small: TakeOffPlan = { surfaces: [{ surface: 'ground', area_sqft: 10 }], fixtures: [] };
    expect(takeOff(small, [{ slot: 'ground', label: 'Patio', product: paver }], 5).lines[0]?.qty).toBe(20);
  });

  it('takes the minimum of a piece product whose size does not say what it covers', () => {
    const line = takeOff(kitchen, [{ slot: 'countertop', label: 'Countertop', product: slab }]).lines[0];
    expect(line).toMatchObject({ qty: 1, unit: 'piece', pieces: null, amount: 1200 });
  });

  it('counts fixtures one each, and cabinet hardware one per 18 in of cabinet run', () => {
    expect(fixtureCount(kitchen, 'faucet')).toBe(1);
    expect(fixtureCount(kitchen, 'pendant')).toBe(0);
    // 9 ft facing south plus 7.5 ft facing east: 16.5 ft of doors, 11 of them.
    expect(fixtureCount(kitchen, 'hardware')).toBe(11);
    const result = takeOff(kitchen, [
      { slot: 'faucet', label: 'Faucet', product: faucet },
      { slot: 'hardware', label: 'Cabinet hardware', product: pull },
    ]);
    expect(result.lines.map((line) => [line.slot, line.qty, line.amount])).toEqual([
      ['faucet', 1, 219.5],
      ['hardware', 11, 70.4],
    ]);
    expect(result.total).toBe(289.9);
  });

  it('leaves out what the plan does not use, and names the used slots that have no product', () => {
    const result = takeOff(kitchen, [
      { slot: 'pendant', label: 'Pendant lights', product: faucet },
      { slot: 'backsplash', label: 'Backsplash', product: tile },
      { slot: 'sink', label: 'Sink', product: null },
      { slot: 'floor', label: 'Floor', product: tile },
    ]);
    expect(result.lines.map((line) => line.slot)).toEqual(['floor']);
    expect(result.unfilled).toEqual(['sink']);
  });

  it('adds the lines in cents, so a total never carries a binary fraction', () => {
    const cheap: TakeOffProduct = { ...faucet, price: 0.1 };
    const plan: TakeOffPlan = {
      surfaces: [],
      fixtures: Array.from({ length: 3 }, () => ({ kind: 'faucet', width_ft: 1, depth_ft: 1, rotation: 0 })),
    };
    expect(takeOff(plan, [{ slot: 'faucet', label: 'Faucet', product: cheap }]).total).toBe(0.3);
  });
});
