/**
 * "Every machine state has a story" (ARCHITECTURE.md, Principles): which states of which machine
 * the stories show, read from the tags Storybook puts in its index.
 *
 * A story that renders a machine state carries the tag `state:<machine>.<state>`: `<machine>` is
 * the machine's id, `<state>` an entry of the machine's exported state inventory, written exactly
 * as there (`state:session.user.signedIn.ready`, `state:navigation.idle`).
 *
 * A parent (compound or parallel) state counts as covered when the state itself or any state
 * below it is tagged: a running machine is never in a parent alone, it is always in one of the
 * parent's children, so a story of `user.signedIn.ready` is also a story of `user.signedIn` and
 * of `user`. Leaves therefore need a story each; parents follow from them.
 *
 * Pure functions only: the caller supplies the machines' exports and the story index, so the
 * matching is tested on small fixtures and the real check stays a one-liner.
 */

export const STATE_TAG_PREFIX = 'state:';

/** A machine's id and its state inventory (dotted paths, parents included). */
export interface MachineInventory {
  readonly machine: string;
  readonly states: readonly string[];
}

/**
 * The part of Storybook's index (`index.json`, `StoryIndex` in storybook/internal/types) the
 * check reads. Tags there are final: project, meta and story tags combined, `!tag` removals applied.
 */
export interface StoryIndexLike {
  readonly entries: Readonly<Record<string, StoryIndexEntryLike>>;
}

export interface StoryIndexEntryLike {
  readonly id: string;
  readonly type: 'story' | 'docs';
  readonly tags?: readonly string[];
}

export interface MachineCoverage {
  readonly machine: string;
  readonly states: readonly string[];
  /** Inventory states with no story, in inventory order. */
  readonly missing: readonly string[];
  /** For each tagged state, the ids of the stories carrying its tag. */
  readonly storiesByState: ReadonlyMap<string, readonly string[]>;
}

/** A `state:` tag (or something that looks like one) that names no machine state. */
export interface UnknownStateTag {
  readonly tag: string;
  readonly reason: string;
  /** Index entries carrying it (stories and docs pages). */
  readonly entries: readonly string[];
}

export interface CoverageReport {
  readonly machines: readonly MachineCoverage[];
  readonly unknownTags: readonly UnknownStateTag[];
}

// Code-unit order, not localeCompare: the output must not depend on the machine's locale.
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const isStringArray = (value: unknown): value is readonly string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** Duck-typed on what every XState v5 machine has, so this module needs no xstate import. */
const isMachine = (value: unknown): value is { readonly id: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { id?: unknown }).id === 'string' &&
  typeof (value as { transition?: unknown }).transition === 'function';

/**
 * Every `<x>States` export that is an array of strings, paired with the id of the `<x>Machine`
 * export beside it. Found from the package's exports rather than listed by hand, so a new
 * machine is checked the day it is exported. An inventory without its machine is an error, not
 * a skip: the tag needs the machine's id, and silence would hide the machine from the check.
 */
export function discoverInventories(moduleExports: Readonly<Record<string, unknown>>): MachineInventory[] {
  const inventories: MachineInventory[] = [];
  for (const [name, value] of Object.entries(moduleExports)) {
    const prefix = /^(\w+)States$/.exec(name)?.[1];
    if (prefix === undefined || !isStringArray(value)) continue;
    const machine = moduleExports[`${prefix}Machine`];
    if (!isMachine(machine)) {
      throw new Error(
        `${name} looks like a state inventory, but there is no ${prefix}Machine export to take its id from`,
      );
    }
    if (inventories.some((inventory) => inventory.machine === machine.id)) {
      throw new Error(`two state inventories belong to the machine id "${machine.id}"`);
    }
    inventories.push({ machine: machine.id, states: [...value] });
  }
  return inventories.sort((a, b) => byCodeUnits(a.machine, b.machine));
}

/** `state:session.user.signedIn` → `{ machine: 'session', state: 'user.signedIn' }`; other tags → null. */
export function parseStateTag(tag: string): { machine: string; state: string } | null {
  if (!tag.startsWith(STATE_TAG_PREFIX)) return null;
  const rest = tag.slice(STATE_TAG_PREFIX.length);
  const dot = rest.indexOf('.');
  return dot < 0 ? { machine: rest, state: '' } : { machine: rest.slice(0, dot), state: rest.slice(dot + 1) };
}

