import { type EndpointName, endpoints } from '@showroom/api';
import type { z } from 'zod';
import { maxTextLength } from '../http/inputGuards.ts';

/**
 * Broken, oversized and hostile versions of an endpoint's requests, built from its contract
 * schemas (not from sample requests), so every field of params, query and body is exercised,
 * including optional ones no sample sends and the members of a union body.
 */

export type Part = 'params' | 'query' | 'body';
export const parts: readonly Part[] = ['params', 'query', 'body'];

type Schema = z.core.$ZodType;
type Segment = string | number;

/** What a field's schema accepts at its leaves (`unknown`: anything, text included). */
export type ValueKind = 'string' | 'number' | 'boolean' | 'null' | 'array' | 'object' | 'record' | 'unknown';

export interface InputField {
  /** `body.email`, `body[action=register].name`, `body.items[].quantity`, `query.page`. */
  key: string;
  part: Part;
  /** Where the value sits inside its part: `['items', 0, 'quantity']`. */
  path: Segment[];
  kinds: ReadonlySet<ValueKind>;
  /** An array's largest allowed length. */
  maxItems: number | undefined;
  /** The union member the value at `path` must be for the field to exist (`action: 'register'`). */
  member: { path: Segment[]; schema: Schema } | undefined;
}

function defOf(schema: Schema): z.core.$ZodTypeDef {
  return schema._zod.def;
}

/** Peels optional, nullable, default, pipe, lazy… off a schema. */
function unwrap(schema: Schema): { inner: Schema; nullable: boolean } {
  let inner = schema;
  let nullable = false;
  for (;;) {
    const def = defOf(inner);
    switch (def.type) {
      case 'optional':
      case 'default':
      case 'prefault':
        inner = (def as z.core.$ZodOptionalDef).innerType;
        break;
      case 'nullable':
        nullable = true;
        inner = (def as z.core.$ZodNullableDef).innerType;
        break;
      case 'nonoptional':
        inner = (def as z.core.$ZodNonOptionalDef).innerType;
        break;
      case 'catch':
      case 'readonly':
        inner = (def as z.core.$ZodReadonlyDef).innerType;
        break;
      case 'pipe':
        // A transform or refinement chain: what the client sends is the input side.
        inner = (def as z.core.$ZodPipeDef).in;
        break;
      case 'lazy':
        inner = (def as z.core.$ZodLazyDef).getter();
        break;
      default:
        return { inner, nullable };
    }
  }
}

function kindOfValue(value: unknown): ValueKind {
  if (value === null) return 'null';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'number' || typeof value === 'bigint') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  throw new Error(`inputVariants: no value kind for ${String(value)}`);
}

function collectKinds(schema: Schema, kinds: Set<ValueKind>): void {
  const { inner, nullable } = unwrap(schema);
  if (nullable) kinds.add('null');
  const def = defOf(inner);
  switch (def.type) {
    case 'string':
    case 'template_literal':
      kinds.add('string');
      return;
    case 'number':
    case 'int':
    case 'bigint':
      kinds.add('number');
      return;
    case 'boolean':
      kinds.add('boolean');
      return;
    case 'null':
      kinds.add('null');
      return;
    case 'literal':
      for (const value of (def as z.core.$ZodLiteralDef<z.core.util.Literal>).values) kinds.add(kindOfValue(value));
      return;
    case 'enum':
      for (const value of Object.values((def as z.core.$ZodEnumDef).entries)) kinds.add(kindOfValue(value));
      return;
    case 'union':
      for (const option of (def as z.core.$ZodUnionDef).options) collectKinds(option, kinds);
      return;
    case 'array':
    case 'tuple':
      kinds.add('array');
      return;
    case 'object':
    case 'intersection':
      kinds.add('object');
      return;
    case 'record':
      kinds.add('record');
      return;
    case 'unknown':
    case 'any':
      kinds.add('unknown');
      return;
    default:
      // A new kind of schema in the contract: teach this walker (and the variants) about it.
      throw new Error(`inputVariants: no rule for a "${def.type}" schema`);
  }
}

