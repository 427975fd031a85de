import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as api from './index.ts';
import { withStateDiagrams } from './testing/readmeDiagrams.ts';
import { stateDiagram } from './testing/stateDiagram.ts';

/** packages/machines/README.md, found from this file's path (no Node APIs in this package's tests). */
function readmePath(): string {
  const testPath = expect.getState().testPath as string;
  return `${testPath.slice(0, testPath.lastIndexOf('/src/'))}/README.md`;
}

/** UPDATE_DIAGRAMS=1 in the environment (read without Node's types, which this package's tests do not load). */
const updating = () =>
  (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env['UPDATE_DIAGRAMS'] === '1';

const machines = Object.fromEntries(
  Object.entries(api).filter(
    (entry): entry is [string, typeof api.registrationMachine] =>
      entry[0].endsWith('Machine') && typeof entry[1] === 'object' && entry[1] !== null && 'root' in entry[1],
  ),
) as unknown as Record<string, typeof api.registrationMachine>;

describe("the machines' state diagrams", () => {
  it('are in the README as the machines now are (UPDATE_DIAGRAMS=1 rewrites them)', () => {
    const path = readmePath();
    const readme = ts.sys.readFile(path) as string;
    const fresh = withStateDiagrams(readme, machines);
    if (updating()) ts.sys.writeFile(path, fresh);
    else
      expect(
        readme === fresh,
        'The state diagrams in packages/machines/README.md are stale: run ' +
          'UPDATE_DIAGRAMS=1 pnpm exec vitest run --project unit packages/machines/src/stateDiagrams.test.ts',
      ).toBe(true);
  });

  it('draws every state and every transition with a target', () => {
    const diagram = stateDiagram(api.registrationMachine);
    for (const state of ['editing_account', 'editing_shipping', 'editing_payment', 'registering', 'done'])
      expect(diagram).toContain(`as ${state}`);
    expect(diagram).toContain('editing_account --> editing_shipping: NEXT');
    expect(diagram).toContain('registering --> editing_payment: error: register');
    expect(diagram).toContain('finishing --> creatingVisualProject: always [landsOnVisualProject]');
    expect(Object.keys(machines)).toHaveLength(11);
  });

  it('would see a machine change (the README check above can fail)', () => {
    const readme = ts.sys.readFile(readmePath()) as string;
    const changed = withStateDiagrams(readme, { registrationMachine: api.signInMachine });
    expect(changed).not.toBe(readme);
  });
});