// `State:…`, `states:…`, `state-…`, `state.…`: meant as a state tag, but the check would not see it.
const looksLikeMistypedPrefix = (tag: string) => /^states?[^a-z0-9]/i.test(tag) && !tag.startsWith(STATE_TAG_PREFIX);

function unknownReason(tag: string, inventories: readonly MachineInventory[]): string | null {
  const parsed = parseStateTag(tag);
  if (parsed === null) {
    return looksLikeMistypedPrefix(tag) ? `state tags start with exactly "${STATE_TAG_PREFIX}"` : null;
  }
  const inventory = inventories.find((candidate) => candidate.machine === parsed.machine);
  if (inventory === undefined) {
    return `no machine "${parsed.machine}" (machines: ${inventories.map((i) => i.machine).join(', ')})`;
  }
  if (parsed.state === '') return `no state after the machine id (write ${STATE_TAG_PREFIX}${parsed.machine}.<state>)`;
  if (!inventory.states.includes(parsed.state)) {
    return `no state "${parsed.state}" in ${parsed.machine}States (states: ${inventory.states.join(', ')})`;
  }
  return null;
}

/**
 * Which inventory states have a story, and which `state:` tags name nothing. Only story entries
 * cover states (a docs page shows no state); tags are checked for typos on every entry.
 */
export function checkStoryStateCoverage(
  inventories: readonly MachineInventory[],
  index: StoryIndexLike,
): CoverageReport {
  const tagged = new Map<string, Map<string, string[]>>(inventories.map((i) => [i.machine, new Map()]));
  const unknown = new Map<string, { reason: string; entries: string[] }>();

  for (const entry of Object.values(index.entries)) {
    for (const tag of entry.tags ?? []) {
      const reason = unknownReason(tag, inventories);
      if (reason !== null) {
        const found = unknown.get(tag) ?? { reason, entries: [] };
        found.entries.push(entry.id);
        unknown.set(tag, found);
        continue;
      }
      const parsed = parseStateTag(tag);
      if (parsed === null || entry.type !== 'story') continue;
      const byState = tagged.get(parsed.machine);
      byState?.set(parsed.state, [...(byState.get(parsed.state) ?? []), entry.id]);
    }
  }

  const machines = inventories.map((inventory): MachineCoverage => {
    const storiesByState = tagged.get(inventory.machine) ?? new Map<string, string[]>();
    const taggedStates = [...storiesByState.keys()];
    const isCovered = (state: string) =>
      taggedStates.some((taggedState) => taggedState === state || taggedState.startsWith(`${state}.`));
    return {
      machine: inventory.machine,
      states: inventory.states,
      missing: inventory.states.filter((state) => !isCovered(state)),
      storiesByState,
    };
  });

  const unknownTags = [...unknown].map(([tag, { reason, entries }]) => ({ tag, reason, entries }));
  return { machines, unknownTags: unknownTags.sort((a, b) => byCodeUnits(a.tag, b.tag)) };
}

/**
 * One line per state of a required machine that no story shows, naming the tag to add; also a
 * line for a required machine that has no inventory at all (renamed or removed), so the required
 * list cannot silently go stale. Empty when the required machines are fully covered.
 */
export function missingStateLines(report: CoverageReport, required: readonly string[]): string[] {
  return required.flatMap((machine) => {
    const coverage = report.machines.find((candidate) => candidate.machine === machine);
    if (coverage === undefined) return [`${machine}: no such machine has a state inventory`];
    return coverage.missing.map(
      (state) => `${machine}.${state}: no story tagged '${STATE_TAG_PREFIX}${machine}.${state}'`,
    );
  });
}

/** One line per unknown or mistyped `state:` tag, with the entries carrying it. */
export function unknownTagLines(report: CoverageReport): string[] {
  return report.unknownTags.map(({ tag, reason, entries }) => `'${tag}' on ${entries.join(', ')}: ${reason}`);
}

/** `signIn (0/7 states; accounts issue)`: progress of the machines not yet required. */
export function stillToCoverSummary(report: CoverageReport, later: Readonly<Record<string, string>>): string {
  const parts = report.machines
    .filter((coverage) => coverage.machine in later)
    .map((coverage) => {
      const covered = coverage.states.length - coverage.missing.length;
      return `${coverage.machine} (${covered}/${coverage.states.length} states; ${later[coverage.machine]})`;
    });
  return parts.length === 0 ? 'still to cover: nothing' : `still to cover: ${parts.join(', ')}`;
}
