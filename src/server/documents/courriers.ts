import type { FromSchema } from 'json-schema-to-ts';
import type { Queryable } from '../db/types';

/**
 * The member's mail (table courriers): the filtered, sorted page of a contract's letters, one
 * letter to download, and its read state. Every read joins the contract to its member, so a
 * letter is only ever found through the member it was sent to.
 */

/** A letter of the list, as the reply carries it. */
export const courrierSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, date: { type: 'string' }, objet: { type: 'string' }, lu: { type: 'boolean' } },
  required: ['id', 'date', 'objet', 'lu'],
} as const;
export type CourrierItem = FromSchema<typeof courrierSchema>;

/**
 * The columns the list sorts by (screen column key → SQL). The ORDER BY is built from this map
 * only: the query string names a key, never a column (the schema refuses any other key, 400).
 */
export const COURRIER_SORT_COLUMNS = {
  date: 'c.date_envoi',
  objet: 'c.objet',
  lu: 'c.lu',
} as const;
export type CourrierSortColumn = keyof typeof COURRIER_SORT_COLUMNS;

export interface CourrierFilters {
  annee: number | null;
  du: string | null;
  au: string | null;
  lu: boolean | null;
}

/**
 * One page of the letters of the member's (`adherentId`) contract `numero`, and how many match in all;
 * the filters, the sort and the page are applied in SQL (index courriers_contrat_date_idx).
 */
export async function courrierPage(
  db: Queryable,
  numero: string,
  adherentId: string | null,
  { annee, du, au, lu }: CourrierFilters,
  sort: { tri: CourrierSortColumn | undefined; ordre: 'asc' | 'desc' },
  taille: number,
  offset: number,
): Promise<{ items: CourrierItem[]; total: number }> {
  // Scoped twice: the contract is the member's own (currentContrat) and the join says so again.
  const where = `FROM courriers c JOIN contrats k ON k.id = c.contrat_id
        WHERE k.numero_contrat_individuel = $1 AND k.adherent_id = $2
          AND ($3::int IS NULL OR (c.date_envoi >= make_date($3::int, 1, 1) AND c.date_envoi < make_date($3::int + 1, 1, 1)))
          AND ($4::date IS NULL OR c.date_envoi >= $4::date) AND ($5::date IS NULL OR c.date_envoi <= $5::date)
          AND ($6::boolean IS NULL OR c.lu = $6::boolean)`;
  const scope = [numero, adherentId, annee, du, au, lu];
  const { rows: counted } = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${where}`, scope);
  const { rows } = await db.query<CourrierItem>(
    `SELECT c.id::int AS id, to_char(c.date_envoi, 'YYYY-MM-DD') AS date, c.objet, c.lu ${where}
          ORDER BY ${orderBy(sort.tri, sort.ordre)} LIMIT $7 OFFSET $8`,
    [...scope, taille, offset],
  );
  return { items: rows, total: Number(counted[0].n) };
}

/** ORDER BY of the list: an allowed column then newest first (a stable order for the pages), else newest first. */
function orderBy(tri: CourrierSortColumn | undefined, ordre: 'asc' | 'desc'): string {
  const newest = 'c.date_envoi DESC, c.id DESC';
  if (!tri || !Object.hasOwn(COURRIER_SORT_COLUMNS, tri)) return newest;
  return `${COURRIER_SORT_COLUMNS[tri]} ${ordre === 'desc' ? 'DESC' : 'ASC'}, ${newest}`;
}

/** A letter with its text and the number of the contract it was sent on. */
export interface CourrierRow {
  id: number;
  date: string;
  objet: string;
  contenu: string;
  numero: string;
  /** The contract's holder, to whom the letter is addressed. */
  titulaire: string;
}

/** The letter `id` if it was sent to the member `adherentId` (on any of their contracts), else undefined. */
export async function memberCourrier(db: Queryable, id: number, adherentId: string | null): Promise<CourrierRow | undefined> {
  const { rows } = await db.query<CourrierRow>(
    `SELECT c.id::int AS id, to_char(c.date_envoi, 'YYYY-MM-DD') AS date, c.objet, c.contenu, k.numero_contrat_individuel AS numero,
            a.prenom || ' ' || a.nom AS titulaire
           FROM courriers c JOIN contrats k ON k.id = c.contrat_id JOIN adherents a ON a.id = k.adherent_id
          WHERE c.id = $1 AND k.adherent_id = $2`,
    [id, adherentId],
  );
  return rows[0];
}

/** The letter is read from now on (the unread state of « Mes documents »). */
export async function markCourrierRead(db: Queryable, id: number): Promise<void> {
  await db.query('UPDATE courriers SET lu = true WHERE id = $1 AND NOT lu', [id]);
}
