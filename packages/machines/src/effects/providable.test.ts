import { describe, expect, it } from 'vitest';
import * as machines from '../index.ts';
import { isPlaceholder } from './placeholders.ts';

interface ProvidableMachine {
  readonly implementations: Readonly<Record<string, Readonly<Record<string, unknown>> | undefined>>;
}

const isMachine = (value: unknown): value is ProvidableMachine =>
  typeof value === 'object' && value !== null && 'implementations' in value;

/** Every machine the package exports, by its export name. */
const exportedMachines = Object.entries(machines as Record<string, unknown>).flatMap(([name, value]) =>
  name.endsWith('Machine') && isMachine(value) ? [[name, value] as const] : [],
);

/** The names a host could hand to `provide()` that are not a placeholder for one of its effects. */
function internalImplementations(machine: ProvidableMachine): string[] {
  return (['actions', 'guards', 'actors', 'delays'] as const).flatMap((kind) =>
    Object.entries(machine.implementations[kind] ?? {})
      .filter(([, implementation]) => !isPlaceholder(implementation))
      .map(([name]) => `${kind}.${name}`),
  );
}

describe('what provide() offers a host', () => {
  it('finds every exported machine', () => {
    expect(exportedMachines.map(([name]) => name).sort()).toEqual([
      'cartQueueMachine',
      'checkoutPaymentMachine',
      'emailResendMachine',
      'leadFormMachine',
      'navigationMachine',
      'orderItemStatusMachine',
      'registrationMachine',
      'roomDesignMachine',
      'sessionMachine',
      'showroomSearchMachine',
      'signInMachine',
    ]);
  });

  // A named internal action or guard could be replaced by a host's provide() and break the
  // machine; they are inline in each machine's config, and only the effects are named.
  it.each(exportedMachines)('%s names only the effects a host supplies', (_name, machine) => {
    expect(internalImplementations(machine)).toEqual([]);
  });
});
