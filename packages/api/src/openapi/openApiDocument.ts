import { z } from 'zod';
import { AI_TOKEN_HEADER } from '../client/conventions.ts';
import { endpointNames, endpoints, pathParamNames, type EndpointName } from '../contract/index.ts';
import { namedSchemas } from '../contract/registry.ts';

/** The contract's own version, printed in the document; bump it when the contract changes shape. */
export const CONTRACT_VERSION = '1.0.0';

type JsonObject = Record<string, unknown>;

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

function withoutSchemaKeywords(schema: JsonObject): JsonObject {
  // Components live inside the OpenAPI document: their own $schema/$id would re-base their refs.
  const { $schema: _schema, $id: _id, ...rest } = schema;
  return rest;
}

function parameterSchema(schema: z.ZodType): { schema: JsonObject; required: boolean } {
  const required = !(schema instanceof z.ZodOptional);
  const inner = schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;
  return {
    schema: withoutSchemaKeywords(
      z.toJSONSchema(inner, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as JsonObject,
    ),
    required,
  };
}

const tagPrefixes: readonly (readonly [string, readonly string[]])[] = [
  [
    'Session',
    [
      '/api/authuser',
      '/api/login',
      '/api/register',
      '/api/sociallogin',
      '/api/logout',
      '/api/email',
      '/api/password/',
      '/api/change_password',
    ],
  ],
  ['Account', ['/api/profile', '/api/payout_setup', '/api/notification', '/api/pro/']],
  ['Cart', ['/api/projectCart', '/api/cart']],
  ['Projects', ['/api/projectChecklist', '/api/project/', '/api/projectChat', '/api/hire_designer']],
  ['Orders', ['/api/orders', '/api/order_items', '/api/checkout']],
  ['AI design', ['/api/AI/']],
];

/** Groups operations for readers of the document; everything else is the shop and its catalogue. */
function tagOf(path: string): string {
  return (
    tagPrefixes.find(([, prefixes]) => prefixes.some((prefix) => path.startsWith(prefix)))?.[0] ?? 'Shop and catalogue'
  );
}

/**
 * The named schemas an operation uses, directly or through another schema: an entity no request
 * or response holds (the §3 cart and order item are answered inside other shapes) is left out.
 */
function reachableSchemas(schemas: Record<string, JsonObject>, paths: unknown): Record<string, JsonObject> {
  const refsIn = (value: unknown): string[] =>
    JSON.stringify(value)
      .match(/#\/components\/schemas\/[^"]+/g)
      ?.map((found) => found.slice('#/components/schemas/'.length)) ?? [];
  const reached = new Set<string>();
  const queue = refsIn(paths);
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (reached.has(id) || !(id in schemas)) continue;
    reached.add(id);
    queue.push(...refsIn(schemas[id]));
  }
  return Object.fromEntries(Object.entries(schemas).filter(([id]) => reached.has(id)));
}

/**
 * Builds the OpenAPI 3.1 document from the `endpoints` table and the named schemas. Pure: the
 * `openapi` script writes it to openapi.json and a test compares it with the checked-in file.
 */
export function buildOpenApiDocument(): JsonObject {
  const registry = z.registry<{ id: string }>();
  const idOf = new Map<z.ZodType, string>();
  for (const { id, schema } of namedSchemas) {
    registry.add(schema, { id });
    idOf.set(schema, id);
  }
  const nameSchema = (schema: z.ZodType, id: string) => {
    const known = idOf.get(schema);
    if (known) return known;
    registry.add(schema, { id });
    idOf.set(schema, id);
    return id;
  };
  const operations = endpointNames.map((name: EndpointName) => {
    const endpoint = endpoints[name];
    return {
      name,
      endpoint,
      responseId: nameSchema(endpoint.response, `${pascal(name)}Response`),
      bodyId: endpoint.body ? nameSchema(endpoint.body, `${pascal(name)}Request`) : null,
    };
  });

  const generated = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    uri: (id) => `#/components/schemas/${id}`,
    unrepresentable: 'any',
  }) as { schemas: Record<string, JsonObject> };
  const schemas = Object.fromEntries(
    Object.entries(generated.schemas)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([id, schema]) => [id, withoutSchemaKeywords(schema)]),
  );

  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const { name, endpoint, responseId, bodyId } of operations) {
    const parameters: JsonObject[] = [];
    for (const param of pathParamNames(endpoint.path)) {
      const field = (endpoint.params?.shape as Record<string, z.ZodType> | undefined)?.[param];
      if (field) parameters.push({ name: param, in: 'path', required: true, schema: parameterSchema(field).schema });
    }
    for (const [param, field] of Object.entries(endpoint.query?.shape ?? {})) {
      const { schema, required } = parameterSchema(field as z.ZodType);
      parameters.push({ name: param, in: 'query', required, schema });
    }
    const auth = endpoint.auth;
    const responses: Record<string, JsonObject> = {
      [String(endpoint.successStatus)]: {
        description: 'Success (§7: only 200 and 201 count as success).',
        content: { 'application/json': { schema: ref(responseId) } },
      },
      '404': { description: 'Not found.', content: { 'application/json': { schema: ref('ErrorBody') } } },
      '422': {
        description: 'Invalid request: message and field errors.',
        content: { 'application/json': { schema: ref('ValidationErrorBody') } },
      },
      '429': {
        description:
          'Too many requests: the rate limit, a cooldown (an e-mail resend) or a paused sign-in. A cooldown or a pause says how many seconds remain in retry_after and the Retry-After header.',
        content: {
          'application/json': { schema: { anyOf: [ref('CooldownErrorBody'), ref('ErrorBody')] } },
        },
      },
      '500': { description: 'Server error.', content: { 'application/json': { schema: ref('ErrorBody') } } },
    };
    if (auth.kind !== 'public') {
      responses['401'] = {
        description: 'No valid token.',
        content: { 'application/json': { schema: ref('ErrorBody') } },
      };
    }
    if (auth.kind === 'signedIn') {
      responses['403'] = {
        description: `Signed in, but not as ${auth.roles.join(', ')}.`,
        content: { 'application/json': { schema: ref('ErrorBody') } },
      };
    }
    const origin =
      'spec' in endpoint.origin
        ? 'A call of the specification (§7).'
        : `Designed here where the specification is silent: ${endpoint.origin.designed}.`;
    const operation: JsonObject = {
      operationId: name,
      summary: endpoint.summary,
      description: `${endpoint.summary}\n\n${origin}`,
      tags: [tagOf(endpoint.path)],
      security: auth.kind === 'public' ? [] : auth.kind === 'aiSignedIn' ? [{ aiToken: [] }] : [{ bearerAuth: [] }],
      'x-showroom-auth': auth,
      'x-showroom-origin': 'spec' in endpoint.origin ? 'SPEC §7' : `designed: ${endpoint.origin.designed}`,
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(bodyId ? { requestBody: { required: true, content: { 'application/json': { schema: ref(bodyId) } } } } : {}),
      responses: Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b))),
    };
    paths[endpoint.path] = { ...paths[endpoint.path], [endpoint.method.toLowerCase()]: operation };
  }

  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Showroom API',
      version: CONTRACT_VERSION,
      description:
        'The Showroom marketplace HTTP contract, generated from @showroom/api (packages/api/src/contract). Do not edit by hand: run `pnpm --filter @showroom/api openapi`.',
      contact: { name: 'The maintainers of @showroom/api' },
      license: { name: 'MIT', identifier: 'MIT' },
    },
    // The API is served from the storefront's own origin (the reference server serves both); a
    // client given another base (createApiClient's baseUrl) talks to that server instead.
    servers: [{ url: '/', description: "The storefront's own origin." }],
    tags: [...new Set(operations.map(({ endpoint }) => tagOf(endpoint.path)))].sort().map((name) => ({ name })),
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      schemas: reachableSchemas(schemas, paths),
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'The stored token (§6).' },
        aiToken: { type: 'apiKey', in: 'header', name: AI_TOKEN_HEADER, description: 'The separate AI token (§6).' },
      },
    },
  };
}
