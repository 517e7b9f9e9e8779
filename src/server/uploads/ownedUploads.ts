import type { Queryable } from '../db/types';

/** How many of the uploads `ids` the user uploaded himself: a demande only takes the member's own files. */
export async function countOwnedUploads(db: Queryable, ids: readonly string[], userId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM uploads WHERE id = ANY ($1::text[]) AND owner_user_id = $2', [ids, userId]);
  return Number(rows[0].n);
}
