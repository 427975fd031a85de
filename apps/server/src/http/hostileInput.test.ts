import { type EndpointName, endpointNames, endpoints } from '@showroom/api';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  HOSTILE_INPUT_PARTS,
  hostileInputPart,
  implementedEndpoints,
  isMemberOf,
  sampleMakers,
  startHostileInputServer,
} from '../testing/hostileInputSweep.ts';
import {
  type RequestParts,
  type VariantTag,
  inputFields,
  inputVariants,
  parts,
  valueAt,
  type Part,
} from '../testing/inputVariants.ts';
import type { TableName } from '../testing/databaseFingerprint.ts';

/**
 * The hostile-input sweep's own checks: the sweep itself (every implemented endpoint, malformed,
 * missing, oversized and hostile input in every field) runs in hostileInput.part1…N.test.ts,
 * split so the test runner's workers share it (testing/hostileInputSweep.ts).
 */
const hostile = startHostileInputServer();

describe('hostile input', () => {
  it('is swept in full by its parts', () => {
    const files = readdirSync(new URL('.', import.meta.url)).filter((file) =>
      /^hostileInput\.part\d+\.test\.ts$/.test(file),
    );
    expect(files.sort()).toEqual(
      Array.from({ length: HOSTILE_INPUT_PARTS }, (_, index) => `hostileInput.part${index + 1}.test.ts`).sort(),
    );
    const swept = Array.from({ length: HOSTILE_INPUT_PARTS }, (_, index) => hostileInputPart(index + 1)).flat();
    expect(swept.sort()).toEqual([...implementedEndpoints].sort());
  });

  it('stores hostile text verbatim (parameterised, never interpolated)', async () => {
    const name = "Robert'); DROP TABLE leads; -- <script>";
    const response = await hostile.server().app.inject({
      method: 'POST',
      url: '/api/sample_request',
      payload: {
        full_name: name,
        email: 'bobby@example.test',
        phone_number: '1',
        action: 'handle-external-form-submission',
        lead_type: 'Pop-Ups',
        shop_profile_id: '1 OR 1=1',
      },
    });
    expect(response.statusCode).toBe(201);
    const lead = await hostile
      .server()
      .database.db.selectFrom('leads')
      .selectAll()
      .where('email', '=', 'bobby@example.test')
      .executeTakeFirstOrThrow();
    expect(lead.full_name).toBe(name);
    expect(lead.shop_profile_id).toBeNull();
  });

  it('notices any change to any row of any table', async () => {
    const before = await hostile.fingerprint();
    await hostile.server().database.db.updateTable('settings').set({ value: '{}' }).where('key', '=', 'none').execute();
    expect(await hostile.fingerprint()).toEqual(before);
    const card = await hostile
      .server()
      .database.db.selectFrom('payment_cards')
      .select(['id', 'pay_city'])
      .executeTakeFirstOrThrow();
    await hostile
      .server()
      .database.db.updateTable('payment_cards')
      .set({ pay_city: 'Elsewhere' })
      .where('id', '=', card.id)
      .execute();
    const after = await hostile.fingerprint();
    await hostile
      .server()
      .database.db.updateTable('payment_cards')
      .set({ pay_city: card.pay_city })
      .where('id', '=', card.id)
      .execute();
    expect(Object.entries(after).filter(([table, hash]) => before[table as TableName] !== hash)).toEqual([
      ['payment_cards', expect.any(String)],
    ]);
    expect(await hostile.fingerprint()).toEqual(before);
  });
});

// ── Every field gets variants ─────────────────────────────────────────────────────────────

/** The parts of a JSON Schema read here. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  maxItems?: number;
  additionalProperties?: JsonSchema | boolean;
}

interface ExpectedField {
  key: string;
  part: Part;
  tags: VariantTag[];
}

/** The alternatives a JSON Schema allows, `null` left out. */
function alternativesOf(schema: JsonSchema): JsonSchema[] {
  const members = schema.anyOf ?? schema.oneOf;
  if (!members) return [schema];
  return members.flatMap(alternativesOf).filter((member) => member.type !== 'null');
}

function typesOf(schema: JsonSchema): Set<string> {
  const types = new Set<string>();
  for (const member of alternativesOf(schema)) {
    const declared = member.type === undefined ? [] : [member.type].flat();
    if (declared.length === 0 && member.const === undefined && member.enum === undefined && !member.allOf) {
      types.add('any');
    }
    for (const type of declared) types.add(type === 'integer' ? 'number' : type);
    if (member.const !== undefined) types.add(typeof member.const);
    for (const value of member.enum ?? []) types.add(typeof value);
    if (member.allOf) types.add('object');
  }
  return types;
}

