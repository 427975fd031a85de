import { customerStatusLabel, orderItemStatuses } from '@showroom/domain';
import { describe, expect, it } from 'vitest';
import { customerStatusNames, statusMeanings } from './yourOrdersStatuses.ts';

describe('/your_orders: what each status means', () => {
  it('explains every name a customer can read, once, and nothing else', () => {
    expect(new Set(customerStatusNames)).toEqual(new Set(orderItemStatuses.map(customerStatusLabel)));
    expect(Object.keys(statusMeanings).sort()).toEqual([...customerStatusNames].sort());
    expect(customerStatusNames).not.toContain('Cancle');
    expect(customerStatusNames).not.toContain('Accept to Pick Up');
  });
});
