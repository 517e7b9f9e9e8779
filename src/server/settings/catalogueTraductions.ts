import type { Queryable } from '../db/types';

/**
 * A client's rewording of catalogue texts (table catalogue_traductions, migration 540), by key, as
 * the client read carries it to the browser: undefined when the client has none, so the browser
 * loads nothing more (src/api/catalogueTraductions.ts).
 */
export async function loadCatalogueTraductions(db: Queryable, clientCode: string): Promise<Record<string, string> | undefined> {
  const { rows } = await db.query<{ cle: string; texte: string }>('SELECT cle, texte FROM catalogue_traductions WHERE client_code = $1 ORDER BY cle', [clientCode]);
  return rows.length ? Object.fromEntries(rows.map((row) => [row.cle, row.texte])) : undefined;
}
