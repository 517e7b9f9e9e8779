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
  const { rows } = await db.query<{ mode_gestion: string }>('SELECT mode_gestion FROM modes_gestion WHERE id = $1', [manifest.modeGestion]);
  return rows[0]?.mode_gestion === 'automatique' ? 'automatique' : 'manuel';
}
