import type { Queryable } from '../db/types';

/** The care networks a member can be sent to (care_networks), and their logos (care_network_images). */

export interface CareNetworkRow {
  reseau: string;
  libelle: string;
  url: string;
  num_omc: string | null;
  icon: string | null;
  image_id: string | null;
  image_form: string | null;
  description: string;
}

/** The active networks, in the order the back office set. */
export async function activeCareNetworks(db: Queryable): Promise<CareNetworkRow[]> {
  const { rows } = await db.query<CareNetworkRow>(
    `SELECT reseau, libelle, url, num_omc, icon, image_id, image_form, description
       FROM care_networks WHERE is_active ORDER BY position, code`,
  );
  return rows;
}

export async function careNetworkImage(db: Queryable, id: string): Promise<{ mime_type: string; data: Uint8Array } | null> {
  const { rows } = await db.query<{ mime_type: string; data: Uint8Array }>('SELECT mime_type, data FROM care_network_images WHERE id = $1', [id]);
  return rows[0] ?? null;
}
