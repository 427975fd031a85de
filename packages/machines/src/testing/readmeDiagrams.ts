import type { AnyStateMachine } from 'xstate';
import { stateDiagram } from './stateDiagram.ts';

const start = (name: string) =>
  `<!-- state-diagram ${name}: drawn from the machine definition by the package tests; do not edit -->`;
const end = '<!-- /state-diagram -->';

/** The README's block for one machine: a folded Mermaid diagram between two markers. */
function block(name: string, machine: AnyStateMachine): string {
  return [
    start(name),
    '<details><summary>State diagram</summary>',
    '',
    '```mermaid',
    stateDiagram(machine),
    '```',
    '',
    '</details>',
    end,
  ].join('\n');
}

/**
 * The README with each machine's diagram block brought up to date: replaced where it is, else
 * added at the end of the machine's own section (the one whose heading names `<name>`).
 */
export function withStateDiagrams(readme: string, machines: Readonly<Record<string, AnyStateMachine>>): string {
  let text = readme;
  for (const [name, machine] of Object.entries(machines)) {
    const fresh = block(name, machine);
    const from = text.indexOf(start(name));
    if (from >= 0) {
      const to = text.indexOf(end, from);
      if (to < 0) throw new Error(`The README's diagram of ${name} has no end marker.`);
      text = `${text.slice(0, from)}${fresh}${text.slice(to + end.length)}`;
      continue;
    }
    const heading = text.search(new RegExp(`^### \`${name}\``, 'm'));
    if (heading < 0) throw new Error(`The README has no section for ${name}.`);
    const body = text.indexOf('\n', heading) + 1;
    const next = text.slice(body).search(/^#{2,3} /m);
    const sectionEnd = next < 0 ? text.length : body + next;
    const before = text.slice(0, sectionEnd).replace(/\n+$/, '');
    text = `${before}\n\n${fresh}\n\n${text.slice(sectionEnd)}`;
  }
  return text;
}
