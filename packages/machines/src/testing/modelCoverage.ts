/**
 * Model-based coverage for the machines' tests (not part of the published package).
 *
 * `xstate/graph` explores the machine itself: from the initial state it applies every sample
 * event wherever its type is handled, which yields the reachable states and their edges. Each
 * edge becomes a path (shortest path to its source state, then the edge's event) and every path
 * is replayed against a real actor of the machine, with the invoked effects replaced by deferred
 * promises that the path settles (`xstate.done.actor.<id>` resolves one, `xstate.error.actor.<id>`
 * rejects it). The replay checks that the actor lands where the model says after every step, and
 * XState's inspection API records which state nodes were entered and which transition
 * definitions were taken. Anything never reached is reported, so a test can fail on it.
 *
 * `createTestModel` is not used because it refuses machines that invoke actors, and all of
 * ours do.
 */
import {
  createActor,
  fromPromise,
  type AnyActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type ContextFrom,
  type EventFromLogic,
  type EventObject,
  type InputFrom,
  type InspectionEvent,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, getStateNodes } from 'xstate/graph';

export interface ModelCoverageOptions<TMachine extends AnyStateMachine> {
  readonly machine: TMachine;
  /**
   * One exploration per input, coverage combined: a machine whose context comes from its input
   * (stored cart, signed-in visitor…) reaches some states only with the right input.
   */
  readonly inputs?: readonly InputFrom<TMachine>[];
  /**
   * Sample events, payload included. Each is offered in every state that handles its type,
   * including `xstate.done.actor.<id>` (with `output`) and `xstate.error.actor.<id>` (with
   * `error`) for the invoked effects.
   */
  readonly events: readonly (EventFromLogic<TMachine> | DoneOrErrorEvent)[];
  /** What of the context distinguishes model states (default: all of it). */
  readonly abstractContext?: (context: ContextFrom<TMachine>) => unknown;
  /** Upper bound on explored states, so a state explosion fails fast instead of hanging. */
  readonly limit?: number;
}

export type DoneOrErrorEvent =
  | { readonly type: `xstate.done.actor.${string}`; readonly output: unknown }
  | { readonly type: `xstate.error.actor.${string}`; readonly error: unknown };

export interface ModelCoverageReport {
  /** Every state node of the machine, as dotted paths ('editing.account'). */
  readonly stateIds: readonly string[];
  /** Every transition definition: '<state> <event>[<index>]', 'always' for eventless ones. */
  readonly transitionIds: readonly string[];
  readonly reachedStates: readonly string[];
  readonly takenTransitions: readonly string[];
  readonly missingStates: readonly string[];
  readonly missingTransitions: readonly string[];
  /** Event types the machine handles for which no sample event was given. */
  readonly eventTypesWithoutSamples: readonly string[];
  /** Steps where the actor did not land where the model said. */
  readonly divergences: readonly string[];
  readonly pathCount: number;
  readonly stepCount: number;
}

const DONE_PREFIX = 'xstate.done.actor.';
const ERROR_PREFIX = 'xstate.error.actor.';

function stateLabel(node: AnyStateNode): string {
  return node.path.length === 0 ? '(machine)' : node.path.join('.');
}

function allNodes(machine: AnyStateMachine): AnyStateNode[] {
  return [machine.root, ...getStateNodes(machine.root)];
}

/** The states and transition definitions a machine declares (for test titles). */
export function declaredModel(machine: AnyStateMachine): { stateIds: string[]; transitionIds: string[] } {
  const transitionIds: string[] = [];
  for (const node of allNodes(machine)) {
    for (const [eventType, definitions] of node.transitions) {
      definitions.forEach((_, index) => transitionIds.push(`${stateLabel(node)} ${eventType}[${index}]`));
    }
    (node.always ?? []).forEach((_, index) => transitionIds.push(`${stateLabel(node)} always[${index}]`));
  }
  return { stateIds: getStateNodes(machine.root).map(stateLabel), transitionIds };
}

