import { describe, expect, it } from 'vitest';
import { listRequestFor } from './ordersService.ts';

describe('the orders list request', () => {
  it('asks for every status a customer reads under the chosen name, and a pro’s one status as stored', () => {
    const query = { page: 2, status: 'Shipping', search: '30' } as const;
    expect(listRequestFor(query, 'as a customer reads it')).toEqual({
      page: 2,
      status: ['Picked Up', 'Shipping', 'Shipped'],
      search: '30',
    });
    expect(listRequestFor(query, 'as stored')).toEqual(query);
    expect(listRequestFor({ ...query, status: null }, 'as a customer reads it').status).toBeNull();
    expect(listRequestFor({ ...query, status: 'Cancle' }, 'as a customer reads it').status).toEqual(['Cancle']);
  });
});
