import type { FloorPlan, FloorTemplate, Paginated, RoomGroup } from '@showroom/api';
import type { CatalogueQuery } from '../product/catalogueQueries.ts';

/**
 * The visualizer's reads (issue 33): plans and templates, through the catalogue's query cache
 * (TanStack Query), so going back to a picker shows it at once.
 */

/** Plans a picker page shows: a room group's (kitchens are 24, the others 6). */
export const PLANS_PER_PAGE = 12;
export const TEMPLATES_PER_PAGE = 20;

export function floorPlansQuery(group: RoomGroup, page: number): CatalogueQuery<Paginated<FloorPlan>> {
  return {
    key: `floorplans:${group}:${page}`,
    failure: 'The floor plans could not be loaded.',
    load: async (api) =>
      (await api.listFloorPlans({ query: { room_group: group, page, per_page: PLANS_PER_PAGE } })).data,
  };
}

/** One plan, or null when there is none by that slug (a link gone stale): the picker then. */
export function floorPlanQuery(slug: string): CatalogueQuery<FloorPlan | null> {
  return {
    key: `floorplan:${slug}`,
    failure: 'The floor plan could not be loaded.',
    load: async (api) => {
      try {
        return (await api.getFloorPlan({ params: { slug } })).data;
      } catch (error) {
        if ((error as { kind?: unknown }).kind === 'not-found') return null;
        throw error;
      }
    },
  };
}

/** A room group's templates, filled from the showroom's catalogue at its prices. */
export function floorTemplatesQuery(group: RoomGroup, showroom: string): CatalogueQuery<Paginated<FloorTemplate>> {
  return {
    key: `templates:${showroom}:${group}`,
    failure: 'The styles could not be loaded.',
    load: async (api) =>
      (await api.listFloorTemplates({ query: { room_group: group, showroom, per_page: TEMPLATES_PER_PAGE } })).data,
  };
}
