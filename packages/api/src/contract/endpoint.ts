import type { z } from 'zod';
import { userTypes, type UserType } from './vocabularyLists.ts';

export const httpMethods = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/**
 * Who may call an endpoint. `public`: anyone (a bearer token is still sent and may
 * personalise the answer); `signedIn`: a valid bearer token of one of `roles`, else 401 (no
 * token) or 403 (wrong role); `aiSignedIn`: a valid AI token in the AI header.
 */
export type EndpointAuth =
  | { readonly kind: 'public' }
  | { readonly kind: 'signedIn'; readonly roles: readonly UserType[] }
  | { readonly kind: 'aiSignedIn' };

export const publicAccess = { kind: 'public' } as const satisfies EndpointAuth;
export const aiSignedIn = { kind: 'aiSignedIn' } as const satisfies EndpointAuth;
export function signedIn(...roles: UserType[]): EndpointAuth {
  return { kind: 'signedIn', roles: roles.length === 0 ? userTypes : roles };
}

/** Where an endpoint comes from: a row of SPEC §7, or designed here because the spec only implies it. */
export type EndpointOrigin = { readonly spec: '§7' } | { readonly designed: string };

type AnyObjectSchema = z.ZodObject;

/**
 * A request that must not be sent: at least one of these query fields has to be given (§7
 * "skipped if neither known"). The client refuses such a call without sending it; servers and
 * mocks answer it with a 422 carrying `message` under the first field.
 */
export interface EndpointRequirement {
  readonly oneOfQuery: readonly string[];
  readonly message: string;
}

/** One endpoint of the contract as data: enough to build a client call, a server route and a mock. */
export interface EndpointDefinition<
  Params extends AnyObjectSchema | undefined = AnyObjectSchema | undefined,
  Query extends AnyObjectSchema | undefined = AnyObjectSchema | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
> {
  readonly method: HttpMethod;
  /** OpenAPI-style template: `/api/projectCart/{projectId}`. */
  readonly path: string;
  readonly summary: string;
  readonly origin: EndpointOrigin;
  readonly auth: EndpointAuth;
  readonly params: Params;
  readonly query: Query;
  readonly body: Body;
  /** The success body (200 or 201), always the §7 envelope. */
  readonly response: Response;
  readonly successStatus: 200 | 201;
  readonly requires?: EndpointRequirement | undefined;
}

export function defineEndpoint<
  const Response extends z.ZodType,
  const Params extends AnyObjectSchema | undefined = undefined,
  const Query extends AnyObjectSchema | undefined = undefined,
  const Body extends z.ZodType | undefined = undefined,
>(definition: {
  method: HttpMethod;
  path: string;
  summary: string;
  origin: EndpointOrigin;
  auth: EndpointAuth;
  params?: Params;
  query?: Query;
  body?: Body;
  response: Response;
  successStatus?: 200 | 201;
  requires?: EndpointRequirement;
}): EndpointDefinition<Params, Query, Body, Response> {
  return {
    method: definition.method,
    path: definition.path,
    summary: definition.summary,
    origin: definition.origin,
    auth: definition.auth,
    params: definition.params as Params,
    query: definition.query as Query,
    body: definition.body as Body,
    response: definition.response,
    successStatus: definition.successStatus ?? 200,
    requires: definition.requires,
  };
}

/** The requirement's message when `query` does not meet it, else null. */
export function unmetRequirement(
  endpoint: Pick<EndpointDefinition, 'requires'>,
  query: Readonly<Record<string, unknown>> | undefined,
): string | null {
  const requirement = endpoint.requires;
  if (!requirement) return null;
  const given = requirement.oneOfQuery.some((field) => {
    const value = query?.[field];
    return value !== undefined && value !== null && String(value).trim() !== '';
  });
  return given ? null : requirement.message;
}

/** `{projectId}` → `:projectId`, the form Fastify, Express and MSW route on. */
export function toColonPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** The `{name}` parameters of a path template, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
}

/** Fills a path template; values are URL-encoded. */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

export type AccessVerdict = 'allowed' | 'unauthenticated' | 'forbidden';

/**
 * The authorisation rule of the table, for servers, mocks and their tests: who is calling (the
 * signed-in user's type, whether a valid AI token came) against the endpoint's `auth`.
 * Unauthenticated answers 401, forbidden 403.
 */
export function checkAccess(
  auth: EndpointAuth,
  caller: { readonly userType: UserType | null; readonly hasAiToken: boolean },
): AccessVerdict {
  switch (auth.kind) {
    case 'public':
      return 'allowed';
    case 'aiSignedIn':
      return caller.hasAiToken ? 'allowed' : 'unauthenticated';
    case 'signedIn':
      if (caller.userType === null) return 'unauthenticated';
      return auth.roles.includes(caller.userType) ? 'allowed' : 'forbidden';
  }
}