const isObjectSchema = (schema: JsonSchema) => schema.properties !== undefined || schema.allOf !== undefined;
const isContainerSchema = (schema: JsonSchema) => alternativesOf(schema).every(isObjectSchema);

/**
 * The fields an endpoint part has according to its JSON Schema: a second, independent reading
 * of the contract, so a field the variant builder does not understand shows up as missing.
 */
function jsonSchemaFields(schema: JsonSchema, prefix: string, part: Part, out: ExpectedField[]): void {
  const members = alternativesOf(schema);
  if (members.length > 1) {
    const discriminator = Object.keys(members[0]?.properties ?? {}).find((key) =>
      members.every((member) => member.properties?.[key]?.const !== undefined),
    );
    members.forEach((member, index) => {
      const label = discriminator ? `${discriminator}=${String(member.properties?.[discriminator]?.const)}` : index;
      jsonSchemaFields(member, `${prefix}[${label}]`, part, out);
    });
    return;
  }
  const [object] = members;
  for (const inner of object?.allOf ?? []) jsonSchemaFields(inner, prefix, part, out);
  for (const [name, field] of Object.entries(object?.properties ?? {})) {
    const key = `${prefix}.${name}`;
    const types = typesOf(field);
    const text = types.has('string') || types.has('any');
    const tags: VariantTag[] = ['wrong value', 'hostile text'];
    if (part !== 'params') tags.push('missing');
    if (part !== 'body') tags.push('NUL', 'oversized');
    else if (text) tags.push('NUL', 'ill-formed unicode', '900 KB', '10 MB');
    const arrays = alternativesOf(field).filter((member) => member.type === 'array');
    const records = alternativesOf(field).filter((member) => member.type === 'object' && !member.properties);
    if (arrays.length > 0 || records.length > 0) tags.push('hostile element');
    if (arrays.some((member) => member.maxItems !== undefined)) tags.push('too many items');
    out.push({ key, part, tags });
    if (isContainerSchema(field)) jsonSchemaFields(field, key, part, out);
    for (const array of arrays) {
      if (array.items && isContainerSchema(array.items)) jsonSchemaFields(array.items, `${key}[]`, part, out);
    }
  }
}

function expectedFields(name: EndpointName): ExpectedField[] {
  const out: ExpectedField[] = [];
  for (const part of parts) {
    const schema = endpoints[name][part];
    if (!schema) continue;
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    jsonSchemaFields(json, part, part, out);
  }
  return out;
}

describe('every field of every endpoint gets variants', () => {
  for (const name of endpointNames) {
    const endpoint = endpoints[name];
    it(`${endpoint.method} ${endpoint.path}`, () => {
      const variants = inputVariants(name);
      const tagsOf = new Map<string, Set<VariantTag>>();
      for (const variant of variants) {
        const key = variant.field?.key ?? '(request)';
        tagsOf.set(key, (tagsOf.get(key) ?? new Set()).add(variant.tag));
      }
      const expected = expectedFields(name);
      expect([...tagsOf.keys()].filter((key) => key !== '(request)').sort()).toEqual(
        expected.map((field) => field.key).sort(),
      );
      const lacking = expected.flatMap(({ key, tags }) =>
        tags.filter((tag) => !tagsOf.get(key)?.has(tag)).map((tag) => `${key}: ${tag}`),
      );
      // Endpoints without any input still get a broken or oversized body, or unknown parameters.
      const whole: VariantTag[] = endpoint.method === 'GET' ? ['unexpected input'] : ['broken body', 'oversized body'];
      lacking.push(...whole.filter((tag) => !tagsOf.get('(request)')?.has(tag)).map((tag) => `request: ${tag}`));
      expect(lacking).toEqual([]);
    });
  }

  it('the samples send every field of the implemented endpoints', async () => {
    const absent: string[] = [];
    for (const name of implementedEndpoints) {
      const shapes: RequestParts[] = [];
      for (const make of sampleMakers(name)) shapes.push(await make({ userId: null }));
      for (const field of inputFields(name)) {
        const sent = shapes.some(
          (shape) => isMemberOf(field, shape) && valueAt(shape[field.part], field.path) !== undefined,
        );
        if (!sent) absent.push(`${name} ${field.key}`);
      }
    }
    expect(absent).toEqual([]);
  });
});