function maxItemsOf(schema: Schema): number | undefined {
  const def = defOf(schema);
  // One value or a list of them (`status` of GET /api/orders): the list's limit.
  if (def.type === 'union') {
    const limits = (def as z.core.$ZodUnionDef).options
      .map((option) => maxItemsOf(unwrap(option).inner))
      .filter((limit): limit is number => limit !== undefined);
    return limits.length > 0 ? Math.min(...limits) : undefined;
  }
  if (def.type !== 'array') return undefined;
  const limits = (def.checks ?? [])
    .map((check) => check._zod.def)
    .filter((check) => check.check === 'max_length')
    .map((check) => (check as z.core.$ZodCheckMaxLengthDef).maximum);
  return limits.length > 0 ? Math.min(...limits) : undefined;
}

/** Object-like: an object, an intersection, or a union whose members all are. */
function isContainer(schema: Schema): boolean {
  const def = defOf(unwrap(schema).inner);
  if (def.type === 'object' || def.type === 'intersection') return true;
  if (def.type === 'union') return (def as z.core.$ZodUnionDef).options.every(isContainer);
  return false;
}

function literalOf(schema: Schema | undefined): string {
  if (!schema) return '?';
  const def = defOf(unwrap(schema).inner);
  if (def.type === 'literal') return String((def as z.core.$ZodLiteralDef<z.core.util.Literal>).values[0]);
  if (def.type === 'enum') return String(Object.values((def as z.core.$ZodEnumDef).entries)[0]);
  return '?';
}

interface WalkContext {
  part: Part;
  fields: InputField[];
}

function walkContainer(
  schema: Schema,
  prefix: string,
  path: Segment[],
  member: InputField['member'],
  context: WalkContext,
): void {
  const def = defOf(unwrap(schema).inner);
  if (def.type === 'object') {
    for (const [name, field] of Object.entries((def as z.core.$ZodObjectDef).shape)) {
      addField(field, `${prefix}.${name}`, [...path, name], member, context);
    }
  } else if (def.type === 'intersection') {
    const { left, right } = def as z.core.$ZodIntersectionDef;
    walkContainer(left, prefix, path, member, context);
    walkContainer(right, prefix, path, member, context);
  } else if (def.type === 'union') {
    const { options } = def as z.core.$ZodUnionDef;
    const discriminator = (def as Partial<z.core.$ZodDiscriminatedUnionDef>).discriminator;
    options.forEach((option, index) => {
      const shape = (defOf(unwrap(option).inner) as Partial<z.core.$ZodObjectDef>).shape;
      const label = discriminator ? `${discriminator}=${literalOf(shape?.[discriminator])}` : String(index);
      walkContainer(option, `${prefix}[${label}]`, path, { path, schema: option }, context);
    });
  } else {
    throw new Error(`inputVariants: ${prefix} is a "${def.type}" schema, not an object`);
  }
}

function addField(
  schema: Schema,
  key: string,
  path: Segment[],
  member: InputField['member'],
  context: WalkContext,
): void {
  const { inner } = unwrap(schema);
  const kinds = new Set<ValueKind>();
  collectKinds(schema, kinds);
  context.fields.push({ key, part: context.part, path, kinds, maxItems: maxItemsOf(inner), member });
  if (isContainer(inner)) walkContainer(inner, key, path, member, context);
  const def = defOf(inner);
  if (def.type === 'array') {
    const element = (def as z.core.$ZodArrayDef).element;
    if (isContainer(element)) walkContainer(element, `${key}[]`, [...path, 0], member, context);
  }
}

/** Every field of an endpoint's params, query and body, nested ones included. */
export function inputFields(name: EndpointName): InputField[] {
  const endpoint = endpoints[name];
  const fields: InputField[] = [];
  for (const part of parts) {
    const schema = endpoint[part];
    if (schema) walkContainer(schema, part, [], undefined, { part, fields });
  }
  return fields;
}

