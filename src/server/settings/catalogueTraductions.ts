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

/** Sets the client's wording of a catalogue text, replacing the one it had. */
export async function saveCatalogueTraduction(db: Queryable, clientCode: string, cle: string, texte: string, updatedBy: string): Promise<void> {
  await db.query(
    `INSERT INTO catalogue_traductions (client_code, cle, texte, updated_by) VALUES ($1, $2, $3, $4)
         ON CONFLICT (client_code, cle) DO UPDATE SET texte = $3, updated_by = $4, updated_at = now()`,
    [clientCode, cle, texte, updatedBy],
  );
}

/** Gives the product's wording of a catalogue text back to the client (nothing happens when it had none). */
export async function deleteCatalogueTraduction(db: Queryable, clientCode: string, cle: string): Promise<void> {
  await db.query('DELETE FROM catalogue_traductions WHERE client_code = $1 AND cle = $2', [clientCode, cle]);
}
