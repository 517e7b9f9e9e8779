import type { FromSchema } from 'json-schema-to-ts';
import type { Queryable } from '../db/types';

/**
 * Release notes (table release_notes) and which user dismissed which (release_note_views). A
 * note's text is plain (shown as text, never HTML).
 */

export const releaseNoteSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, titre: { type: 'string' }, contenu: { type: 'string' }, publieeLe: { type: 'string' } },
  required: ['id', 'titre', 'contenu', 'publieeLe'],
} as const;

/** A note as the API sends it: publieeLe is YYYY-MM-DD. */
export type ReleaseNote = FromSchema<typeof releaseNoteSchema>;

const COLUMNS = `id, titre, contenu, to_char(publiee_le, 'YYYY-MM-DD') AS "publieeLe"`;

/** Every note, newest first. */
export async function listReleaseNotes(db: Queryable): Promise<ReleaseNote[]> {
  return (await db.query<ReleaseNote>(`SELECT ${COLUMNS} FROM release_notes ORDER BY publiee_le DESC, id DESC`)).rows;
}

/** The fields the back office writes; a missing publieeLe means today on creation and unchanged on update. */
export interface ReleaseNoteFields {
  titre: string;
  contenu: string;
  publieeLe: string | null;
}

export async function insertReleaseNote(db: Queryable, fields: ReleaseNoteFields, createdBy: string): Promise<ReleaseNote> {
  const { rows } = await db.query<ReleaseNote>(
    `INSERT INTO release_notes (titre, contenu, publiee_le, created_by) VALUES ($1, $2, coalesce($3::date, current_date), $4) RETURNING ${COLUMNS}`,
    [fields.titre, fields.contenu, fields.publieeLe, createdBy],
  );
  return rows[0];
}

/** Rewrites a note; undefined when none has that id. */
export async function updateReleaseNote(db: Queryable, id: number, fields: ReleaseNoteFields): Promise<ReleaseNote | undefined> {
  const { rows } = await db.query<ReleaseNote>(
    `UPDATE release_notes SET titre = $1, contenu = $2, publiee_le = coalesce($3::date, publiee_le) WHERE id = $4 RETURNING ${COLUMNS}`,
    [fields.titre, fields.contenu, fields.publieeLe, id],
  );
  return rows[0];
}

/** Removes a note; false when none has that id. */
export async function deleteReleaseNote(db: Queryable, id: number): Promise<boolean> {
  const { affectedRows } = await db.query('DELETE FROM release_notes WHERE id = $1', [id]);
  return affectedRows > 0;
}

/** The newest note published on or before `today` (YYYY-MM-DD) that the user has not dismissed. */
export async function newestUnseenReleaseNote(db: Queryable, userId: string, today: string): Promise<ReleaseNote | undefined> {
  const { rows } = await db.query<ReleaseNote>(
    `SELECT ${COLUMNS} FROM release_notes n
          WHERE n.publiee_le <= $2::date
            AND NOT EXISTS (SELECT 1 FROM release_note_views v WHERE v.release_note_id = n.id AND v.user_id = $1)
          ORDER BY n.publiee_le DESC, n.id DESC LIMIT 1`,
    [userId, today],
  );
  return rows[0];
}

/** Notes that the user dismissed the note, so it is not shown again; false when no note has that id. */
export async function dismissReleaseNote(db: Queryable, userId: string, id: number): Promise<boolean> {
  const { affectedRows } = await db.query(
    `INSERT INTO release_note_views (user_id, release_note_id) SELECT $1, id FROM release_notes WHERE id = $2 ON CONFLICT DO NOTHING`,
    [userId, id],
  );
  return affectedRows > 0 || (await db.query('SELECT 1 FROM release_notes WHERE id = $1', [id])).rows.length > 0;
}
