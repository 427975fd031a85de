import { priceOrderItem } from '@showroom/machines';
import { describe, expect, it } from 'vitest';
// The mocks' copy of the rule (@showroom/api may not import @showroom/machines); not exported, so read from its file.
import { priceItem } from '../../../../packages/api/src/mocks/resolvers/pricing.ts';

describe('the mocks price orders by the same rule as the server', () => {
  it('agrees with priceOrderItem on every amount', () => {
    for (let base = 0; base <= 250_000; base += 997) {
      for (const qty of [1, 2, 7, 30]) {
        for (const markup of [0, 9.5, 10, 12, 12.5, 15, 33.33]) {
          const rule = priceOrderItem({ baseUnitCents: base, qty, markupPercent: markup });
          expect(priceItem(base, qty, markup), `${base} × ${qty} at ${markup} %`).toEqual({
            finalPriceCents: rule.finalPriceCents,
            contractorMarkupAmtCents: rule.contractorMarkupAmtCents,
            lineTotalCents: rule.lineTotalCents,
            adminProfitInclusiveTaxCents: rule.adminProfitInclusiveTaxCents,
          });
        }
      }
    }
  });
});
