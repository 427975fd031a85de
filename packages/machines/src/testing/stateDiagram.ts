import type { AnyStateMachine, AnyStateNode } from 'xstate';

/**
 * A machine's Mermaid state diagram (`stateDiagram-v2`), read from the machine definition
 * itself: every state, nested as in the machine, its initial state, and every transition
 * labelled by its event (`always` for eventless ones, `done: x`/`error: x` for an invoked
 * effect, `after N ms` for a delay), with the guard's name in brackets where it has one and
 * `[guarded]` where it is an unnamed condition. A transition without a target (it only runs
 * actions) is left out; the machine's own transitions, taken in any state, start at "(any state)". The READMEs hold these; a test regenerates them and fails when stale.
 */
export function stateDiagram(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2'];
  writeChildren(machine.root, lines, '  ');
  // Transitions of the machine itself apply in every state: drawn from one box that says so.
  if (transitionsOf(machine.root).length > 0) lines.push(`  state "(any state)" as ${idOf(machine.root)}`);
  const edges = new Set<string>();
  for (const node of allNodes(machine.root)) {
    for (const transition of transitionsOf(node)) {
      for (const target of transition.target ?? []) {
        edges.add(`  ${idOf(node)} --> ${idOf(target)}: ${transition.label}`);
      }
    }
  }
  return [...lines, ...edges].join('\n');
}

/** The machine-relative id Mermaid gets for a state: its path, joined (ids must be unique). */
function idOf(node: AnyStateNode): string {
  return node.path.join('_') || 'root';
}

function writeChildren(node: AnyStateNode, lines: string[], indent: string): void {
  const children = Object.values(node.states) as AnyStateNode[];
  if (children.length === 0) return;
  if (node.type === 'compound') {
    for (const target of node.initial.target) lines.push(`${indent}[*] --> ${idOf(target)}`);
  }
  children.forEach((child, index) => {
    const nested = Object.keys(child.states).length > 0;
    if (nested) {
      lines.push(`${indent}state "${child.key}" as ${idOf(child)} {`);
      writeChildren(child, lines, `${indent}  `);
      lines.push(`${indent}}`);
    } else {
      lines.push(`${indent}state "${child.key}" as ${idOf(child)}`);
      if (child.type === 'final') lines.push(`${indent}${idOf(child)} --> [*]`);
    }
    // Regions of a parallel state are drawn side by side.
    if (node.type === 'parallel' && index < children.length - 1) lines.push(`${indent}--`);
  });
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...(Object.values(node.states) as AnyStateNode[]).flatMap(allNodes)];
}

interface Edge {
  readonly target: readonly AnyStateNode[] | undefined;
  readonly label: string;
}

function transitionsOf(node: AnyStateNode): Edge[] {
  const edges: Edge[] = [];
  for (const [eventType, transitions] of node.transitions) {
    for (const transition of transitions) {
      edges.push({ target: transition.target, label: labelOf(eventLabel(eventType), transition.guard) });
    }
  }
  for (const transition of node.always ?? []) {
    edges.push({ target: transition.target, label: labelOf('always', transition.guard) });
  }
  return edges;
}

function eventLabel(eventType: string): string {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `done: ${done[1]}`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return `error: ${error[1]}`;
  const delay = /^xstate\.after\.(\d+)\./.exec(eventType);
  if (delay) return `after ${delay[1]} ms`;
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  return eventType;
}

function labelOf(event: string, guard: unknown): string {
  if (guard === undefined) return event;
  const name =
    typeof guard === 'string'
      ? guard
      : typeof guard === 'function' && guard.name && guard.name !== 'guard'
        ? guard.name
        : typeof guard === 'object' && guard !== null && 'type' in guard
          ? String(guard.type)
          : 'guarded';
  return `${event} [${name}]`;
}
