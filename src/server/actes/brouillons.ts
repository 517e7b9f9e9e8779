import fs from 'node:fs';
import path from 'node:path';
import type { Queryable } from '../db/types';
import { withoutSecrets } from '../../language/withoutSecrets';
import { stripUndeclared } from '../../language/validation/stripUndeclared';
import { bundledSchemaOf } from '../validation';
import { documentsOf } from './demandes';
import { ACTES_ROOT } from './manifests';
import type { MigrationMark } from '../../domain/acteMigrations';
import { currentActeVersion, toCurrentVersionWithMarks } from './acteVersions';

/**
 * Drafts of long actes kept on the server, one per member × acte × contract.
 * A draft is incomplete by nature: it is not validated, only cleaned — an object, with the
 * properties the acte's schema does not declare dropped, never a field drawn as a password (the
 * same `withoutSecrets` as the browser's lost-session draft), and uploaded files kept as the
 * references the upload widget puts in the data, only those that are the member's own uploads.
 */
export interface Brouillon {
  /** The version the data is in: the acte's current one once read (migrated from `savedVersion`). */
  version: number;
  savedVersion: number;
  data: Record<string, unknown>;
  /** The fields the migration from `savedVersion` touched, for the member to check (none when saved under the current version). */
  marks: MigrationMark[];
  updatedAt: string;
}

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);
const isFile = (value: unknown): value is Obj => isObj(value) && typeof value.remoteFileName === 'string';

const uiSchemas = new Map<string, unknown>();
function uiSchemaOf(acte: string): unknown {
  if (!uiSchemas.has(acte)) {
    const file = path.join(ACTES_ROOT, acte, `${acte}.ui.json`);
    uiSchemas.set(acte, fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {});
  }
  return uiSchemas.get(acte);
}

/** The data without any file reference outside `owned` (at any depth). */
function withOnlyFiles(data: unknown, owned: Set<string>): unknown {
  if (Array.isArray(data)) return data.filter((item) => !isFile(item) || owned.has(item.remoteFileName as string)).map((item) => withOnlyFiles(item, owned));
  if (!isObj(data) || isFile(data)) return data;
  const out: Obj = {};
  for (const [key, value] of Object.entries(data)) {
    if (isFile(value) && !owned.has(value.remoteFileName as string)) continue;
    out[key] = withOnlyFiles(value, owned);
  }
  return out;
}

/** What is kept of a draft the browser sends: declared fields, no password, only the member's own uploads. */
export async function cleanBrouillon(db: Queryable, userId: string, acte: string, data: Obj): Promise<Obj> {
  const { context: _context, ...typed } = data;
  const declared = stripUndeclared(bundledSchemaOf(acte), typed) as Obj;
  const kept = withoutSecrets(declared, uiSchemaOf(acte)) as Obj;
  const ids = [...new Set(documentsOf(kept).map((doc) => doc.remoteFileName))];
  if (ids.length === 0) return kept;
  const { rows } = await db.query<{ id: string }>('SELECT id FROM uploads WHERE id = ANY ($1::text[]) AND owner_user_id = $2', [ids, userId]);
  return withOnlyFiles(kept, new Set(rows.map((row) => row.id))) as Obj;
}

/** Creates or replaces the member's draft (an idempotent upsert: the browser saves it again and again). */
export async function saveBrouillon(db: Queryable, userId: string, acte: string, contrat: string | null, version: number, data: Obj): Promise<string> {
  const { rows } = await db.query<{ updated_at: Date | string }>(
    `INSERT INTO brouillons (user_id, acte, numero_contrat, acte_version, donnees, updated_at) VALUES ($1, $2, $3, $4, $5, now())
     ON CONFLICT (user_id, acte, numero_contrat) DO UPDATE SET acte_version = EXCLUDED.acte_version, donnees = EXCLUDED.donnees, updated_at = now()
     RETURNING updated_at`,
    [userId, acte, contrat ?? '', version, JSON.stringify(data)],
  );
  return new Date(rows[0].updated_at).toISOString();
}

/**
 * The member's draft in the acte's current version (migrated when saved under an older one, then
 * cleaned again: a field a migration left behind goes), with the fields the migration touched, or null. A draft no step can carry to the
 * current version is unusable: it is forgotten rather than shown wrong.
 */
export async function readBrouillon(db: Queryable, userId: string, acte: string, contrat: string | null): Promise<Brouillon | null> {
  const { rows } = await db.query<{ acte_version: number; donnees: Obj; updated_at: Date | string }>(
    'SELECT acte_version, donnees, updated_at FROM brouillons WHERE user_id = $1 AND acte = $2 AND numero_contrat = $3',
    [userId, acte, contrat ?? ''],
  );
  const row = rows[0];
  if (!row) return null;
  const version = currentActeVersion(acte);
  let migrated: { data: Obj; marks: MigrationMark[] };
  try {
    migrated = toCurrentVersionWithMarks(acte, row.acte_version, row.donnees);
  } catch {
    await deleteBrouillon(db, userId, acte, contrat);
    return null;
  }
  return {
    version,
    savedVersion: row.acte_version,
    data: stripUndeclared(bundledSchemaOf(acte), migrated.data) as Obj,
    marks: migrated.marks,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** Forgets the member's draft of this acte on this contract (« Recommencer », or the acte filed). */
export async function deleteBrouillon(db: Queryable, userId: string, acte: string, contrat: string | null): Promise<void> {
  await db.query('DELETE FROM brouillons WHERE user_id = $1 AND acte = $2 AND numero_contrat = $3', [userId, acte, contrat ?? '']);
}
