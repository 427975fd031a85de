import {
  chooseTemplateProducts,
  findFloorPlan,
  findFloorTemplate,
  floorPlanCatalog,
  floorPlanRecord,
  floorTemplateCatalog,
  paginate,
  type DesignProduct,
  type FloorTemplate,
  type FloorTemplateData,
  type Product,
} from '../../contract/index.ts';
import { toProductSummary } from '../../demo/catalog.ts';
import { notFound, type MockResolvers } from '../route.ts';
import type { MockState } from '../state.ts';
import { findShowroom } from './catalog.ts';
import { atCustomerPrices, markupIn } from './pricing.ts';

function designProduct(product: Product, markupPercent: number): DesignProduct {
  return {
    ...atCustomerPrices(toProductSummary(product), markupPercent),
    category_name: product.category_name,
    size: product.size,
    min_qty: product.min_qty,
  };
}

/** A template with the showroom's products in its slots (none without a showroom), as the server answers. */
function filled(template: FloorTemplateData, products: readonly Product[], markupPercent: number): FloorTemplate {
  const chosen = chooseTemplateProducts(
    template,
    products.map((product) => ({ id: product.id, name: product.name, category: product.category_name, product })),
  );
  return {
    ...template,
    slots: template.slots.map((slot) => {
      const pick = chosen.get(slot.slot);
      return {
        ...slot,
        categories: [...slot.categories],
        finishes: [...slot.finishes],
        product: pick ? designProduct(pick.product, markupPercent) : null,
      };
    }),
  };
}

/** The products a showroom sells (its categories'), or none when no showroom is named. */
function showroomProducts(state: MockState, showroom: string | undefined): Product[] {
  if (showroom === undefined) return [];
  const shop = findShowroom(state, showroom);
  if (!shop) throw notFound('Shop');
  const offered = new Set<number>();
  for (const top of state.categories) {
    if (!shop.categoryIds.includes(top.id)) continue;
    offered.add(top.id);
    for (const child of top.children) offered.add(child.id);
  }
  return state.products.filter((product) => offered.has(product.category_id));
}

/** Floor plans and templates: the same catalogues the server serves (contract/floorPlans.rules.ts). */
export const visualizerResolvers = {
  listFloorPlans: ({ query }) => {
    const plans = floorPlanCatalog().filter(
      (plan) =>
        (query.room_type === undefined || plan.room_type === query.room_type) &&
        (query.room_group === undefined || plan.room_group === query.room_group),
    );
    return {
      data: paginate(plans.map(floorPlanRecord), {
        page: query.page,
        perPage: query.per_page,
        path: '/api/visualizer/floorplans',
      }),
    };
  },
  getFloorPlan: ({ params }) => {
    const plan = findFloorPlan(params.slug);
    if (!plan) throw notFound('Floor plan');
    return { data: floorPlanRecord(plan) };
  },
  listFloorTemplates: ({ query, state }) => {
    const products = showroomProducts(state, query.showroom);
    const markup = markupIn(state, query.showroom);
    const templates = floorTemplateCatalog().filter(
      (template) => query.room_group === undefined || template.room_group === query.room_group,
    );
    const page = paginate(templates, { page: query.page, perPage: query.per_page, path: '/api/visualizer/templates' });
    return { data: { ...page, data: page.data.map((template) => filled(template, products, markup)) } };
  },
  getFloorTemplate: ({ params, query, state }) => {
    const template = findFloorTemplate(params.slug);
    if (!template) throw notFound('Template');
    return { data: filled(template, showroomProducts(state, query.showroom), markupIn(state, query.showroom)) };
  },
} satisfies Partial<MockResolvers>;
