import type { Queryable } from '../db/types';
import { acteLibelle, readManifests, type ActeManifest } from './manifests';

export type ModeGestion = 'manuel' | 'automatique';

/**
 * The management mode of an acte (table modes_gestion, the id named by the manifest's
 * `modeGestion`), a choice of each client: the request's client (requestClientCode) reads its own.
 * An id nobody set a mode for is processed by hand in the back office: 'manuel', so the member is
 * never told a request is done when it only waits in a queue.
 */
export const DEFAULT_MODE_GESTION: ModeGestion = 'manuel';

let labels: Map<string, string> | undefined;

/**
 * The ids the manifests name, each with what it is about for staff: the labels of the actes that
 * name it (read once: the files ship with the server).
 */
export function modeGestionLabels(): ReadonlyMap<string, string> {
  if (labels) return labels;
  labels = new Map<string, string>();
  for (const manifest of readManifests().values()) {
    if (!manifest.modeGestion) continue;
    const label = acteLibelle(manifest);
    const known = labels.get(manifest.modeGestion);
    labels.set(manifest.modeGestion, known && known !== label ? `${known}, ${label}` : label);
  }
  return labels;
}

/** The mode an acte is filed under for the client `clientCode` (null: a server without client). */
export async function modeGestionOf(db: Queryable, manifest: ActeManifest, clientCode: string | null): Promise<ModeGestion> {
  if (!manifest.modeGestion) return DEFAULT_MODE_GESTION;
  return (await storedModeGestion(db, manifest.modeGestion, clientCode)) ?? DEFAULT_MODE_GESTION;
}

/**
 * The mode the client answers under an id: the one it stored, else the default for an id a
 * manifest names; undefined for an id nothing names.
 */
export async function modeGestionById(db: Queryable, id: string, clientCode: string | null): Promise<ModeGestion | undefined> {
  const stored = await storedModeGestion(db, id, clientCode);
  if (stored) return stored;
  return modeGestionLabels().has(id) ? DEFAULT_MODE_GESTION : undefined;
}

async function storedModeGestion(db: Queryable, id: string, clientCode: string | null): Promise<ModeGestion | undefined> {
  if (clientCode === null) return undefined;
  const { rows } = await db.query<{ mode_gestion: ModeGestion }>('SELECT mode_gestion FROM modes_gestion WHERE client_code = $1 AND id = $2', [clientCode, id]);
  return rows[0]?.mode_gestion;
}

/** Every management mode the client set so far, by id (the back-office configuration lists them with the manifests' ones). */
export async function storedModesGestion(db: Queryable, clientCode: string): Promise<{ id: string; mode_gestion: ModeGestion }[]> {
  const { rows } = await db.query<{ id: string; mode_gestion: ModeGestion }>('SELECT id, mode_gestion FROM modes_gestion WHERE client_code = $1', [clientCode]);
  return rows;
}

/** Sets the client's management mode under its id (back-office configuration, browser-test controls). */
export async function setModeGestion(db: Queryable, id: string, mode: ModeGestion, clientCode: string): Promise<void> {
  await db.query(
    'INSERT INTO modes_gestion (client_code, id, mode_gestion) VALUES ($1, $2, $3) ON CONFLICT (client_code, id) DO UPDATE SET mode_gestion = EXCLUDED.mode_gestion',
    [clientCode, id, mode],
  );
}
