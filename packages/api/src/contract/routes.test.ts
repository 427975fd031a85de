import { describe, expect, it } from 'vitest';
import { endpointNames, endpoints } from './endpoints.ts';
import { endpointRoutes } from './routes.ts';

describe('route table', () => {
  it('names the same endpoints as the contract, in the same order', () => {
    expect(Object.keys(endpointRoutes)).toEqual(endpointNames);
  });

  it.each(endpointNames)('%s: the contract record carries its route unchanged', (name) => {
    const { method, path, auth, successStatus, requires } = endpoints[name];
    const route = endpointRoutes[name];
    expect({ method, path, auth, successStatus, requires }).toEqual({
      method: route.method,
      path: route.path,
      auth: route.auth,
      successStatus: route.successStatus,
      requires: 'requires' in route ? route.requires : undefined,
    });
    // The very same object: the record was built from the route, not restated beside it.
    expect(auth).toBe(route.auth);
  });
});
