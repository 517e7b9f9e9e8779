import type { Queryable } from '../db/types';

/**
 * The client's editions and étiquettes (tables settings_editions, settings_etiquettes): two simple
 * lists of the back office, each row a code unique per client (a second one fails with 23505) and
 * text columns. Only the columns named here are read or written.
 */
export const SETTINGS_LISTS = {
  edition: { table: 'settings_editions', columns: ['code', 'libelle', 'type'] },
  etiquette: { table: 'settings_etiquettes', columns: ['code', 'libelle'] },
} as const;

export type SettingsListName = keyof typeof SETTINGS_LISTS;
export type SettingsItem = { id: number } & Record<string, string | number>;

const selected = (list: SettingsListName) => ['id', ...SETTINGS_LISTS[list].columns].join(', ');

/** The client's items, by code. */
export async function listSettingsItems(db: Queryable, list: SettingsListName, clientCode: string): Promise<SettingsItem[]> {
  const { table } = SETTINGS_LISTS[list];
  return (await db.query<SettingsItem>(`SELECT ${selected(list)} FROM ${table} WHERE client_code = $1 ORDER BY code`, [clientCode])).rows;
}

/** Adds an item; `values` in the order of the list's columns. */
export async function insertSettingsItem(db: Queryable, list: SettingsListName, clientCode: string, values: string[]): Promise<SettingsItem> {
  const { table, columns } = SETTINGS_LISTS[list];
  const { rows } = await db.query<SettingsItem>(
    `INSERT INTO ${table} (client_code, ${columns.join(', ')}) VALUES ($1, ${columns.map((_, i) => `$${i + 2}`).join(', ')}) RETURNING ${selected(list)}`,
    [clientCode, ...values],
  );
  return rows[0];
}

/** Rewrites an item of the client; undefined when it has none with that id. */
export async function updateSettingsItem(db: Queryable, list: SettingsListName, clientCode: string, id: number, values: string[]): Promise<SettingsItem | undefined> {
  const { table, columns } = SETTINGS_LISTS[list];
  const { rows } = await db.query<SettingsItem>(
    `UPDATE ${table} SET ${columns.map((column, i) => `${column} = $${i + 3}`).join(', ')} WHERE client_code = $1 AND id = $2 RETURNING ${selected(list)}`,
    [clientCode, id, ...values],
  );
  return rows[0];
}

/** Removes an item of the client; false when it has none with that id. */
export async function deleteSettingsItem(db: Queryable, list: SettingsListName, clientCode: string, id: number): Promise<boolean> {
  const { affectedRows } = await db.query(`DELETE FROM ${SETTINGS_LISTS[list].table} WHERE client_code = $1 AND id = $2`, [clientCode, id]);
  return affectedRows > 0;
}
