import type { Queryable } from '../db/types';
import type { ActeManifest } from './manifests';

export type ModeGestion = 'manuel' | 'automatique';

/**
 * The management mode of an acte (table modes_gestion, the id named by the manifest's
 * `modeGestion`). A demande nobody set a mode for is processed by hand in the back office:
 * 'manuel', so the member is never told a request is done when it only waits in a queue.
 */
export async function modeGestionOf(db: Queryable, manifest: ActeManifest): Promise<ModeGestion> {
  if (!manifest.modeGestion) return 'manuel';
  return (await modeGestionById(db, manifest.modeGestion)) === 'automatique' ? 'automatique' : 'manuel';
}

/** The mode stored under an id, as stored; undefined when none is. */
export async function modeGestionById(db: Queryable, id: string): Promise<string | undefined> {
  const { rows } = await db.query<{ mode_gestion: string }>('SELECT mode_gestion FROM modes_gestion WHERE id = $1', [id]);
  return rows[0]?.mode_gestion;
}

/** Every management mode set so far, by id (the back-office configuration lists them with the manifests' ones). */
export async function storedModesGestion(db: Queryable): Promise<{ id: string; mode_gestion: ModeGestion }[]> {
  const { rows } = await db.query<{ id: string; mode_gestion: ModeGestion }>('SELECT id, mode_gestion FROM modes_gestion');
  return rows;
}

/** Sets the management mode under its id (back-office configuration, browser-test controls). */
export async function setModeGestion(db: Queryable, id: string, mode: ModeGestion): Promise<void> {
  await db.query(
    'INSERT INTO modes_gestion (id, mode_gestion) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET mode_gestion = EXCLUDED.mode_gestion',
    [id, mode],
  );
}
