import { describe, expect, it } from 'vitest';
import { ApiHttpError } from '../client/index.ts';
import { myShowroomMessages, showroomPricingProblems } from '../contract/index.ts';
import { useDemoMockServer } from '../testing/demoMockServer.ts';

/**
 * The pro's showroom and its prices (issue 35), answered as the reference server answers them:
 * contractor@demo.test owns DEMO0001 (12 %, coupon 5 %); a new markup prices the mocks at once.
 */

const world = useDemoMockServer();
const { clientAs } = world;

async function failureOf(call: Promise<unknown>): Promise<ApiHttpError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiHttpError)) throw new Error(`expected an HTTP error, got ${String(error)}`);
  return error;
}

describe("the pro's showroom (mocks)", () => {
  it("gives the contractor DEMO0001's profile, markup and coupon", async () => {
    const { data, message } = await clientAs('contractor@demo.test').getMyShowroom({});
    expect(message).toBe(myShowroomMessages.loaded);
    expect(data.profile.vsd_id).toBe('DEMO0001');
    expect(data).toMatchObject({ markup_percent: 12, coupon_percent: 5 });
  });

  it('prices the catalogue at the new markup on the very next request', async () => {
    const product = world.state.products[0]!;
    const priceIn = async () =>
      (await clientAs(null).getProduct({ query: { pid: String(product.id), showroom: 'DEMO0001' } })).data.price;
    const before = await priceIn();
    const { data, message } = await clientAs('contractor@demo.test').updateShowroomPricing({
      body: { markup_percent: 25, coupon_percent: null },
    });
    expect(message).toBe("Your showroom's prices are updated.");
    expect(data).toMatchObject({ markup_percent: 25, coupon_percent: null });
    const cents = Math.round(product.price * 100);
    expect(await priceIn()).toBe((cents + Math.floor((cents * 2500 + 5000) / 10_000)) / 100);
    expect(await priceIn()).not.toBe(before);
    expect((await clientAs('contractor@demo.test').getMyShowroom({})).data.markup_percent).toBe(25);
  });

  it("refuses what the rule refuses, with the rule's messages, and changes nothing", async () => {
    const client = clientAs('contractor@demo.test');
    for (const body of [
      { markup_percent: 8, coupon_percent: null },
      { markup_percent: 101, coupon_percent: null },
      { markup_percent: 12.345, coupon_percent: null },
      { markup_percent: 12, coupon_percent: 15 },
      { markup_percent: 12, coupon_percent: -1 },
      { markup_percent: 12, coupon_percent: 1.005 },
    ]) {
      const error = await failureOf(client.updateShowroomPricing({ body }));
      expect(error.status).toBe(422);
      const expected = Object.fromEntries(Object.entries(showroomPricingProblems(body)).map(([f, m]) => [f, [m]]));
      expect(Object.keys(expected).length).toBe(1);
      expect(error.body).toMatchObject({ errors: expected });
    }
    const coupon = await failureOf(client.updateShowroomPricing({ body: { markup_percent: 12, coupon_percent: 15 } }));
    expect(coupon.body).toMatchObject({ errors: { coupon_percent: ['The coupon cannot exceed the markup.'] } });
    const missing = await failureOf(
      client.updateShowroomPricing({
        body: { coupon_percent: null } as unknown as { markup_percent: number; coupon_percent: null },
      }),
    );
    expect(missing.body).toMatchObject({ errors: { markup_percent: ['Enter the markup as a number.'] } });
    expect((await client.getMyShowroom({})).data).toMatchObject({ markup_percent: 12, coupon_percent: 5 });
  });

  it('answers 404 to a pro without a showroom, 403 to other types and 401 to nobody', async () => {
    const designer = world.state.users.find((user) => user.type === 'Designer')!;
    world.state.showrooms = world.state.showrooms.filter((showroom) => showroom.profile.user_id !== designer.id);
    const noShop = await failureOf(clientAs(designer.email).getMyShowroom({}));
    expect(noShop.status).toBe(404);
    expect(noShop.body).toMatchObject({ message: 'You have no showroom yet.' });
    expect((await failureOf(clientAs('vendor@demo.test').getMyShowroom({}))).status).toBe(403);
    expect((await failureOf(clientAs('customer@demo.test').getMyShowroom({}))).status).toBe(403);
    expect((await failureOf(clientAs(null).getMyShowroom({}))).status).toBe(401);
  });
});
