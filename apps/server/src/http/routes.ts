import {
  type EndpointBody,
  type EndpointData,
  type EndpointName,
  type EndpointParsedParams,
  type EndpointParsedQuery,
  endpoints,
  toColonPath,
  unmetRequirement,
} from '@showroom/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { type Caller, authorize } from './authorize.ts';
import { validationError } from './errors.ts';
import { parsePart } from './validation.ts';

export interface RouteInput<Name extends EndpointName> {
  params: EndpointParsedParams<Name>;
  query: EndpointParsedQuery<Name>;
  body: EndpointBody<Name>;
  /** Who is calling, as far as the endpoint's `auth` required it to be checked. */
  caller: Caller;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteResult<Name extends EndpointName> {
  data: EndpointData<Name>;
  message: string;
}

export interface RouteImplementation<Name extends EndpointName> {
  handle(input: RouteInput<Name>, context: AppContext): Promise<RouteResult<Name>>;
  /** Login, one-time code and registration: limited per client address (issue 6). */
  rateLimited?: boolean;
  /**
   * Public endpoints only: read the bearer token when one is sent, so `caller` is the signed-in
   * account (an invalid token means anonymous, never a 401). Costs a token lookup a request.
   */
  identifiesCaller?: boolean;
}

/** The server's implementation of a part of the contract, keyed by endpoint name. */
export type RouteTable = { readonly [Name in EndpointName]?: RouteImplementation<Name> };

/**
 * Mounts the implemented endpoints from the contract's table: method, path and who may call
 * come from `@showroom/api`, so the server cannot drift from the contract. Every request part
 * is validated with the endpoint's schema before the handler runs.
 */
export function mountRoutes(app: FastifyInstance, context: AppContext, table: RouteTable): void {
  for (const name of Object.keys(table) as EndpointName[]) {
    mountRoute(app, context, name, table[name] as RouteImplementation<typeof name>);
  }
}

function mountRoute<Name extends EndpointName>(
  app: FastifyInstance,
  context: AppContext,
  name: Name,
  implementation: RouteImplementation<Name>,
): void {
  const endpoint = endpoints[name];
  const limit = context.config.authRateLimit;
  app.route({
    method: endpoint.method,
    url: toColonPath(endpoint.path),
    ...(implementation.rateLimited ? { config: { rateLimit: { max: limit.max, timeWindow: limit.windowMs } } } : {}),
    handler: async (request, reply) => {
      const caller = await authorize(context, name, endpoint.auth, request, {
        identifyPublicCaller: implementation.identifiesCaller === true,
      });
      const input = {
        params: endpoint.params ? parsePart(endpoint.params, request.params, 'params') : undefined,
        query: endpoint.query ? parsePart(endpoint.query, request.query, 'query') : undefined,
        body: endpoint.body ? parsePart(endpoint.body, request.body, 'body') : undefined,
        caller,
        request,
        reply,
      } as RouteInput<Name>;
      const unmet = unmetRequirement(endpoint, input.query as Record<string, unknown> | undefined);
      if (unmet !== null) throw validationError({ [endpoint.requires?.oneOfQuery[0] ?? 'query']: [unmet] });
      const result = await implementation.handle(input, context);
      return reply.code(endpoint.successStatus).send({ success: true, message: result.message, data: result.data });
    },
  });
}
