import type { Queryable } from '../db/types';

export interface CmsBlockRow {
  id: number;
  name: string;
  item_name: string;
  title: string;
  content: string;
}

/** The blocks of a list (all of them, or the one item named), in the order the back office set. */
export async function cmsBlockList(db: Queryable, name: string, itemName: string | null): Promise<CmsBlockRow[]> {
  const { rows } = await db.query<CmsBlockRow>(
    `SELECT id, name, item_name, title, content FROM cms_blocks
      WHERE name = $1 AND ($2::text IS NULL OR item_name = $2)
      ORDER BY position, id`,
    [name, itemName],
  );
  return rows;
}
