import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routeDescriptions } from './routeDescriptions.ts';
import { NOT_FOUND_PATH, routeTable } from './routeTable.ts';

/**
 * Reads SPEC §2's route table from the spec itself, so the check follows the spec rather
 * than a copy of it. `{name?}` in the spec is react-router's `:name?`.
 */
function specRoutes(): { path: string; notes: string }[] {
  const spec = readFileSync(fileURLToPath(new URL('../../../../docs/SPEC.md', import.meta.url)), 'utf8');
  const section = spec.slice(spec.indexOf('### Route table'), spec.indexOf('### Navigation guards'));
  const rows = section.split('\n').filter((line) => line.startsWith('| /'));
  return rows.flatMap((row) => {
    const [, paths = '', notes = ''] = row.split('|').map((cell) => cell.trim());
    return paths.split(',').map((path) => ({
      path: path.trim().replace(/\{(\w+)(\??)\}/g, ':$1$2'),
      notes,
    }));
  });
}

function specAlsoUsed(): string[] {
  const spec = readFileSync(fileURLToPath(new URL('../../../../docs/SPEC.md', import.meta.url)), 'utf8');
  const line = spec.split('\n').find((l) => l.startsWith('Also used:')) ?? '';
  return line
    .replace('Also used:', '')
    .split('.')[0]!
    .split(',')
    .map((p) => p.trim());
}

describe('route table (SPEC §2)', () => {
  const rows = specRoutes();

  it('reads the spec rows (guards against the parser finding nothing)', () => {
    expect(rows.length).toBeGreaterThanOrEqual(30);
  });

  it('declares every path of the §2 route table', () => {
    const declared = routeTable.filter((r) => r.source === 'table').map((r) => r.path);
    expect(declared.sort()).toEqual(rows.map((r) => r.path).sort());
  });

  it('declares the paths §2 lists as also used', () => {
    const declared = routeTable.filter((r) => r.source === 'alsoUsed').map((r) => r.path);
    expect(declared.sort()).toEqual(specAlsoUsed().sort());
  });

  it('marks the routes §2 does not name as designed (issue 34: /search)', () => {
    const declared = routeTable.filter((r) => r.source === 'designed').map((r) => r.path);
    expect(declared).toEqual(['/search']);
    expect(routeTable.find((r) => r.path === '/search')).toMatchObject({ title: 'Search', auth: false });
  });

  it('requires auth exactly where §2 says "auth required"', () => {
    for (const { path, notes } of rows) {
      const route = routeTable.find((r) => r.path === path);
      const required = /auth required/.test(notes);
      expect({ path, auth: route?.auth }).toEqual({ path, auth: required });
    }
  });

  it('titles /payout_setup "Payout Settings"', () => {
    expect(routeTable.find((r) => r.path === '/payout_setup')?.title).toBe('Payout Settings');
  });

  it('puts every route under the new layout, with a unique path and a title', () => {
    expect(new Set(routeTable.map((r) => r.path)).size).toBe(routeTable.length);
    for (const route of routeTable) {
      expect(route.layout).toBe('new');
      expect(route.title.trim()).not.toBe('');
    }
  });

  it('gives every route its own meta description of a length search engines show whole, and no other path one', () => {
    const descriptions = routeTable.map((route) => routeDescriptions[route.path] ?? '');
    expect(new Set(descriptions).size).toBe(routeTable.length);
    for (const [index, route] of routeTable.entries()) {
      expect(descriptions[index]!.length, route.path).toBeGreaterThanOrEqual(15);
      expect(descriptions[index]!.length, route.path).toBeLessThanOrEqual(160);
    }
    expect(Object.keys(routeDescriptions).sort()).toEqual(routeTable.map((route) => route.path).sort());
  });

  it('has the not-found page at /404', () => {
    expect(routeTable.find((r) => r.path === NOT_FOUND_PATH)?.page).toBe('notFound');
  });
});
