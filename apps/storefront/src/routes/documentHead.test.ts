import { describe, expect, it } from 'vitest';
import { loadRouteDescriptions, routeHead } from './documentHead.ts';
import { routeDescriptions } from './routeDescriptions.ts';

describe('routeHead', () => {
  it('has no description before the descriptions load (the first page keeps its HTML one), then the route’s', async () => {
    const faq = { path: '/faq', title: 'FAQ' };
    expect(routeHead(faq)).toEqual({ title: 'FAQ', description: null });
    await loadRouteDescriptions();
    expect(routeHead(faq)).toEqual({ title: 'FAQ', description: routeDescriptions['/faq'] });
    expect(routeHead({ path: '/no-such-route', title: 'X' }).description).toBeNull();
  });
});
