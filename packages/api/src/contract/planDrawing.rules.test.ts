import { describe, expect, it } from 'vitest';
import type { PlanOpening } from './floorPlans.rules.ts';
import { doorSwingPath, openingEnds } from './planDrawing.rules.ts';

const plan = { width_ft: 12, length_ft: 14 };
const door = (wall: PlanOpening['wall']): PlanOpening => ({
  kind: 'door',
  wall,
  offset_ft: 3,
  width_ft: 3,
  height_ft: 6.8,
  sill_ft: 0,
});

describe('where an opening sits in its wall', () => {
  it('runs along x on the south and north walls, along y on the west and east, from its offset', () => {
    expect(openingEnds(door('south'), plan)).toEqual([3, 0, 6, 0]);
    expect(openingEnds(door('north'), plan)).toEqual([3, 14, 6, 14]);
    expect(openingEnds(door('west'), plan)).toEqual([0, 3, 0, 6]);
    expect(openingEnds(door('east'), plan)).toEqual([12, 3, 12, 6]);
  });
});

describe("a door's swing", () => {
  it('swings into the room: up the page from the south wall, down from the north', () => {
    expect(doorSwingPath('south', [3, 14, 6, 14], 3)).toBe('M3 14 L3 11 A3 3 0 0 1 6 14');
    expect(doorSwingPath('north', [3, 0, 6, 0], 3)).toBe('M3 0 L3 3 A3 3 0 0 0 6 0');
  });

  it('swings right from the west wall and left from the east', () => {
    expect(doorSwingPath('west', [0, 11, 0, 8], 3)).toBe('M0 11 L3 11 A3 3 0 0 1 0 8');
    expect(doorSwingPath('east', [12, 11, 12, 8], 3)).toBe('M12 11 L9 11 A3 3 0 0 0 12 8');
  });
});
