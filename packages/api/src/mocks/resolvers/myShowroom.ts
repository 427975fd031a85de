import {
  myShowroomMessages,
  showroomPricingProblems,
  validationMessage,
  type MyShowroom,
} from '../../contract/index.ts';
import type { DemoShowroom } from '../../demo/dataset.ts';
import { MockFailure, type MockResolvers } from '../route.ts';
import type { MockState } from '../state.ts';

/**
 * The pro's own showroom and its prices (issue 35), as the reference server answers them: the
 * showroom the signed-in pro owns (contractor@demo.test owns DEMO0001), 404 without one. A new
 * markup prices every mock answer at once (pricing.ts reads the showroom's settings).
 */

function ownShowroomIndex(state: MockState, userId: number): number {
  const index = state.showrooms.findIndex((showroom) => showroom.profile.user_id === userId);
  if (index === -1) throw new MockFailure(404, myShowroomMessages.noShowroom);
  return index;
}

const toMyShowroom = ({ profile, settings }: DemoShowroom): MyShowroom => ({
  profile,
  markup_percent: settings.markup_percent,
  coupon_percent: settings.coupon_percent,
});

export const myShowroomResolvers = {
  getMyShowroom: ({ me, state }) => {
    const showroom = state.showrooms[ownShowroomIndex(state, me().id)]!;
    return { data: toMyShowroom(showroom), message: myShowroomMessages.loaded };
  },
  updateShowroomPricing: ({ me, body, state }) => {
    const index = ownShowroomIndex(state, me().id);
    // The contract's schema has applied the rule already; this keeps the mocks to it on their own.
    const problems = showroomPricingProblems(body);
    if (Object.keys(problems).length > 0) {
      const errors = Object.fromEntries(Object.entries(problems).map(([field, message]) => [field, [message]]));
      throw new MockFailure(422, validationMessage(errors), errors);
    }
    const previous = state.showrooms[index]!;
    const updated: DemoShowroom = {
      ...previous,
      settings: { ...previous.settings, markup_percent: body.markup_percent, coupon_percent: body.coupon_percent },
    };
    state.showrooms[index] = updated;
    return { data: toMyShowroom(updated), message: myShowroomMessages.pricingSaved };
  },
} satisfies Partial<MockResolvers>;
