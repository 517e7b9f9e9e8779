import type { Queryable } from '../db/types';

/**
 * Management modes of the member actes (manual mode answers « sera traitée dans les
 * plus brefs délais »). The demo shows both: changes the back office applies at once are
 * 'automatique', requests a person must read are 'manuel'. Browser tests switch them with
 * POST /api/dev/test/mode-gestion.
 */
export async function seedActes(db: Queryable): Promise<void> {
  await db.query(
    `INSERT INTO modes_gestion (id, mode_gestion) VALUES
       ('adresseActeGestion', 'automatique'),
       ('communicationTelActeGestion', 'automatique'),
       ('communicationMailActeGestion', 'manuel'),
       ('dematerialisationActeGestion', 'automatique'),
       ('abonnementActeGestion', 'automatique'),
       ('situationFamilialeActeGestion', 'manuel'),
       ('ribActeGestion', 'manuel')
     ON CONFLICT (id) DO NOTHING`,
  );
}
