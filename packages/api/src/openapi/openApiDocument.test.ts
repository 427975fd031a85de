/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpointNames, endpoints } from '../contract/index.ts';
import { endpointTableMarkdown, normaliseMarkdownTable } from './endpointTable.ts';
import { buildOpenApiDocument } from './openApiDocument.ts';

const document = buildOpenApiDocument() as {
  openapi: string;
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>>;
  components: { schemas: Record<string, unknown> };
};

function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') found.push(item);
      else refsIn(item, found);
    }
  }
  return found;
}

describe('OpenAPI document', () => {
  it('openapi.json is current (run `pnpm --filter @showroom/api openapi` when this fails)', () => {
    const checkedIn: unknown = JSON.parse(readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8'));
    expect(checkedIn).toEqual(JSON.parse(JSON.stringify(document)));
  });

  it('is OpenAPI 3.1 with one operation per endpoint, named after it', () => {
    expect(document.openapi).toBe('3.1.0');
    for (const name of endpointNames) {
      const { method, path, successStatus } = endpoints[name];
      const operation = document.paths[path]?.[method.toLowerCase()];
      expect(operation?.operationId, `${method} ${path}`).toBe(name);
      expect(Object.keys(operation?.responses ?? {})).toContain(String(successStatus));
    }
    const operations = Object.values(document.paths).flatMap((methods) => Object.keys(methods));
    expect(operations).toHaveLength(endpointNames.length);
  });

  it('has every $ref pointing at a component schema', () => {
    const refs = [...new Set(refsIn(document))];
    expect(refs.length).toBeGreaterThan(50);
    for (const target of refs) {
      expect(target).toMatch(/^#\/components\/schemas\//);
      expect(document.components.schemas[target.replace('#/components/schemas/', '')], target).toBeDefined();
    }
  });

  it('describes the recursive category tree by reference', () => {
    expect(document.components.schemas['Category']).toMatchObject({
      properties: { children: { type: 'array', items: { $ref: '#/components/schemas/Category' } } },
    });
  });
});

describe('README endpoint table', () => {
  it('lists every endpoint as the contract has it (run `pnpm --filter @showroom/api openapi` when this fails)', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const section = readme.slice(readme.indexOf('<!-- endpoints:start -->'), readme.indexOf('<!-- endpoints:end -->'));
    expect(normaliseMarkdownTable(section)).toEqual(normaliseMarkdownTable(endpointTableMarkdown()));
  });
});
