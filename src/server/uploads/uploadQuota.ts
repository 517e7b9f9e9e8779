import type { Queryable } from '../db/types';

const DAY_MS = 24 * 60 * 60_000;

/** A member's uploads of the 24 hours before `now`: how many, and their bytes (the daily quota counts both). */
export async function uploadsOfLastDay(db: Queryable, userId: string, now: Date): Promise<{ files: number; bytes: number }> {
  const { rows } = await db.query<{ files: number; bytes: string | number }>(
    'SELECT count(*)::int AS files, coalesce(sum(size_bytes), 0)::bigint AS bytes FROM uploads WHERE owner_user_id = $1 AND created_at > $2',
    [userId, new Date(now.getTime() - DAY_MS)],
  );
  return { files: Number(rows[0].files), bytes: Number(rows[0].bytes) };
}

/** Browser tests only: every upload made so far counts as made a day earlier, so each scenario starts with its quota unused. */
export async function countUploadsAsYesterdays(db: Queryable): Promise<void> {
  await db.query("UPDATE uploads SET created_at = created_at - interval '1 day'");
}