/** Text can be sent in the field (the wrong-size and NUL variants apply). */
export function acceptsText(field: InputField): boolean {
  return field.kinds.has('string') || field.kinds.has('unknown');
}

// ── Requests and their variants ────────────────────────────────────────────────────────────

/** A request as the test sends it: a sample's parts, or a raw body. */
export interface RequestParts {
  params?: Record<string, string | number> | undefined;
  query?: Record<string, string | string[]> | undefined;
  body?: unknown;
  /** Sent as is instead of `body`, with `contentType` (JSON unless said). */
  raw?: string | undefined;
  contentType?: string | undefined;
}

export type VariantTag =
  | 'wrong value'
  | 'missing'
  | 'hostile text'
  | 'NUL'
  | 'ill-formed unicode'
  | '900 KB'
  | '10 MB'
  | 'oversized'
  | 'too many items'
  | 'hostile element'
  | 'broken body'
  | 'oversized body'
  | 'unexpected input';

export interface Variant {
  tag: VariantTag;
  /** The field changed; undefined when the whole request is. */
  field: InputField | undefined;
  label: string;
  apply(request: RequestParts): RequestParts;
  /** The one right answer when it does not depend on the schema (malformed JSON → 400). */
  status?: number;
}

/** SQL, script, template and unicode text; valid text must be stored as it is, never run. */
export const hostileTexts = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  'Robert"); DELETE FROM products; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '\u202Egnp.exe',
  'e\u0301\u0301\u0301 \u200D\u200B\uFEFF',
  '\uD83D\uDE00\uD83D\uDC4D\uD83C\uDFFD',
  '%00%27',
  '${7*7}{{7*7}}',
];

/**
 * Text that is not well-formed Unicode: lone high and low surrogates, alone and inside other
 * text, and a pair in the wrong order. JSON carries them (`"\ud800"`); every text field refuses
 * them with a 422 on the field (issue 30), on both engines.
 */
export const illFormedTexts = ['\uD800', 'a\uDC00b', 'tile \uDE00\uD83D', 'x\uDBFF'];

/** A lone surrogate cannot be put in a URL at all (encodeURIComponent throws); it is tried in bodies. */
const urlSafe = (text: string) => !/[\uD800-\uDFFF]/.test(text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, ''));

const kilobytes900 = 'x'.repeat(900 * 1024);
const megabytes10 = 'x'.repeat(10 * 1024 * 1024);
const twoMegabyteBody = JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) });

/** Values of the wrong type or out of range for a JSON field; the schema decides which are wrong. */
const jsonValues: unknown[] = [[{}], { $gt: '' }, 123, -1, 0, 1.5, 2 ** 31, false, null, '', 'text'];
/** The same for a value in the URL, where everything arrives as text. */
const urlValues = ['', '-1', '0', '1.5', '99999999999999', '1e400', '../../etc/passwd', '..%2F..%2Fetc'];
/** Elements for an array field. */
const elementValues: unknown[] = [-1, 0, 1.5, 2 ** 31, '1', null, {}, [], 'a\u0000b'];
/** Entries for a free-form record field. */
const recordValues: unknown[] = [{ key: 'a\u0000b' }, { key: kilobytes900 }, { key: 2 ** 31 }, { key: [[[[{}]]]] }];

function clone<T>(value: T): T {
  return value === undefined ? value : structuredClone(value);
}

