import {
  findFloorPlan,
  findFloorTemplate,
  floorPlanCatalog,
  floorPlanRecord,
  floorTemplateCatalog,
} from '@showroom/api';
import { fillTemplates } from '../catalog/designProducts.ts';
import type { CatalogLookups } from '../catalog/catalogLookups.ts';
import { notFound } from '../http/errors.ts';
import { pageRecord, pageWindow } from '../http/pagination.ts';
import type { RouteTable } from '../http/routes.ts';
import { pricingOfShop } from '../orders/showroomPrice.ts';
import { catalogMessages } from './catalogRoutes.ts';

export const visualizerMessages = {
  floorPlans: 'Floor plans.',
  floorPlan: 'Floor plan.',
  floorPlanNotFound: 'Floor plan not found.',
  templates: 'Templates.',
  template: 'Template.',
  templateNotFound: 'Template not found.',
} as const;

/** The named showroom and its prices, null without one; an unknown showroom is a 404 (as the home showcase's). */
async function showroomOf(catalog: CatalogLookups, showroom: string | undefined) {
  if (showroom === undefined) return null;
  const shop = await catalog.findShop(showroom);
  if (!shop) throw notFound(catalogMessages.shopNotFound);
  return { shopId: shop.id, pricing: pricingOfShop(shop) };
}

/**
 * The visualizer's floor plans and templates (issue 33). Both catalogues are data of
 * `@showroom/api` (floorPlans.rules.ts, floorTemplates.rules.ts), the same the mocks serve;
 * a template's slots are filled from the named showroom's products by one query.
 */
export const visualizerRoutes: RouteTable = {
  listFloorPlans: {
    async handle({ query }) {
      const plans = floorPlanCatalog().filter(
        (plan) =>
          (query.room_type === undefined || plan.room_type === query.room_type) &&
          (query.room_group === undefined || plan.room_group === query.room_group),
      );
      const window = pageWindow(plans.length, query.page, query.per_page);
      const rows = plans.slice(window.offset, window.offset + window.perPage).map(floorPlanRecord);
      return {
        message: visualizerMessages.floorPlans,
        data: pageRecord(rows, plans.length, window, '/api/visualizer/floorplans'),
      };
    },
  },

  getFloorPlan: {
    async handle({ params }) {
      const plan = findFloorPlan(params.slug);
      if (!plan) throw notFound(visualizerMessages.floorPlanNotFound);
      return { message: visualizerMessages.floorPlan, data: floorPlanRecord(plan) };
    },
  },

  listFloorTemplates: {
    async handle({ query }, { db, catalog, pictures }) {
      const showroom = await showroomOf(catalog, query.showroom);
      const templates = floorTemplateCatalog().filter(
        (template) => query.room_group === undefined || template.room_group === query.room_group,
      );
      const window = pageWindow(templates.length, query.page, query.per_page);
      const page = templates.slice(window.offset, window.offset + window.perPage);
      return {
        message: visualizerMessages.templates,
        data: pageRecord(
          await fillTemplates(db, page, showroom, pictures),
          templates.length,
          window,
          '/api/visualizer/templates',
        ),
      };
    },
  },

  getFloorTemplate: {
    async handle({ params, query }, { db, catalog, pictures }) {
      const template = findFloorTemplate(params.slug);
      if (!template) throw notFound(visualizerMessages.templateNotFound);
      const showroom = await showroomOf(catalog, query.showroom);
      const [filled] = await fillTemplates(db, [template], showroom, pictures);
      if (!filled) throw notFound(visualizerMessages.templateNotFound);
      return { message: visualizerMessages.template, data: filled };
    },
  },
};
