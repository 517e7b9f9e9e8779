import type { FromSchema } from 'json-schema-to-ts';
import type { Queryable } from '../db/types';

/** The back office's edits of the CMS blocks (table cms_blocks); the HTML comes in sanitised. */

/** A CMS block, as the back office's replies carry it. */
export const cmsBlockSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    itemName: { type: 'string' },
    title: { type: 'string' },
    content: { type: 'string' },
    position: { type: 'integer' },
  },
  required: ['id', 'name', 'itemName', 'title', 'content', 'position'],
} as const;
export type CmsBlock = FromSchema<typeof cmsBlockSchema>;

export type CmsBlockFields = Omit<CmsBlock, 'id'>;

const CMS_COLUMNS = 'id, name, item_name AS "itemName", title, content, position';

/** Every block, by list name, position and item name. */
export async function listCmsBlocks(db: Queryable): Promise<CmsBlock[]> {
  return (await db.query<CmsBlock>(`SELECT ${CMS_COLUMNS} FROM cms_blocks ORDER BY name, position, item_name, id`)).rows;
}

/** The new block; a list name and item name already used fail on the unique index. */
export async function insertCmsBlock(db: Queryable, { name, itemName, title, content, position }: CmsBlockFields): Promise<CmsBlock | undefined> {
  const { rows } = await db.query<CmsBlock>(`INSERT INTO cms_blocks (name, item_name, title, content, position) VALUES ($1, $2, $3, $4, $5) RETURNING ${CMS_COLUMNS}`, [
    name,
    itemName,
    title,
    content,
    position,
  ]);
  return rows[0];
}

/** The block as changed, undefined when there is no block `id`; a name pair already used fails on the unique index. */
export async function updateCmsBlock(db: Queryable, id: number, { name, itemName, title, content, position }: CmsBlockFields): Promise<CmsBlock | undefined> {
  const { rows } = await db.query<CmsBlock>(
    `UPDATE cms_blocks SET name = $1, item_name = $2, title = $3, content = $4, position = $5, updated_at = now() WHERE id = $6 RETURNING ${CMS_COLUMNS}`,
    [name, itemName, title, content, position, id],
  );
  return rows[0];
}

/** False when there was no such block. */
export async function deleteCmsBlock(db: Queryable, id: number): Promise<boolean> {
  const { affectedRows } = await db.query('DELETE FROM cms_blocks WHERE id = $1', [id]);
  return affectedRows > 0;
}
