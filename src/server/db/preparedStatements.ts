/** What the PGlite and PostgreSQL adapters share about their named prepared statements. */

/** SQL texts kept as named statements per database; past this many, they run unnamed. */
export const MAX_PREPARED_STATEMENTS = 500;

/**
 * A named statement that can no longer run as prepared: deallocated (26000), or its cached plan
 * no longer fits the schema after a migration ('cached plan must not change result type'). The
 * adapters prepare it again and run it once more.
 */
export function isStaleStatementError(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  return code === '26000' || (code === '0A000' && /cached plan/.test(message ?? ''));
}
