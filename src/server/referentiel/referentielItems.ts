import type { Queryable } from '../db/types';

/**
 * Reference lists (tables referentiel_lists and referentiel_items): items in display order, with
 * `extra` holding list-specific fields (libelleCourt for nature-voie, localite for code-postal…).
 */
export interface ReferentielItemRow {
  code: string;
  libelle: string;
  extra: Record<string, unknown> | null;
}

/**
 * A list's items, in display order, at most `limit`; `q` (null for all) keeps those whose code
 * starts with it or whose label holds it, accent-insensitive (for long lists such as code-postal).
 */
export async function searchReferentiel(db: Queryable, listName: string, q: string | null, limit: number): Promise<ReferentielItemRow[]> {
  const { rows } = await db.query<ReferentielItemRow>(
    `SELECT code, libelle, extra FROM referentiel_items
          WHERE list_name = $1
            AND ($2::text IS NULL
                 OR code ILIKE replace(replace(replace($2, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'
                 OR position(content_fold($2) IN content_fold(libelle)) > 0)
          ORDER BY position, libelle
          LIMIT $3`,
    [listName, q, limit],
  );
  return rows;
}

export async function referentielListExists(db: Queryable, listName: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM referentiel_lists WHERE name = $1', [listName]);
  return rows.length > 0;
}

/** The consents of the list « consentement », in display order. */
export async function consentementItems(db: Queryable): Promise<{ code: string; libelle: string }[]> {
  const { rows } = await db.query<{ code: string; libelle: string }>(
    "SELECT code, libelle FROM referentiel_items WHERE list_name = 'consentement' ORDER BY position, libelle",
  );
  return rows;
}

/**
 * The labels of the items of `listName` whose `valueKey` is one of `values`, read at `labelKey`
 * (code, libelle or a key of `extra`), as a field that chose them by those keys shows them; a value
 * no item has is left out. The first item in display order wins when two share a value.
 */
export async function referentielLabels(db: Queryable, listName: string, valueKey: string, labelKey: string, values: string[]): Promise<Record<string, string>> {
  const { rows } = await db.query<{ value: string; label: string | null }>(
    `SELECT DISTINCT ON (value) value, label FROM (
       SELECT CASE WHEN $2 = 'code' THEN code WHEN $2 = 'libelle' THEN libelle ELSE extra->>$2 END AS value,
              CASE WHEN $3 = 'libelle' THEN libelle WHEN $3 = 'code' THEN code ELSE extra->>$3 END AS label, position
         FROM referentiel_items WHERE list_name = $1) items
      WHERE value = ANY ($4::text[])
      ORDER BY value, position`,
    [listName, valueKey, labelKey, values],
  );
  return Object.fromEntries(rows.filter((row) => row.label).map((row) => [row.value, row.label!]));
}
