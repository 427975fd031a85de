import { z } from 'zod';

/**
 * Every schema that has a name in the contract. The OpenAPI document is generated from this
 * registry, so a schema registered here becomes `#/components/schemas/<id>` and is referenced,
 * not copied, wherever it is used.
 */
export const contractRegistry = z.registry<{ id: string; description?: string }>();

/** The registered schemas in registration order (a registry cannot be iterated). */
export const namedSchemas: { readonly id: string; readonly schema: z.ZodType }[] = [];

/** Registers `schema` under `id` (and an optional description) and returns it unchanged. */
export function named<T extends z.ZodType>(id: string, schema: T, description?: string): T {
  if (namedSchemas.some((entry) => entry.id === id)) throw new Error(`Schema name "${id}" is used twice`);
  contractRegistry.add(schema, description === undefined ? { id } : { id, description });
  namedSchemas.push({ id, schema });
  return schema;
}
