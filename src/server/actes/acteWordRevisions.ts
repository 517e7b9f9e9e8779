import type { Queryable } from '../db/types';
import type { ActeWords } from '../../language/acteWords';

/**
 * The revisions of a client's words of an acte (table acte_word_revisions): each holds the whole
 * rewording, numbered 1, 2, 3… per client and acte; the last one is in force. Nothing is ever
 * updated or deleted: a rollback writes a new revision with an older one's words.
 */
export interface ActeWordRevision {
  id: number;
  numero: number;
  mots: Record<string, string>;
  auteur: string;
  retablit: number | null;
  date: string;
}

const COLUMNS = `id::int AS id, numero, mots, auteur, retablit, to_char(created_at AT TIME ZONE 'Europe/Paris', 'YYYY-MM-DD"T"HH24:MI:SS') AS date`;

/** Every revision of the acte for the client, the newest first. */
export async function acteWordRevisions(db: Queryable, clientCode: string, acte: string): Promise<ActeWordRevision[]> {
  const { rows } = await db.query<ActeWordRevision>(`SELECT ${COLUMNS} FROM acte_word_revisions WHERE client_code = $1 AND acte = $2 ORDER BY numero DESC`, [clientCode, acte]);
  return rows;
}

/** One revision by its number, or undefined. */
export async function acteWordRevision(db: Queryable, clientCode: string, acte: string, numero: number): Promise<ActeWordRevision | undefined> {
  const { rows } = await db.query<ActeWordRevision>(`SELECT ${COLUMNS} FROM acte_word_revisions WHERE client_code = $1 AND acte = $2 AND numero = $3`, [clientCode, acte, numero]);
  return rows[0];
}

/** The revision in force (the last one), or undefined when the client never reworded the acte. */
export async function currentActeWordRevision(db: Queryable, clientCode: string, acte: string): Promise<ActeWordRevision | undefined> {
  const { rows } = await db.query<ActeWordRevision>(
    `SELECT ${COLUMNS} FROM acte_word_revisions WHERE client_code = $1 AND acte = $2 ORDER BY numero DESC LIMIT 1`,
    [clientCode, acte],
  );
  return rows[0];
}

/** A revision by its id (the one a demande records), or undefined. */
export async function acteWordRevisionById(db: Queryable, id: number): Promise<ActeWordRevision | undefined> {
  const { rows } = await db.query<ActeWordRevision>(`SELECT ${COLUMNS} FROM acte_word_revisions WHERE id = $1`, [id]);
  return rows[0];
}

/** The words in force of every acte the client reworded: acte → { revision id, words }. */
export async function currentActeWordsOfClient(db: Queryable, clientCode: string): Promise<Record<string, { revision: number; mots: ActeWords }>> {
  const { rows } = await db.query<{ acte: string; id: number; mots: Record<string, string> }>(
    `SELECT DISTINCT ON (acte) acte, id::int AS id, mots FROM acte_word_revisions WHERE client_code = $1 ORDER BY acte, numero DESC`,
    [clientCode],
  );
  return Object.fromEntries(rows.map((row) => [row.acte, { revision: row.id, mots: row.mots }]));
}

/** A new revision (the next number): the whole rewording in force from now on. */
export async function insertActeWordRevision(
  db: Queryable,
  input: { clientCode: string; acte: string; mots: ActeWords; auteur: string; retablit: number | null },
): Promise<ActeWordRevision> {
  const { rows } = await db.query<ActeWordRevision>(
    `INSERT INTO acte_word_revisions (client_code, acte, numero, mots, auteur, retablit)
     SELECT $1, $2, COALESCE(MAX(numero), 0) + 1, $3::jsonb, $4, $5 FROM acte_word_revisions WHERE client_code = $1 AND acte = $2
     RETURNING ${COLUMNS}`,
    [input.clientCode, input.acte, JSON.stringify(input.mots), input.auteur, input.retablit],
  );
  return rows[0];
}

/** Every client's rewordings gone (the browser tests' reset: the demo's actes in their files' words). */
export async function deleteEveryActeWordRevision(db: Queryable): Promise<void> {
  await db.query('DELETE FROM acte_word_revisions');
}
