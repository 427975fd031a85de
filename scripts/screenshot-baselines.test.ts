import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 31: a screenshot baseline that is byte for byte another one compares nothing new. Two
 * stories ending on the same picture keep their play functions (the behaviour they check), and
 * all but one take no picture (tag `!visual`).
 */

const root = join(import.meta.dirname, '..');
const skipped = new Set(['node_modules', '.git', 'dist', '.vitest-attachments', '.vitest-results', 'test-results']);

function baselines(directory: string, inScreenshots = false): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (skipped.has(entry.name)) continue;
    const path = join(directory, entry.name);
    if (entry.isDirectory()) found.push(...baselines(path, inScreenshots || entry.name === '__screenshots__'));
    else if (inScreenshots && entry.name.endsWith('.png')) found.push(path);
  }
  return found;
}

function identicalBaselines(paths: readonly string[]): string[][] {
  const byDigest = new Map<string, string[]>();
  for (const path of paths) {
    const digest = createHash('sha256').update(readFileSync(path)).digest('hex');
    byDigest.set(digest, [...(byDigest.get(digest) ?? []), relative(root, path)]);
  }
  return [...byDigest.values()].filter((group) => group.length > 1);
}

describe('screenshot baselines', () => {
  const all = baselines(root);

  it('are found (the check looks where the story runner writes them)', () => {
    expect(all.length).toBeGreaterThan(100);
  });

  it('are all different: no two stories picture the same thing', () => {
    expect(identicalBaselines(all)).toEqual([]);
  });
});
