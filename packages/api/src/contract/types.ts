import type { z } from 'zod';
import type { EndpointName, Endpoints } from './endpoints.ts';

type PartIfPresent<Key extends string, Schema> = Schema extends z.ZodType
  ? object extends z.input<Schema>
    ? { [K in Key]?: z.input<Schema> }
    : { [K in Key]: z.input<Schema> }
  : { [K in Key]?: never };

/** What a caller gives for an endpoint: path `params`, `query` and `body`, each only when the endpoint has one. */
export type EndpointRequest<Name extends EndpointName> = PartIfPresent<'params', Endpoints[Name]['params']> &
  PartIfPresent<'query', Endpoints[Name]['query']> &
  PartIfPresent<'body', Endpoints[Name]['body']>;

/** Path parameters, query and body after validation (numbers coerced), as a server handler sees them. */
export type EndpointParsedParams<Name extends EndpointName> = Endpoints[Name]['params'] extends z.ZodType
  ? z.output<Endpoints[Name]['params']>
  : undefined;
export type EndpointParsedQuery<Name extends EndpointName> = Endpoints[Name]['query'] extends z.ZodType
  ? z.output<Endpoints[Name]['query']>
  : undefined;
export type EndpointBody<Name extends EndpointName> = Endpoints[Name]['body'] extends z.ZodType
  ? z.output<Endpoints[Name]['body']>
  : undefined;

/** The whole success body: `{ success, message, data }`. */
export type EndpointResponse<Name extends EndpointName> = z.output<Endpoints[Name]['response']>;

/** The `data` of the success body. */
export type EndpointData<Name extends EndpointName> = EndpointResponse<Name>['data'];

/** Every endpoint's request input, by name (`ApiRequests['login']`). */
export type ApiRequests = { [Name in EndpointName]: EndpointRequest<Name> };

/** Every endpoint's success body, by name (`ApiResponses['login']['data']['token']`). */
export type ApiResponses = { [Name in EndpointName]: EndpointResponse<Name> };
