/**
 * Every machine state has a story (ARCHITECTURE.md, Principles; CONTRIBUTING.md, Writing stories).
 *
 * A story that renders a machine state in the real UI carries the tag `state:<machine>.<state>`:
 * the machine's id, a dot, and the state exactly as the machine's exported inventory writes it
 * (`state:session.user.signedIn.ready`, `state:navigation.idle`). The inventories are found in
 * @showroom/machines' exports (every `<x>States` string array beside its `<x>Machine`), the tags in
 * the index Storybook itself builds, so neither side is a hand-kept copy. The machines' own tests
 * prove each inventory equals the states the machine really reaches.
 *
 * A parent (compound or parallel) state counts as covered when any state below it has a story: a
 * machine is never in a parent alone, so a story of `user.signedIn.ready` also shows
 * `user.signedIn` and `user`. Every leaf needs a story of its own.
 */
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The package's source entry (its package.json "exports" maps "." here). The root package does
// not depend on @showroom/machines, so the bare name does not resolve from scripts/.
import * as machines from '../packages/machines/src/index.ts';
import { buildStoryIndex } from './story-state-coverage-index.ts';
import {
  checkStoryStateCoverage,
  discoverInventories,
  missingStateLines,
  parseStateTag,
  stillToCoverSummary,
  unknownTagLines,
  type CoverageReport,
  type MachineInventory,
  type StoryIndexEntryLike,
  type StoryIndexLike,
} from './story-state-coverage.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Machines whose every state must have a story now (less the states listed in
 * `statesCoveredLater`). The storefront shell issue (12) covers session, navigation and the
 * footer's lead form; the home page issue (13) the Showroom ID card (showroomSearch); the
 * accounts issue (14) the sign-in screens (signIn, and the session's one-time-code step) and the
 * registration wizard; the shopping issue (15) the cart page (cartQueue); issue 31 the
 * payment page (checkoutPayment); issue 33 the visualizer (roomDesign).
 */
const requiredMachines: string[] = [
  'session',
  'navigation',
  'leadForm',
  'showroomSearch',
  'signIn',
  'registration',
  'cartQueue',
  'emailResend',
  'orderItemStatus',
  'checkoutPayment',
  'roomDesign',
];

/**
 * States of a required machine whose screen another issue builds, with that issue. A prefix
 * covers the state and everything below it. Each entry must still be missing (a test below
 * checks), so the list shrinks as those screens and their stories land.
 */
const statesCoveredLater: Readonly<Record<string, string>> = {};

const isCoveredLater = (machine: string, state: string) =>
  Object.keys(statesCoveredLater).some(
    (prefix) => `${machine}.${state}` === prefix || `${machine}.${state}`.startsWith(`${prefix}.`),
  );

/**
 * Machines whose stories are still to come, with the issue that adds them. When that issue lands
 * its stories, move the machine to `requiredMachines`. A cart machine, when it is added to
 * @showroom/machines, belongs to the shopping issue: list it here or in `requiredMachines`.
 */
const coveredLater: Readonly<Record<string, string>> = {};

describe('every machine state has a story (the real Storybook index)', () => {
  const inventories = discoverInventories(machines);
  let report: CoverageReport;

  beforeAll(async () => {
    // One index generation for the whole file (~2 s): Storybook's indexers, no bundling.
    report = checkStoryStateCoverage(inventories, await buildStoryIndex(root));
    // For whoever picks up the next issue: what the machines not yet required still lack.
    console.info(stillToCoverSummary(report, coveredLater));
  });

  it('knows every machine: each one found is either required now or covered later by a named issue', () => {
    const found = inventories.map((inventory) => inventory.machine).sort();
    const classified = [...requiredMachines, ...Object.keys(coveredLater)].sort();
    expect(
      found,
      'add a new machine to requiredMachines or to coveredLater with its issue; drop a machine that is gone',
    ).toEqual(classified);
  });

  it('has no state tag naming an unknown machine or state', () => {
    expect(unknownTagLines(report)).toEqual([]);
  });

  it(`has a story for every state of the required machines (${requiredMachines.join(', ')})`, () => {
    const missing = requiredMachines.flatMap((machine) =>
      missingStateLines(report, [machine]).filter((line) => {
        const state = line.slice(machine.length + 1, line.indexOf(':'));
        return !isCoveredLater(machine, state);
      }),
    );
    expect(missing, 'tag a story showing each of these states').toEqual([]);
  });

  it('defers only states that still have no story (drop an entry of statesCoveredLater once its stories land)', () => {
    const stale = Object.keys(statesCoveredLater).filter((prefix) => {
      const machine = prefix.slice(0, prefix.indexOf('.'));
      const coverage = report.machines.find((candidate) => candidate.machine === machine);
      const below = (coverage?.states ?? []).filter((state) => isCoveredLater(machine, state));
      // Stale when the prefix names no state, or when any state under it now has a story.
      return below.length === 0 || below.some((state) => !coverage?.missing.includes(state));
    });
    expect(stale).toEqual([]);
  });
});

// ---- the matching itself, on fixtures ----

const door: MachineInventory = { machine: 'door', states: ['closed', 'open', 'open.ajar', 'open.wide'] };
const lamp: MachineInventory = { machine: 'lamp', states: ['off', 'on', 'open'] };

function fakeIndex(entries: readonly (Omit<StoryIndexEntryLike, 'type'> & { type?: 'story' | 'docs' })[]) {
  return {
    entries: Object.fromEntries(entries.map((entry) => [entry.id, { type: 'story' as const, ...entry }])),
  } satisfies StoryIndexLike;
}

const coverageOf = (report: CoverageReport, machine: string) => report.machines.find((m) => m.machine === machine)!;

describe('discoverInventories', () => {
  const machine = (id: string) => ({ id, transition: () => undefined });

  it('pairs each <x>States string array with the id of <x>Machine', () => {
    const exports = {
      doorStates: ['closed', 'open'],
      doorMachine: machine('door'),
      // The id, not the export name, is what tags use.
      frontGateStates: ['shut'],
      frontGateMachine: machine('gate'),
    };
    expect(discoverInventories(exports)).toEqual([
      { machine: 'door', states: ['closed', 'open'] },
      { machine: 'gate', states: ['shut'] },
    ]);
  });

  it('ignores exports that are not string arrays (a step-to-state map, a list of numbers, rules)', () => {
    const exports = {
      doorStates: ['closed'],
      doorMachine: machine('door'),
      doorStepStates: { first: 'closed' },
      sizeStates: [1, 2],
      statusOptions: ['a'],
    };
    expect(discoverInventories(exports)).toEqual([{ machine: 'door', states: ['closed'] }]);
  });

  it('refuses an inventory without its machine, and two inventories for one machine id', () => {
    expect(() => discoverInventories({ doorStates: ['closed'] })).toThrow(/no doorMachine export/);
    expect(() => discoverInventories({ doorStates: ['closed'], doorMachine: { id: 'door' } })).toThrow(
      /no doorMachine export/,
    );
    expect(() =>
      discoverInventories({ aStates: ['x'], aMachine: machine('door'), bStates: ['y'], bMachine: machine('door') }),
    ).toThrow(/two state inventories belong to the machine id "door"/);
  });

  it('finds the real machines by their ids', () => {
    const found = discoverInventories(machines);
    expect(found.map((inventory) => inventory.machine)).toEqual(expect.arrayContaining(['session', 'navigation']));
    expect(found.find((inventory) => inventory.machine === 'navigation')?.states).toEqual(machines.navigationStates);
  });
});

describe('parseStateTag', () => {
  it('splits the machine id from the state path at the first dot', () => {
    expect(parseStateTag('state:session.user.signedIn.ready')).toEqual({
      machine: 'session',
      state: 'user.signedIn.ready',
    });
    expect(parseStateTag('state:navigation')).toEqual({ machine: 'navigation', state: '' });
    expect(parseStateTag('autodocs')).toBeNull();
  });
});

describe('checkStoryStateCoverage', () => {
  it('fails a machine whose state has no story, naming the tag to add', () => {
    const report = checkStoryStateCoverage([door], fakeIndex([{ id: 'door--closed', tags: ['state:door.closed'] }]));
    expect(coverageOf(report, 'door').missing).toEqual(['open', 'open.ajar', 'open.wide']);
    expect(missingStateLines(report, ['door'])).toEqual([
      "door.open: no story tagged 'state:door.open'",
      "door.open.ajar: no story tagged 'state:door.open.ajar'",
      "door.open.wide: no story tagged 'state:door.open.wide'",
    ]);
  });

  it('passes a machine whose every state has a story, and records which stories show each', () => {
    const index = fakeIndex([
      { id: 'door--closed', tags: ['dev', 'state:door.closed'] },
      { id: 'door--ajar', tags: ['state:door.open.ajar'] },
      { id: 'page--wide', tags: ['state:door.open.wide', 'state:lamp.on'] },
      { id: 'door--wide-mobile', tags: ['state:door.open.wide'] },
    ]);
    const report = checkStoryStateCoverage([door], index);
    expect(missingStateLines(report, ['door'])).toEqual([]);
    expect(coverageOf(report, 'door').storiesByState.get('open.wide')).toEqual(['page--wide', 'door--wide-mobile']);
  });

  it('covers a parent through any child, but not the children through the parent', () => {
    const childOnly = checkStoryStateCoverage([door], fakeIndex([{ id: 'a', tags: ['state:door.open.ajar'] }]));
    expect(coverageOf(childOnly, 'door').missing).toEqual(['closed', 'open.wide']);

    const parentOnly = checkStoryStateCoverage([door], fakeIndex([{ id: 'a', tags: ['state:door.open'] }]));
    expect(coverageOf(parentOnly, 'door').missing).toEqual(['closed', 'open.ajar', 'open.wide']);
  });

  it('does not let a sibling with a longer name cover a state ("open" is not under "op")', () => {
    const inventory: MachineInventory = { machine: 'door', states: ['op', 'open'] };
    const report = checkStoryStateCoverage([inventory], fakeIndex([{ id: 'a', tags: ['state:door.open'] }]));
    expect(coverageOf(report, 'door').missing).toEqual(['op']);
  });

  it('keeps machines apart: a tag covers only its own machine', () => {
    const report = checkStoryStateCoverage([door, lamp], fakeIndex([{ id: 'a', tags: ['state:lamp.open'] }]));
    expect(coverageOf(report, 'door').missing).toContain('open');
    expect(coverageOf(report, 'lamp').missing).toEqual(['off', 'on']);
  });

  it('counts stories only: a docs page carrying the tag shows no state', () => {
    const report = checkStoryStateCoverage(
      [door],
      fakeIndex([{ id: 'door--docs', type: 'docs', tags: ['state:door.closed'] }]),
    );
    expect(coverageOf(report, 'door').missing).toContain('closed');
    expect(report.unknownTags).toEqual([]);
  });

  it('reports tags naming an unknown machine or state, a bare machine, and a mistyped prefix', () => {
    const index = fakeIndex([
      { id: 'a', tags: ['state:dor.closed', 'state:door.open.Ajar', 'autodocs', '!visual', 'stateful'] },
      { id: 'b', tags: ['state:door', 'State:door.closed', 'states:door.closed', 'state-door.closed'] },
      { id: 'c', type: 'docs', tags: ['state:dor.closed'] },
    ]);
    const report = checkStoryStateCoverage([door, lamp], index);
    expect(report.unknownTags.map(({ tag, entries }) => [tag, entries])).toEqual([
      ['State:door.closed', ['b']],
      ['state-door.closed', ['b']],
      ['state:door', ['b']],
      ['state:door.open.Ajar', ['a']],
      ['state:dor.closed', ['a', 'c']],
      ['states:door.closed', ['b']],
    ]);
    const lines = unknownTagLines(report);
    expect(lines).toContain(`'state:dor.closed' on a, c: no machine "dor" (machines: door, lamp)`);
    expect(lines).toContain(
      `'state:door.open.Ajar' on a: no state "open.Ajar" in doorStates (states: closed, open, open.ajar, open.wide)`,
    );
    expect(lines).toContain(`'state:door' on b: no state after the machine id (write state:door.<state>)`);
    expect(lines).toContain(`'states:door.closed' on b: state tags start with exactly "state:"`);
    // A misspelt tag covers nothing.
    expect(coverageOf(report, 'door').missing).toEqual(door.states);
  });

  it('fails a required machine that has no inventory, so the required list cannot go stale', () => {
    const report = checkStoryStateCoverage([door], fakeIndex([]));
    expect(missingStateLines(report, ['lamp'])).toEqual(['lamp: no such machine has a state inventory']);
  });

  it('summarises the machines still to cover with their issues', () => {
    const report = checkStoryStateCoverage([door, lamp], fakeIndex([{ id: 'a', tags: ['state:door.open.wide'] }]));
    expect(stillToCoverSummary(report, { door: 'doors issue', lamp: 'lamps issue' })).toBe(
      'still to cover: door (2/4 states; doors issue), lamp (0/3 states; lamps issue)',
    );
    expect(stillToCoverSummary(report, {})).toBe('still to cover: nothing');
  });
});

// ---- the index Storybook builds, on a throw-away Storybook ----

describe('buildStoryIndex', () => {
  let fixtureDir: string;

  beforeAll(async () => {
    // Outside the repository, so concurrent lint or git runs never see it; node_modules links back
    // to the project's so the framework preset resolves.
    fixtureDir = await mkdtemp(join(tmpdir(), 'story-state-coverage-'));
    await symlink(join(root, 'node_modules'), join(fixtureDir, 'node_modules'), 'dir');
    await mkdir(join(fixtureDir, '.storybook'));
    await mkdir(join(fixtureDir, 'stories'));
    await writeFile(join(fixtureDir, 'package.json'), '{ "type": "module", "private": true }\n');
    await writeFile(
      join(fixtureDir, '.storybook/main.js'),
      `export default { stories: ['../stories/*.stories.tsx'], framework: { name: '@storybook/react-vite', options: {} }, core: { disableTelemetry: true } };\n`,
    );
    await writeFile(
      join(fixtureDir, 'stories/Door.stories.tsx'),
      [
        `export default { title: 'Door', tags: ['state:door.open'] };`,
        `export const Closed = { tags: ['state:door.closed', '!state:door.open'] };`,
        `export const Open = {};`,
      ].join('\n'),
    );
  });

  afterAll(async () => {
    await rm(fixtureDir, { recursive: true, force: true });
  });

  it('reads final tags: meta tags reach every story, a story removes one with "!"', async () => {
    const index = await buildStoryIndex(fixtureDir);
    const tagsOf = (id: string) => index.entries[id]?.tags?.filter((tag) => tag.startsWith('state:'));
    expect(tagsOf('door--closed')).toEqual(['state:door.closed']);
    expect(tagsOf('door--open')).toEqual(['state:door.open']);
  });

  it('fails loudly when a story file cannot be indexed', async () => {
    await writeFile(join(fixtureDir, 'stories/Broken.stories.tsx'), 'export const Broken = {\n');
    await expect(buildStoryIndex(fixtureDir)).rejects.toThrow(/Unable to index \.\/stories\/Broken\.stories\.tsx/);
  });
});
