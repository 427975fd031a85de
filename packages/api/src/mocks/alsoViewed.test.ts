import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDemoDataset } from '../demo/dataset.ts';
import { demoTimestamp } from '../demo/time.ts';
import { DEMO_SHOWROOM_IDS } from '../demo/users.ts';
import { createSpiedClient } from '../testing/spiedClient.ts';
import { createDemoHandlers, demoResolvers } from './handlers.ts';
import { createMockState, mockTokenFor, type MockState } from './state.ts';
import { alsoViewedReference } from '../demo/alsoViewedReference.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let state: MockState;
beforeEach(() => {
  state = createMockState();
  server.use(...createDemoHandlers({ state }));
});

const guest = () => createSpiedClient({ getToken: () => null, getAiToken: () => null }).client;
function signedIn(email: string) {
  const user = state.users.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`No demo user ${email}`);
  return { user, client: createSpiedClient({ getToken: () => mockTokenFor(user), getAiToken: () => null }).client };
}

/** The answer the demo world must give, worked out independently (see alsoViewedReference). */
const demo = getDemoDataset();
const {
  expected: expectedAlsoViewed,
  bestSellersOnly,
  coViewedCount,
  ranked,
  viewersOf: peopleWho,
} = alsoViewedReference(demo);

async function alsoViewedIds(body: { product_id: number; showroom?: string }): Promise<number[]> {
  const { data } = await guest().customerAlsoViewed({ body });
  return data.map((product) => product.id);
}

const busiest = [...demo.products].sort((a, b) => peopleWho(b.id).size - peopleWho(a.id).size || a.id - b.id)[0]!.id;

describe('customers also viewed (mocks)', () => {
  it('ranks by the people who viewed both, then by sales, then by id', async () => {
    const shared = ranked(busiest)
      .slice(0, 10)
      .map((candidate) => candidate.shared);
    expect(shared.every((count) => count > 0)).toBe(true);
    expect(new Set(shared).size).toBeGreaterThan(1);
    expect(expectedAlsoViewed(busiest)).not.toEqual(bestSellersOnly(busiest));
    const ids = await alsoViewedIds({ product_id: busiest });
    expect(ids).toEqual(expectedAlsoViewed(busiest));
    expect(ids).not.toContain(busiest);
  });

  it('lists only what the showroom offers, and nothing for an unknown showroom', async () => {
    for (const showroom of ['OAKS2026', 'TILE4YOU']) {
      expect(await alsoViewedIds({ product_id: busiest, showroom }), showroom).toEqual(
        expectedAlsoViewed(busiest, showroom),
      );
    }
    expect(expectedAlsoViewed(busiest, 'TILE4YOU')).not.toEqual(expectedAlsoViewed(busiest));
    expect(await alsoViewedIds({ product_id: busiest, showroom: 'NOPE0000' })).toEqual([]);
  });

  it('fills up to 10 with the best sellers of the top-level category', async () => {
    const product = demo.products.find((candidate) => {
      const count = coViewedCount(candidate.id);
      return count >= 2 && count < 10;
    });
    const id = product?.id ?? 0;
    const ids = await alsoViewedIds({ product_id: id });
    expect(ids).toHaveLength(10);
    expect(ids).toEqual(expectedAlsoViewed(id));
    const unviewed = demo.products.find((candidate) => peopleWho(candidate.id).size === 0)?.id ?? 0;
    expect(await alsoViewedIds({ product_id: unviewed })).toEqual(bestSellersOnly(unviewed));
  });

  it('answers an empty list (200) for an unknown product, as the server does', async () => {
    expect(await alsoViewedIds({ product_id: 999_999 })).toEqual([]);
  });

  it('gives the same ids as the rule for every product, with and without a showroom', () => {
    // Straight through the resolver: 1,400 answers over HTTP would only test MSW.
    const resolve = demoResolvers.customerAlsoViewed;
    for (const product of demo.products) {
      for (const showroom of [undefined, ...DEMO_SHOWROOM_IDS]) {
        const body = showroom ? { product_id: product.id, showroom } : { product_id: product.id };
        const ids = resolve({ body, state } as never).data.map((summary) => summary.id);
        expect(ids, `${product.id} ${showroom ?? ''}`).toEqual(expectedAlsoViewed(product.id, showroom));
      }
    }
  });
});

describe('product views (mocks)', () => {
  it("records a signed-in user's view once a day, and none for a guest", async () => {
    const { user, client } = signedIn('contractor2@demo.test');
    const [first, second] = demo.products.filter((candidate) => peopleWho(candidate.id).size === 0);
    const viewsOf = () => state.productViews.filter((view) => view.user_id === user.id);
    expect(viewsOf()).toEqual([]);

    await guest().getProduct({ query: { pid: String(first?.id) } });
    expect(state.productViews).toHaveLength(demo.productViews.length);

    await client.getProduct({ query: { pid: String(first?.id) } });
    await client.getProduct({ query: { pid: first?.hash ?? '' } });
    expect(viewsOf()).toEqual([
      { product_id: first?.id, user_id: user.id, visitor_key: null, viewed_at: demoTimestamp(0) },
    ]);

    // The recorded views feed the ranking, once two people viewed both products: one
    // person's browsing alone is never shown (MIN_CO_VIEWERS).
    await client.getProduct({ query: { pid: String(second?.id) } });
    expect(await alsoViewedIds({ product_id: first?.id ?? 0 })).toEqual(bestSellersOnly(first?.id ?? 0));
    const another = signedIn('customer2@demo.test').client;
    await another.getProduct({ query: { pid: String(first?.id) } });
    await another.getProduct({ query: { pid: String(second?.id) } });
    const ids = await alsoViewedIds({ product_id: first?.id ?? 0 });
    expect(ids[0]).toBe(second?.id);
    expect(ids).toHaveLength(10);
  });
});
