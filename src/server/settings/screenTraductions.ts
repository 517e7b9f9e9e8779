import type { Queryable } from '../db/types';

/**
 * A client's rewording of screen texts (table traductions): a screen named by its route, a text of
 * its file by JSON pointer. Written in the back office, read by every screen.
 */
export interface ScreenTraduction {
  id: number;
  screen: string;
  pointer: string;
  texte: string;
}

/** The client's traductions, by screen then pointer (the order the back office lists them in). */
export async function listScreenTraductions(db: Queryable, clientCode: string): Promise<ScreenTraduction[]> {
  const { rows } = await db.query<ScreenTraduction>('SELECT id, screen, pointer, texte FROM traductions WHERE client_code = $1 ORDER BY screen, pointer', [
    clientCode,
  ]);
  return rows;
}

/** The client's traductions as the portal reads them, in no particular order. */
export async function screenTraductionsOf(db: Queryable, clientCode: string): Promise<Omit<ScreenTraduction, 'id'>[]> {
  const { rows } = await db.query<Omit<ScreenTraduction, 'id'>>('SELECT screen, pointer, texte FROM traductions WHERE client_code = $1', [clientCode]);
  return rows;
}

type TraductionFields = Omit<ScreenTraduction, 'id'> & { updatedBy: string };

/** Adds a traduction; a second one for the same text fails with the unique violation (23505). */
export async function insertScreenTraduction(db: Queryable, clientCode: string, fields: TraductionFields): Promise<ScreenTraduction> {
  const { rows } = await db.query<ScreenTraduction>(
    'INSERT INTO traductions (client_code, screen, pointer, texte, updated_by) VALUES ($1, $2, $3, $4, $5) RETURNING id, screen, pointer, texte',
    [clientCode, fields.screen, fields.pointer, fields.texte, fields.updatedBy],
  );
  return rows[0];
}

/** Rewrites a traduction of the client; undefined when it has none with that id. */
export async function updateScreenTraduction(db: Queryable, clientCode: string, id: number, fields: TraductionFields): Promise<ScreenTraduction | undefined> {
  const { rows } = await db.query<ScreenTraduction>(
    'UPDATE traductions SET screen = $3, pointer = $4, texte = $5, updated_by = $6, updated_at = now() WHERE client_code = $1 AND id = $2 RETURNING id, screen, pointer, texte',
    [clientCode, id, fields.screen, fields.pointer, fields.texte, fields.updatedBy],
  );
  return rows[0];
}

/** Removes a traduction of the client; false when it has none with that id. */
export async function deleteScreenTraduction(db: Queryable, clientCode: string, id: number): Promise<boolean> {
  const { affectedRows } = await db.query('DELETE FROM traductions WHERE client_code = $1 AND id = $2', [clientCode, id]);
  return affectedRows > 0;
}
