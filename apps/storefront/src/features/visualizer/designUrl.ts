/**
 * A design's address (issue 33): `/visualize?plan=…&template=…&d=floor:123,faucet:45`, so a
 * link opens the same room with the same products (a contractor and a customer look at the same
 * design). `d` holds only the slots changed from the template; `0` is a slot left empty.
 */
export interface DesignAddress {
  readonly plan: string | null;
  readonly template: string | null;
  readonly choices: Readonly<Record<string, number | null>>;
}

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const choicePattern = /^([a-z][a-z-]{0,31}):(\d{1,9})$/;
/** More than any template has slots: a longer `d` is not ours. */
const MAX_CHOICES = 24;

const slugOrNull = (value: string | null) =>
  value !== null && value.length <= 80 && slugPattern.test(value) ? value : null;

/** What an address asks for; anything malformed is left out (never an error: the pickers show then). */
export function readDesignAddress(search: string): DesignAddress {
  const params = new URLSearchParams(search);
  const choices: Record<string, number | null> = {};
  for (const entry of (params.get('d') ?? '').split(',').slice(0, MAX_CHOICES)) {
    const match = choicePattern.exec(entry);
    if (!match) continue;
    const id = Number(match[2]);
    choices[match[1] as string] = id === 0 ? null : id;
  }
  return { plan: slugOrNull(params.get('plan')), template: slugOrNull(params.get('template')), choices };
}

/** The address of a design: its plan, template and the choices that differ from the template's. */
export function designHref(address: DesignAddress): string {
  const params = new URLSearchParams();
  if (address.plan) params.set('plan', address.plan);
  if (address.plan && address.template) params.set('template', address.template);
  const changed = Object.entries(address.choices).map(([slot, id]) => `${slot}:${id ?? 0}`);
  if (address.plan && address.template && changed.length > 0) params.set('d', changed.join(','));
  const query = params.toString().replace(/%3A/g, ':').replace(/%2C/g, ',');
  return query === '' ? '/visualize' : `/visualize?${query}`;
}

/**
 * The visualizer's address of the design a project keeps (its plan, style and chosen products),
 * or null when it keeps no complete design. Read through the address reader, so whatever is
 * malformed is left out.
 */
export function designHrefOf(extraInfo: Readonly<Record<string, unknown>> | null): string | null {
  if (extraInfo === null) return null;
  const { floorplan, floorTemplate, choices } = extraInfo;
  if (typeof floorplan !== 'string' || typeof floorTemplate !== 'string') return null;
  const picked =
    typeof choices === 'object' && choices !== null
      ? Object.entries(choices as Record<string, unknown>)
          .filter(([, id]) => id === null || (typeof id === 'number' && Number.isInteger(id) && id > 0))
          .map(([slot, id]) => `${slot}:${(id as number | null) ?? 0}`)
          .join(',')
      : '';
  const address = readDesignAddress(
    `?${new URLSearchParams({ plan: floorplan, template: floorTemplate, d: picked }).toString()}`,
  );
  return address.plan && address.template ? designHref(address) : null;
}