/** A copy of `root` with the value at `path` set (containers are created as needed). */
function setAt(root: unknown, path: Segment[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [Segment, ...Segment[]];
  const container: Record<Segment, unknown> =
    typeof root === 'object' && root !== null
      ? (clone(root) as Record<Segment, unknown>)
      : ((typeof head === 'number' ? [] : {}) as Record<Segment, unknown>);
  container[head] = setAt(container[head], rest, value);
  return container;
}

/** A copy of `root` without the value at `path`. */
function removeAt(root: unknown, path: Segment[]): unknown {
  if (typeof root !== 'object' || root === null || path.length === 0) return root;
  const [head, ...rest] = path as [Segment, ...Segment[]];
  const container = clone(root) as Record<Segment, unknown>;
  if (rest.length === 0) delete container[head];
  else container[head] = removeAt(container[head], rest);
  return container;
}

export function valueAt(root: unknown, path: Segment[]): unknown {
  let node = root;
  for (const segment of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<Segment, unknown>)[segment];
  }
  return node;
}

function partOf(request: RequestParts, part: Part): unknown {
  return request[part];
}

function withValue(request: RequestParts, field: InputField, value: unknown): RequestParts {
  return { ...request, [field.part]: setAt(partOf(request, field.part), field.path, value) };
}

