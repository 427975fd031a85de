/**
 * Whether a database error is a unique-constraint violation, on either engine: better-sqlite3
 * reports `SQLITE_CONSTRAINT_UNIQUE` (or `SQLITE_CONSTRAINT_PRIMARYKEY`), PostgreSQL SQLSTATE
 * 23505. Two requests that both checked "no such e-mail yet" and then both insert end here; the
 * loser must get the same answer as if it had come second, not a 500.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error as { code: unknown };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
