import type { Queryable } from '../db/types';
import { DEFAULT_CLIENT_SQL } from '../clientSettings';

/**
 * Management modes of the demo's default client (manual mode answers « sera traitée dans les
 * plus brefs délais »). The demo shows both: changes the back office applies at once are
 * 'automatique', requests a person must read are 'manuel'. The other demo client (Mutuelle
 * Horizon) stores none: every acte is 'manuel' there, the default, which shows that a mode is a
 * client's. Browser tests switch them with POST /api/dev/test/mode-gestion. Runs once the clients
 * exist; a mode already stored (an administrator's choice) is left as it is.
 */
const DEMO_MODES: Array<[id: string, mode: 'manuel' | 'automatique']> = [
  ['ribPrestationsActeGestion', 'automatique'],
  ['ribCotisationsActeGestion', 'manuel'],
  ['changementIdentifiantActeGestion', 'automatique'],
  ['adresseActeGestion', 'automatique'],
  ['communicationTelActeGestion', 'automatique'],
  ['communicationMailActeGestion', 'manuel'],
  ['dematerialisationActeGestion', 'automatique'],
  ['abonnementActeGestion', 'manuel'],
  ['situationFamilialeActeGestion', 'manuel'],
  ['ribActeGestion', 'manuel'],
  ['garantiesActeGestion', 'manuel'],
  ['inscriptionBeneficiaireActeGestion', 'manuel'],
  ['donneesROActeGestion', 'manuel'],
  ['velOptionsActeGestion', 'manuel'],
];

export async function seedModesGestion(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO modes_gestion (client_code, id, mode_gestion)
     SELECT ${DEFAULT_CLIENT_SQL}, m.id, m.mode_gestion
       FROM unnest($1::text[], $2::text[]) AS m (id, mode_gestion)
      WHERE EXISTS (SELECT 1 FROM clients)
     ON CONFLICT (client_code, id) DO NOTHING`,
    [DEMO_MODES.map(([id]) => id), DEMO_MODES.map(([, mode]) => mode)],
  );
}