function transitionId(transition: AnyTransitionDefinition): string {
  const source = transition.source;
  if (transition.eventType === '') {
    // Eventless transitions are reported with an empty event type and live in `always`.
    const index = (source.always as AnyTransitionDefinition[]).indexOf(transition);
    return `${stateLabel(source)} always[${index}]`;
  }
  const index = (source.transitions.get(transition.eventType) as AnyTransitionDefinition[]).indexOf(transition);
  return `${stateLabel(source)} ${transition.eventType}[${index}]`;
}

interface Deferred {
  readonly resolve: (value: unknown) => void;
  readonly reject: (reason: unknown) => void;
}

/** Replaces every actor the machine knows by a promise the replay settles by hand. */
function withDeferredActors(machine: AnyStateMachine, pending: Map<string, Deferred>): AnyStateMachine {
  const actors: Record<string, AnyActorLogic> = {};
  for (const name of Object.keys(machine.implementations.actors)) {
    actors[name] = fromPromise(
      ({ self }) => new Promise((resolve, reject) => pending.set(self.id, { resolve, reject })),
    );
  }
  return machine.provide({ actors });
}

/** Lets settled promises reach the machine (promise actor, then its parent) before checking. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
}

interface ReplayStep {
  readonly event: EventObject & { readonly [key: string]: unknown };
  readonly expected: string;
}

export async function exploreModel<TMachine extends AnyStateMachine>(
  options: ModelCoverageOptions<TMachine>,
): Promise<ModelCoverageReport> {
  // The graph functions are typed for any logic; past this point the machine is handled as
  // an AnyStateMachine with its snapshots as AnyMachineSnapshot.
  const machine: AnyStateMachine = options.machine;
  const abstract = (options.abstractContext ?? ((context: unknown) => context)) as (context: unknown) => unknown;
  const serialize = (snapshot: AnyMachineSnapshot): string =>
    JSON.stringify({ value: snapshot.value, context: abstract(snapshot.context) });
  const samples = options.events as readonly EventObject[];
  // Only the samples a state handles; offering the rest would add self-loops (and settle
  // effects that are not running).
  const handledHere = (snapshot: AnyMachineSnapshot): EventObject[] => {
    const types = new Set(snapshot._nodes.flatMap((node) => node.ownEvents));
    return samples.filter((event) => types.has(event.type));
  };
  const inputs: readonly unknown[] = options.inputs ?? [undefined];

  const declared = declaredModel(machine);
  const handledTypes = new Set(allNodes(machine).flatMap((node) => [...node.transitions.keys()]));
  const sampledTypes = new Set(samples.map((event) => event.type));
  const eventTypesWithoutSamples = [...handledTypes].filter((type) => !sampledTypes.has(type)).sort();

  // Paths from the model: the shortest way to each state, then each edge leaving it.
  const replays: { readonly input: unknown; readonly steps: ReplayStep[] }[] = [];
  for (const input of inputs) {
    const traversal = {
      input,
      events: handledHere,
      serializeState: serialize,
      // A finished actor takes no more events, although the pure transition function would.
      stopWhen: (snapshot: AnyMachineSnapshot) => snapshot.status === 'done',
      limit: options.limit ?? 20_000,
    };
    const adjacency = getAdjacencyMap(machine, traversal);
    const routes = new Map<string, ReplayStep[]>();
    for (const path of getShortestPaths(machine, traversal)) {
      const steps = path.steps.slice(1).map((step) => ({ event: step.event, expected: serialize(step.state) }));
      routes.set(serialize(path.state), steps);
    }
    const unique = new Map<string, ReplayStep[]>();
    for (const [source, { transitions }] of Object.entries(adjacency)) {
      // Every explored state has a shortest path from the initial state.
      const route = routes.get(source) as ReplayStep[];
      const edges = Object.values(transitions) as { event: EventObject; state: AnyMachineSnapshot }[];
      if (edges.length === 0) unique.set(JSON.stringify(route.map((step) => step.event)), route);
      for (const edge of edges) {
        const steps = [...route, { event: edge.event, expected: serialize(edge.state) }];
        unique.set(JSON.stringify(steps.map((step) => step.event)), steps);
      }
    }
    for (const steps of unique.values()) replays.push({ input, steps });
  }

  const reachedStates = new Set<string>();
  const takenTransitions = new Set<string>();
  const divergences: string[] = [];
  let stepCount = 0;

  const pending = new Map<string, Deferred>();
  const logic = withDeferredActors(machine, pending);
  for (const { input, steps } of replays) {
    pending.clear();
    // Inspection starts inside createActor (the initial state's eventless transitions run
    // there), so events are told apart by kind, not by comparing with the actor: only machines
    // report microsteps, and only machine snapshots have state nodes. The machines under test
    // invoke promises, never other machines.
    const observe = (inspection: InspectionEvent): void => {
      if (inspection.type === '@xstate.microstep') {
        for (const transition of inspection._transitions) {
          takenTransitions.add(transitionId(transition));
          // A transition's source was active, even when it is left in the same microstep it
          // was entered (an initial state left at once by an eventless transition).
          for (let node: AnyStateNode | undefined = transition.source; node !== undefined; node = node.parent) {
            if (node.path.length > 0) reachedStates.add(stateLabel(node));
          }
        }
      }
      if (inspection.type === '@xstate.microstep' || inspection.type === '@xstate.snapshot') {
        const nodes = (inspection.snapshot as Partial<AnyMachineSnapshot>)._nodes ?? [];
        for (const node of nodes) if (node.path.length > 0) reachedStates.add(stateLabel(node));
      }
    };
    const actor = createActor(logic, { input, inspect: observe });
    actor.start();
    for (const [index, step] of steps.entries()) {
      stepCount += 1;
      const { type } = step.event;
      if (type.startsWith(DONE_PREFIX) || type.startsWith(ERROR_PREFIX)) {
        const done = type.startsWith(DONE_PREFIX);
        const id = type.slice(done ? DONE_PREFIX.length : ERROR_PREFIX.length);
        const deferred = pending.get(id);
        if (deferred === undefined) {
          divergences.push(`step ${index + 1} (${type}): no running actor "${id}"`);
          break;
        }
        pending.delete(id);
        if (done) deferred.resolve(step.event['output']);
        else deferred.reject(step.event['error']);
        await settle();
      } else {
        actor.send(step.event);
      }
      const actual = serialize(actor.getSnapshot());
      if (actual !== step.expected) {
        divergences.push(`step ${index + 1} (${type}): expected ${step.expected}, got ${actual}`);
        break;
      }
    }
    actor.stop();
  }

  return {
    stateIds: declared.stateIds,
    transitionIds: declared.transitionIds,
    reachedStates: [...reachedStates].sort(),
    takenTransitions: [...takenTransitions].sort(),
    missingStates: declared.stateIds.filter((id) => !reachedStates.has(id)),
    missingTransitions: declared.transitionIds.filter((id) => !takenTransitions.has(id)),
    eventTypesWithoutSamples,
    divergences,
    pathCount: replays.length,
    stepCount,
  };
}

/** One line for test output: what was reached out of what is declared, and how. */
export function coverageSummary(report: ModelCoverageReport): string {
  const states = report.stateIds.filter((id) => report.reachedStates.includes(id)).length;
  const transitions = report.transitionIds.filter((id) => report.takenTransitions.includes(id)).length;
  return (
    `${states}/${report.stateIds.length} states, ${transitions}/${report.transitionIds.length} transitions ` +
    `(${report.pathCount} paths, ${report.stepCount} steps)`
  );
}

/**
 * Puts the coverage line on the test (for reporters that show annotations) and prints it, so
 * every run's log states, per machine, how much of the model its generated paths covered.
 */
export async function reportModelCoverage(
  machine: string,
  report: ModelCoverageReport,
  annotate: (message: string) => Promise<unknown>,
): Promise<void> {
  const summary = coverageSummary(report);
  await annotate(summary);
  // The package is compiled without host types (no DOM, no Node: it must not depend on them),
  // so the test host's console is reached through globalThis; this harness is never shipped.
  const host = globalThis as { console?: { log(message: string): void } };
  host.console?.log(`model coverage, ${machine}: ${summary}`);
}
