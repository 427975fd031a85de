import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * A query that Kysely builds and compiles once per database and shape, then runs with each
 * call's values. Kysely otherwise rebuilds and recompiles a query on every call: for the
 * product page about 12 µs (half of what SQLite took to run it, measured alone) and 12 kB of
 * garbage a request.
 *
 * `build` receives stand-ins for the values. Values stay bound parameters, never spliced into
 * the SQL; an array value becomes one parameter per element, so each array length is its own
 * shape. Whatever `build` decides is decided once, at the first call, for every later one, so:
 * - use each value only as a query value (`where`, `offset`, `sql` template values),
 *   never to choose the query's shape (an `if`, a sort direction); a value that ends up bound
 *   nowhere is refused, but one bound *and* branched on cannot be noticed;
 * - not where Kysely looks at the value to pick the SQL: the object form `eb.and({ column:
 *   value })` (it picks `=` or `is null` from the value) or `is` / `is not`;
 * - anything not passed in `values` (the time, a setting) is a constant of the query.
 *
 * Values named in `shapedBy` are the exception: `build` gets them as they are, and each
 * distinct value is its own shape, compiled on first use. They are for the few values that
 * belong in the SQL text, such as a page's LIMIT on SQLite (db/literalLimits.ts), and must
 * come from a small set (a page size of at most 100): each is compiled and kept, up to
 * `maxShapes` per query and database, least recently used going first.
 */
// `object`, not `Record<string, unknown>`: interfaces have no index signature.
export function preparedQuery<Values extends object, Row>(
  build: (db: Kysely<Database>, values: Values) => Compilable<Row>,
  { shapedBy = [] }: { shapedBy?: readonly ShapeValueName<Values>[] } = {},
): (db: Kysely<Database>, values: Values) => Promise<Row[]> {
  const compiledFor = new WeakMap<Kysely<Database>, Map<string, Prepared<Row>>>();
  const shaping = new Set<string>(shapedBy as readonly string[]);
  return async (db, values) => {
    const named = values as Record<string, unknown>;
    let shapes = compiledFor.get(db);
    if (!shapes) compiledFor.set(db, (shapes = new Map()));
    const key = shapeKey(named, shaping);
    let prepared = shapes.get(key);
    if (prepared) {
      shapes.delete(key);
    } else {
      prepared = prepare(db, values, build, shaping);
      if (shapes.size >= maxShapes) shapes.delete(shapes.keys().next().value as string);
    }
    shapes.set(key, prepared);
    const parameters = prepared.slots.map((slot) =>
      'constant' in slot
        ? slot.constant
        : slot.index === undefined
          ? named[slot.name]
          : (named[slot.name] as unknown[])[slot.index],
    );
    const result = await db.executeQuery<Row>({ ...prepared.query, parameters });
    return result.rows;
  };
}

/** The names of `Values` whose values are numbers, strings or booleans. */
type ShapeValueName<Values> = {
  [Name in keyof Values]-?: Values[Name] extends number | string | boolean ? Name : never;
}[keyof Values] &
  string;

/** Compiled shapes kept per query and database (see `shapedBy`). */
const maxShapes = 256;

type Slot = { constant: unknown } | { name: string; index?: number };

interface Prepared<Row> {
  query: CompiledQuery<Row>;
  /** Where each of the compiled query's parameters comes from. */
  slots: Slot[];
}

const standIn = Symbol('prepared query value');

interface StandIn {
  readonly [standIn]: { name: string; index?: number };
}

function isStandIn(value: unknown): value is StandIn {
  return typeof value === 'object' && value !== null && standIn in value;
}

function shapeKey(values: Record<string, unknown>, shaping: ReadonlySet<string>): string {
  return Object.keys(values)
    .sort()
    .map((name) => {
      const value = values[name];
      // typeof and String keep NaN, Infinity and "1" apart from null and 1.
      if (shaping.has(name)) return `${name}=${typeof value}:${String(value)}`;
      return Array.isArray(value) ? `${name}[${value.length}]` : name;
    })
    .join(',');
}

function prepare<Values extends object, Row>(
  db: Kysely<Database>,
  values: Values,
  build: (db: Kysely<Database>, values: Values) => Compilable<Row>,
  shaping: ReadonlySet<string>,
): Prepared<Row> {
  const named = values as Record<string, unknown>;
  const standIns: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(named)) {
    standIns[name] = shaping.has(name)
      ? value
      : Array.isArray(value)
        ? value.map((_, index) => Object.freeze({ [standIn]: { name, index } }))
        : Object.freeze({ [standIn]: { name } });
  }
  const query = build(db, standIns as Values).compile();
  const slots = query.parameters.map((parameter): Slot =>
    isStandIn(parameter) ? parameter[standIn] : { constant: parameter },
  );
  const slotKey = (name: string, index?: number) => (index === undefined ? name : `${name}[${index}]`);
  const bound = new Set(slots.map((slot) => ('name' in slot ? slotKey(slot.name, slot.index) : '')));
  const unused = Object.entries(named)
    .filter(([name]) => !shaping.has(name))
    .flatMap(([name, value]) => (Array.isArray(value) ? value.map((_, index) => slotKey(name, index)) : [name]))
    .filter((key) => !bound.has(key));
  if (unused.length > 0) {
    // A value the query never binds was used some other way (to choose the query's shape, say),
    // which a prepared query would silently freeze at its first call.
    throw new Error(`A prepared query must bind every value it is given; not bound: ${unused.join(', ')}`);
  }
  return { query, slots };
}