function preview(value: unknown): string {
  if (typeof value === 'string' && value.length > 40)
    return `${JSON.stringify(value.slice(0, 12))}… (${value.length} chars)`;
  if (Array.isArray(value) && value.length > 3) return `[${value.length} items]`;
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 24)}… (${text.length} chars)` : text;
}

/** The variants that change one field. */
function fieldVariants(field: InputField): Variant[] {
  const variants: Variant[] = [];
  const set = (tag: VariantTag, value: unknown, extra: Partial<Variant> = {}): void => {
    variants.push({
      tag,
      field,
      label: `${field.key} = ${preview(value)}`,
      apply: (request) => withValue(request, field, value),
      ...extra,
    });
  };
  const inUrl = field.part !== 'body';

  for (const value of inUrl ? urlValues : jsonValues) set('wrong value', value);
  if (field.part === 'query') set('wrong value', ['1', '2']);
  if (field.part !== 'params') {
    variants.push({
      tag: 'missing',
      field,
      label: `${field.key} missing`,
      apply: (request) => ({ ...request, [field.part]: removeAt(partOf(request, field.part), field.path) }),
    });
  }
  for (const text of hostileTexts.filter((t) => !inUrl || urlSafe(t))) {
    // Inside the container when the field is one, so the text reaches the handler.
    let value: unknown = text;
    if (!acceptsText(field) && field.kinds.has('array')) value = [text];
    else if (!acceptsText(field) && field.kinds.has('record')) value = { note: text };
    set('hostile text', value);
  }
  if (inUrl) {
    set('NUL', 'a\u0000b');
    // Path parameters are capped by the router; query values reach the schema.
    set('oversized', 'x'.repeat(field.part === 'query' ? 300_000 : 5000));
  } else if (acceptsText(field)) {
    set('NUL', 'a\u0000b');
    for (const text of illFormedTexts) set('ill-formed unicode', text, { status: 422 });
    // Under the 1 MB body limit: must reach validation and be refused there.
    set('900 KB', kilobytes900, { status: 422 });
    // Over the body limit: refused before anything is parsed.
    set('10 MB', megabytes10, { status: 413 });
  }
  if (field.kinds.has('array')) {
    for (const element of elementValues) set('hostile element', [element]);
    if (field.maxItems !== undefined) {
      // The limit itself is fine; one more, and far more, are not.
      for (const length of [field.maxItems, field.maxItems + 1, 10_000]) {
        variants.push({
          tag: 'too many items',
          field,
          label: `${field.key} with ${length} items`,
          apply: (request) => {
            const current = valueAt(partOf(request, field.part), field.path);
            const item: unknown = Array.isArray(current) && current.length > 0 ? current[0] : 1;
            return withValue(
              request,
              field,
              Array.from({ length }, () => clone(item)),
            );
          },
        });
      }
    }
  }
  if (field.kinds.has('record')) {
    for (const entry of recordValues) set('hostile element', entry);
    // A key is text too: a JSON field would keep it.
    set('ill-formed unicode', { '\uD800': 'x' }, { status: 422 });
  }
  return variants;
}

const rawVariant = (
  tag: 'broken body' | 'oversized body',
  label: string,
  raw: string,
  status?: number,
  contentType?: string,
): Variant => ({
  tag,
  field: undefined,
  label,
  apply: (request) => ({ ...request, body: undefined, raw, contentType }),
  ...(status === undefined ? {} : { status }),
});

/** The variants that change the request as a whole. */
function requestVariants(name: EndpointName): Variant[] {
  const endpoint = endpoints[name];
  const variants: Variant[] = [];
  if (endpoint.method === 'GET') {
    // GET bodies are not read at all, and parameters the contract does not name are ignored.
    variants.push(rawVariant('broken body', 'malformed JSON body on a GET', '{"a": '));
    variants.push(rawVariant('oversized body', 'oversized body on a GET', twoMegabyteBody));
    for (const value of ["' OR '1'='1", 'x'.repeat(300_000)]) {
      variants.push({
        tag: 'unexpected input',
        field: undefined,
        label: `unknown query parameter = ${preview(value)}`,
        apply: (request) => ({ ...request, query: { ...request.query, unexpected: value } }),
      });
    }
    return variants;
  }
  // Every other method reads a body whether or not the endpoint takes one.
  variants.push(rawVariant('broken body', 'malformed JSON', '{"a": ', 400));
  variants.push(rawVariant('broken body', 'empty JSON body', '', 400));
  variants.push(rawVariant('broken body', 'prototype pollution', '{"__proto__": {"isAdmin": true}}', 400));
  variants.push(rawVariant('broken body', 'XML body', '<a>1</a>', 415, 'application/xml'));
  variants.push(rawVariant('oversized body', 'oversized body (2 MB)', twoMegabyteBody, 413));
  if (endpoint.body) {
    for (const body of [[], 'text', 42, null])
      variants.push(rawVariant('broken body', `body ${JSON.stringify(body)}`, JSON.stringify(body)));
  }
  return variants;
}

/** Everything tried against one endpoint, field by field and as a whole. */
export function inputVariants(name: EndpointName): Variant[] {
  return [...requestVariants(name), ...inputFields(name).flatMap(fieldVariants)];
}

// ── What the answer must be ───────────────────────────────────────────────────────────────

/** 32-bit integer columns on both engines. */
const maxStoredInteger = 2_147_483_647;

/** Whether parsed input fits the storage (the server refuses it with a 422 otherwise). */
export function isStorable(value: unknown): boolean {
  if (typeof value === 'string') return !value.includes('\u0000') && value.length <= maxTextLength;
  if (typeof value === 'number') return !Number.isInteger(value) || Math.abs(value) <= maxStoredInteger;
  if (Array.isArray(value)) return value.every(isStorable);
  if (typeof value === 'object' && value !== null) return Object.values(value).every(isStorable);
  return true;
}

/** The part as the server sees it: URL values are text, a JSON body has been through JSON. */
function asReceived(request: RequestParts, part: Part): unknown {
  if (part === 'body') {
    if (request.raw !== undefined) return request.raw === '' ? undefined : (JSON.parse(request.raw) as unknown);
    return request.body === undefined ? undefined : (JSON.parse(JSON.stringify(request.body)) as unknown);
  }
  return Object.fromEntries(
    Object.entries(request[part] ?? {}).map(([key, value]) => [key, Array.isArray(value) ? value : String(value)]),
  );
}

/**
 * `refused`: the contract's schema (or the storage guard) rejects the request, so it must be
 * refused; `acceptable`: the schema takes it and the handler decides.
 */
export function expectedOutcome(name: EndpointName, request: RequestParts): 'refused' | 'acceptable' {
  const endpoint = endpoints[name];
  for (const part of parts) {
    const schema = endpoint[part] as Schema | undefined;
    if (!schema) continue;
    const result = (schema as z.ZodType).safeParse(asReceived(request, part));
    if (!result.success || !isStorable(result.data)) return 'refused';
  }
  return 'acceptable';
}
